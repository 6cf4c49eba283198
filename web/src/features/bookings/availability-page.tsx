/**
 * /performer/availability: the days a performer cannot work (casting search and automatic
 * selection leave them out on those dates), with booked days marked; and their private calendar
 * feed address, to subscribe from any calendar app, which they can renew or turn off.
 */
import { Alert, Box, Button, Container, Link, Paper, Stack, Typography } from '@mui/material';
import {
  agencyToday,
  formatDateForPeople,
  MAX_UNAVAILABLE_DATES,
  type AvailabilityAnswer,
  type CalendarFeedAnswer,
} from '@scenecall/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { MultiDateField } from '../../components/multi-date-field';
import { PageLoading } from '../../components/page-loading';
import { paths } from '../../config/paths';
import { announce } from '../../lib/announcer';
import { api } from '../../lib/api-client';
import { availabilityQuery, bookingKeys, messageOf } from './api';

const KEY = bookingKeys.availability;

// Shown once the performer has asked for an address: its text field (and the MUI fields it brings)
// is not on the way to the page's calendar.
const FeedAddress = lazy(() => import('./feed-address'));
const SAVED = 'Your availability is saved.';

function UnavailableDates({ availability }: { availability: AvailabilityAnswer }) {
  const client = useQueryClient();
  const [dates, setDates] = useState(availability.unavailableDates);
  const save = useMutation({
    mutationFn: () => api.put<AvailabilityAnswer>('/performer/availability', { dates }),
    onSuccess: (answer) => {
      client.setQueryData(KEY, answer);
      announce(SAVED);
    },
  });
  return (
    <Stack spacing={2}>
      <MultiDateField
        label="Days I cannot work"
        dates={dates}
        onChange={(next) => {
          save.reset();
          setDates(next);
        }}
        max={MAX_UNAVAILABLE_DATES}
        today={agencyToday()}
        earliest={agencyToday()}
        booked={availability.bookedDates}
        hint="Tap each day you cannot work; tap it again to remove it. Booked days are outlined in green."
      />
      {availability.bookedDates.length > 0 && (
        <Typography variant="body2">Booked: {availability.bookedDates.map(formatDateForPeople).join(', ')}</Typography>
      )}
      <Box>
        {/* Not `disabled` while saving: the pressed button keeps the focus; a second press is ignored. */}
        <Button
          variant="contained"
          aria-disabled={save.isPending}
          onClick={() => {
            if (!save.isPending) save.mutate();
          }}
        >
          {save.isPending ? 'Saving…' : 'Save my availability'}
        </Button>
      </Box>
      {save.isSuccess && (
        // Said by the app's live region (announce above), so not a live region itself; a failure is an alert.
        <Alert severity="success" role="none">
          {SAVED}
        </Alert>
      )}
      {save.error ? <Alert severity="error">{messageOf(save.error)}</Alert> : null}
    </Stack>
  );
}

function CalendarFeed({ hasFeed }: { hasFeed: boolean }) {
  const client = useQueryClient();
  const [url, setUrl] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () => api.post<CalendarFeedAnswer>('/performer/calendar-feed'),
    onSuccess: (answer) => {
      setUrl(answer.url);
      void client.invalidateQueries({ queryKey: KEY });
    },
  });
  const revoke = useMutation({
    mutationFn: () => api.delete<undefined>('/performer/calendar-feed'),
    onSuccess: () => {
      setUrl(null);
      void client.invalidateQueries({ queryKey: KEY });
    },
  });
  return (
    <Stack spacing={2}>
      <Typography>
        Subscribe to your bookings from any calendar app: requests show as tentative, bookings as confirmed,
        cancellations as cancelled, with your call times. Keep the address private; making a new one turns the old one
        off.
      </Typography>
      {url && (
        <Suspense fallback={null}>
          <FeedAddress url={url} />
        </Suspense>
      )}
      {!url && hasFeed && <Typography>You have a calendar address. Make a new one to see it again.</Typography>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" disabled={create.isPending} onClick={() => create.mutate()}>
          {hasFeed || url ? 'Make a new calendar address' : 'Make my calendar address'}
        </Button>
        {(hasFeed || url) && (
          <Button color="error" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
            Turn the calendar address off
          </Button>
        )}
      </Box>
      {(create.error ?? revoke.error) ? (
        <Alert severity="error">{messageOf(create.error ?? revoke.error)}</Alert>
      ) : null}
    </Stack>
  );
}

export default function AvailabilityPage() {
  const availability = useQuery(availabilityQuery);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Link component={RouterLink} to={paths.performer.root} underline="hover" sx={{ display: 'inline-block', mb: 2 }}>
        ‹ Profile
      </Link>
      <Typography component="h1" variant="h4" gutterBottom>
        Availability
      </Typography>
      {availability.isPending && <PageLoading label="Loading your availability" />}
      {availability.error ? <Alert severity="error">{messageOf(availability.error)}</Alert> : null}
      {availability.data && (
        <Stack spacing={4}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <UnavailableDates availability={availability.data} />
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography component="h2" variant="h6" gutterBottom>
              Calendar feed
            </Typography>
            <CalendarFeed hasFeed={availability.data.hasCalendarFeed} />
          </Paper>
        </Stack>
      )}
    </Container>
  );
}
