/** /performer/open-calls: the calls that fit the performer, newest first; one tap to put themselves forward. */
import { Alert, Container, Link, Stack, Typography } from '@mui/material';
import { newestPostedAt } from '@scenecall/shared';
import { useDeferredValue } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { paths } from '../../config/paths';
import { ApiClientError } from '../../lib/api-client';
import { useMarkSeen, useMyOpenCalls } from './api';
import { OpenCallCard } from './open-call-card';

const messageOf = (error: unknown): string =>
  error instanceof ApiClientError && error.message ? error.message : 'Something went wrong. Please try again.';

export default function PerformerOpenCallsPage() {
  const calls = useMyOpenCalls();
  // The cards are the page's largest render: deferred, React renders them in slices that yield to
  // taps, not in the task that received the answer (issue 37). Kept calls show at once.
  const shown = useDeferredValue(calls.data);
  const now = new Date();
  useMarkSeen(calls.data ? newestPostedAt(calls.data) : undefined);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Link component={RouterLink} to={paths.performer.root} underline="hover" sx={{ display: 'inline-block', mb: 2 }}>
        ‹ Profile
      </Link>
      <Typography component="h1" variant="h4" gutterBottom>
        Open calls
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Roles casting posted that fit you. Put yourself forward before the call closes.
      </Typography>
      {!shown && !calls.error && <PageLoading label="Loading open calls" />}
      {calls.error ? <Alert severity="error">{messageOf(calls.error)}</Alert> : null}
      {shown && shown.length === 0 ? <Typography>No open call fits you right now.</Typography> : null}
      {shown && shown.length > 0 ? (
        <Stack spacing={2}>
          {shown.map((call) => (
            <OpenCallCard key={call.id} call={call} now={now} />
          ))}
        </Stack>
      ) : null}
    </Container>
  );
}
