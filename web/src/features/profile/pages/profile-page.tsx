import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Container,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import { displayPhone, fullName, profileAge, profileAttributes, type CurrentUser } from '@scenecall/shared';
import { lazy, Suspense, useDeferredValue } from 'react';
import { Navigate, Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiClientError } from '../../../lib/api-client';
import { currentUserQuery, useCurrentUser } from '../api/profile-api';
import { useFetchedForThisPage } from '../../../lib/use-fetched-for-this-page';
import { usePaintedAndIdle } from '../../../lib/after-paint';
import { ProfileHeaderCard } from '../../../components/profile-header-card';
import { PerformerNav } from '../components/performer-nav';

// Below the fold on a phone, and the page's only form: its check (zod) loads after the profile shows.
const TextSettingsCard = lazy(() =>
  import('../components/text-settings-card').then((module) => ({ default: module.TextSettingsCard })),
);
const DataExportCard = lazy(() =>
  import('../components/data-export-card').then((module) => ({ default: module.DataExportCard })),
);

/** The spec's error text: the server's message, else 'Error fetching profile'; anything else is unexpected. */
function errorText(error: unknown): string {
  if (error instanceof ApiClientError) return error.message || 'Error fetching profile';
  return 'An unexpected error occurred';
}

function Summary({ user }: { user: CurrentUser }) {
  const name = fullName(user.profile);
  const facts = [
    { label: 'Union status', value: user.profile?.unionStatus ?? '' },
    { label: 'E-mail', value: user.email },
    { label: 'Phone', value: displayPhone(user.tel) },
    { label: 'Age', value: String(profileAge(user.profile)) },
  ];
  return (
    <ProfileHeaderCard
      photoKey={user.profile?.keyName}
      name={name}
      action={
        <Button variant="contained" component={RouterLink} to={paths.performer.updateProfile}>
          Update
        </Button>
      }
    >
      <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
        {name || 'Your profile'}
      </Typography>
      <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}>
        {facts.map((fact) => (
          <Box key={fact.label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {fact.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid={`summary-${fact.label}`}>
              {fact.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </ProfileHeaderCard>
  );
}

function Attributes({ user }: { user: CurrentUser }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h5" gutterBottom>
          Attributes
        </Typography>
        <Box
          component="dl"
          data-testid="attributes"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2 }}
        >
          {profileAttributes(user.profile).map((attribute) => (
            <Box key={attribute.field} data-testid={`attribute-${attribute.field}`}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {attribute.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {attribute.value || '—'}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * A not-activated account goes to the update form, decided on fresh data only (a kept copy may
 * predate the activation). Its own component, so that the refresh ending re-renders only this:
 * the refreshed profile, equal to the kept one, keeps its reference (TanStack's structural
 * sharing), and the page does not render again on a slow phone.
 */
function UpdateUntilActivated() {
  const { data: user, isFetchedAfterMount } = useCurrentUser();
  const fresh = useFetchedForThisPage(currentUserQuery.queryKey, isFetchedAfterMount);
  if (user && fresh && !user.userActivated) {
    return <Navigate to={paths.performer.updateProfile} replace />;
  }
  return null;
}

/**
 * The page's loading state, over the page as MUI's Backdrop draws it; a plain box, so that the page
 * does not wait for MUI's overlays (Modal, transitions) before it can show the profile.
 */
function LoadingVeil() {
  return (
    <Box
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.drawer + 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'rgba(0, 0, 0, 0.5)',
        color: '#fff',
      }}
    >
      <CircularProgress color="inherit" aria-label="Loading profile" />
    </Box>
  );
}

const EndAgreementCard = lazy(() =>
  import('../components/end-agreement-card').then((module) => ({ default: module.EndAgreementCard })),
);

/** Below the fold: its code is fetched once the profile has been painted, not on the way to it. */
function TextSettingsWhenIdle() {
  const painted = usePaintedAndIdle();
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <TextSettingsCard />
      <DataExportCard />
      <EndAgreementCard />
    </Suspense>
  );
}

/** /performer: the performer's own profile; a not-activated account goes to the update form. */
export default function ProfilePage() {
  const { data, error, isPending } = useCurrentUser();
  // The profile arriving after the page has mounted (a first visit) is a query store update, which
  // React renders synchronously, the whole page in one task (issue 37: 58 ms of CPU on the bench's
  // phone, 4× that slowed down). Deferred, that render is a transition that yields; the loading
  // state stays until it has committed. A returning visit's kept profile renders at once, as before.
  const user = useDeferredValue(data);
  const loading = isPending || (data !== undefined && user === undefined);
  // What lies below the fold on a phone renders just after the rest, in a transition of its own:
  // the first render (from the kept data, over the kept look) is the page's longest task.
  const belowTheFold = useDeferredValue(true, false);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <UpdateUntilActivated />
      {loading && <LoadingVeil />}
      {error && !isPending && (
        <Alert severity="error" role="alert">
          {errorText(error)}
        </Alert>
      )}
      {!user && (
        <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
          Your profile
        </Typography>
      )}
      {user && (
        // The profile comes first in reading order (and first on a phone); from md up the side
        // navigation moves to the left column.
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 9 }}>
            <Stack spacing={3}>
              <Summary user={user} />
              <Attributes user={user} />
              <TextSettingsWhenIdle />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 3 }} sx={{ order: { md: -1 } }}>
            {belowTheFold && <PerformerNav />}
          </Grid>
        </Grid>
      )}
    </Container>
  );
}
