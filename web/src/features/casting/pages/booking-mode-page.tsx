import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { CastingLayout } from '../components/casting-layout';

/** /casting/booking-mode: what the wizard's two booking modes do. */
export default function BookingModePage() {
  return (
    <CastingLayout title="Booking modes">
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <Typography component="h2" variant="h6">
          Automatic
        </Typography>
        <Typography>
          For each role, the wizard pre-selects the best-matching performers who are free on the day&apos;s dates, up to
          the role&apos;s slots: performers with a headshot and a full-body picture first, then those with the fewest
          recent bookings, so work is shared. The day&apos;s union and self-drive rule set the first filters. You can
          change every selection before you confirm.
        </Typography>
        <Typography component="h2" variant="h6">
          Hand-picked
        </Typography>
        <Typography>
          You search and choose every performer yourself, role by role, within each role&apos;s slots.
        </Typography>
        <Typography>
          Either way, performers already on another role of the day, booked or unavailable on its dates, or taken off
          the production are never shown.
        </Typography>
        <div>
          <Button variant="contained" component={RouterLink} to={paths.casting.create}>
            Book the new day
          </Button>
        </div>
      </Stack>
    </CastingLayout>
  );
}
