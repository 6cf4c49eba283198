/**
 * /jobs: the open calls casting posted, as anyone may read them (no production, no role name), with
 * a prompt to register. The server writes the open calls into the page's HTML (functions' open-calls
 * `jobs-page.ts`, from templates the prerender makes of this page), with their data for the first
 * render; opened from another page, the calls are fetched.
 */
import { Alert, Box, Button, Container, Skeleton, Stack, Typography } from '@mui/material';
import { publicOpenCallFacts, type PublicOpenCall } from '@scenecall/shared';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { usePublicOpenCalls } from './use-public-open-calls';

const cardSx = { bgcolor: 'background.paper', borderRadius: 3, p: 3, border: '1px solid #d5d9e2' } as const;

function JobCard({ call }: { call: PublicOpenCall }) {
  const facts = publicOpenCallFacts(call);
  return (
    <Box component="article" sx={cardSx}>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        {call.title}
      </Typography>
      <Box component="dl" sx={{ m: 0, mb: 1.5, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5 }}>
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{call.description}</Typography>
    </Box>
  );
}

/** The loading state takes the room of two calls, so nothing below jumps when they arrive. */
const JobsSkeleton = () => (
  <Stack spacing={3} aria-hidden="true">
    {[0, 1].map((key) => (
      <Skeleton key={key} variant="rounded" height={240} />
    ))}
  </Stack>
);

function JobList() {
  const { data: calls, isPending, isError, refetch } = usePublicOpenCalls();
  if (isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      >
        The open calls could not be loaded.
      </Alert>
    );
  if (isPending || !calls) return <JobsSkeleton />;
  if (calls.length === 0) return <Typography>No open call right now. New roles are posted every week.</Typography>;
  return (
    <Stack spacing={3}>
      {calls.map((call) => (
        <JobCard key={call.id} call={call} />
      ))}
    </Stack>
  );
}

export default function JobsPage() {
  const { isPending } = usePublicOpenCalls();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography component="h1" variant="h3" sx={{ fontSize: { xs: 32, md: 44 }, fontWeight: 700, mb: 2 }}>
        Jobs
      </Typography>
      <Typography sx={{ fontSize: 19, mb: 2 }}>
        Open calls for background performers in Toronto. Registered performers who fit a role put themselves forward
        from their account.
      </Typography>
      <Button component={RouterLink} to={paths.registration} variant="contained" sx={{ mb: 4 }}>
        Register to apply
      </Button>
      <Box aria-busy={isPending}>
        <JobList />
      </Box>
    </Container>
  );
}
