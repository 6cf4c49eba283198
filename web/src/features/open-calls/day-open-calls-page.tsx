/** /project/{id}/day/{dayId}/open-calls: the day's open calls, posted from its roles, with their ranked submissions. */
import { Alert, Box, Button, Chip, Container, Link, Stack, Typography } from '@mui/material';
import {
  agencyToday,
  emptyOpenCallForm,
  formatAgencyDateTime,
  openCallFormOf,
  type OpenCallForm,
  type OpenCallView,
  type SubmissionView,
} from '@scenecall/shared';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { paths } from '../../config/paths';
import { ApiClientError } from '../../lib/api-client';
import { CallSubmissions } from './call-submissions';
import { OpenCallDialog } from './open-call-dialog';
import { useCallAction, useDayOpenCalls, useOpenCallDay, type CallAction } from './staff-api';

const messageOf = (error: unknown): string =>
  error instanceof ApiClientError && error.message ? error.message : 'Something went wrong. Please try again.';

type Editing = { call: OpenCallView | null; initial: OpenCallForm } | null;

function CallCard({
  call,
  submissions,
  onEdit,
}: {
  call: OpenCallView;
  submissions: SubmissionView[];
  onEdit: () => void;
}) {
  const action = useCallAction(call.dayId);
  const run = (which: CallAction) => action.mutate({ callId: call.id, action: which });
  return (
    <Box component="article" data-open-call={call.id} sx={{ border: '1px solid #d5d9e2', borderRadius: 3, p: 3 }}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap', mb: 1 }}>
        <Typography component="h2" variant="h6">
          {call.title}
        </Typography>
        <Chip size="small" label={call.status} color={call.status === 'open' ? 'primary' : 'default'} />
      </Stack>
      <Typography variant="body2">
        Role: {call.roleName} · {call.activeSubmissions} of {call.submissionsWanted} submissions · {call.selectedCount}{' '}
        selected · closes {formatAgencyDateTime(call.closesAt, { zone: true })}
      </Typography>
      {call.status === 'closed' ? null : (
        <Stack direction="row" spacing={1} sx={{ my: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={onEdit}>
            Edit
          </Button>
          <Button variant="outlined" onClick={() => run(call.status === 'paused' ? 'resume' : 'pause')}>
            {call.status === 'paused' ? 'Resume' : 'Pause'}
          </Button>
          <Button variant="outlined" color="error" onClick={() => run('close')}>
            Close
          </Button>
        </Stack>
      )}
      {action.error ? <Alert severity="error">{messageOf(action.error)}</Alert> : null}
      <Typography component="h3" variant="subtitle1" sx={{ mt: 2, mb: 1 }}>
        Submissions
      </Typography>
      <CallSubmissions call={call} submissions={submissions} />
    </Box>
  );
}

export default function DayOpenCallsPage() {
  const { id = '', dayId = '' } = useParams();
  const calls = useDayOpenCalls(dayId);
  const day = useOpenCallDay(id, dayId);
  const [editing, setEditing] = useState<Editing>(null);
  const roles = day.data?.day.roles ?? [];
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Link
        component={RouterLink}
        to={paths.project.day(id, dayId)}
        underline="hover"
        sx={{ display: 'inline-block', mb: 2 }}
      >
        ‹ {day.data?.day.title ?? 'Production day'}
      </Link>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 3, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h4">
          Open calls
        </Typography>
        <Button
          variant="contained"
          disabled={roles.length === 0}
          onClick={() => setEditing({ call: null, initial: emptyOpenCallForm(agencyToday()) })}
          sx={{ ml: 'auto' }}
        >
          Post an open call
        </Button>
      </Stack>
      {calls.isPending && <PageLoading label="Loading the day's open calls" />}
      {calls.error || day.error ? <Alert severity="error">{messageOf(calls.error ?? day.error)}</Alert> : null}
      {calls.data && calls.data.calls.length === 0 ? <Typography>No open call on this day yet.</Typography> : null}
      <Stack spacing={3}>
        {calls.data?.calls.map(({ submissions, ...call }) => (
          <CallCard
            key={call.id}
            call={call}
            submissions={submissions}
            onEdit={() => setEditing({ call, initial: openCallFormOf(call) })}
          />
        ))}
      </Stack>
      {editing ? (
        <OpenCallDialog
          dayId={dayId}
          roles={roles}
          call={editing.call}
          initial={editing.initial}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Container>
  );
}
