/** /performer/bookings: requests to answer, upcoming bookings (call times to acknowledge), past ones. */
import { Alert, Badge, Box, Container, Link, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { PerformerBookingView } from '@scenecall/shared';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { paths } from '../../config/paths';
import { useMyBookings } from './api';
import { BookingCard, messageOf } from './booking-card';

const SECTIONS = [
  { key: 'requests', label: 'Requests', empty: 'No request is waiting for your answer.' },
  { key: 'upcoming', label: 'Upcoming', empty: 'No upcoming booking.' },
  { key: 'past', label: 'Past', empty: 'No past booking yet.' },
] as const;
type SectionKey = (typeof SECTIONS)[number]['key'];

function BookingList({ bookings, empty }: { bookings: PerformerBookingView[]; empty: string }) {
  if (bookings.length === 0) return <Typography sx={{ py: 2 }}>{empty}</Typography>;
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      {bookings.map((booking) => (
        <BookingCard key={booking.dayId} booking={booking} />
      ))}
    </Stack>
  );
}

export default function PerformerBookingsPage() {
  const bookings = useMyBookings();
  const [chosen, setChosen] = useState<SectionKey | null>(null);
  const data = bookings.data;
  const section: SectionKey = chosen ?? (data && data.requests.length === 0 ? 'upcoming' : 'requests');
  const current = SECTIONS.find((candidate) => candidate.key === section) ?? SECTIONS[0];
  const toAcknowledge = data ? data.needsAnswer - data.requests.length : 0;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Link component={RouterLink} to={paths.performer.root} underline="hover" sx={{ display: 'inline-block', mb: 2 }}>
        ‹ Profile
      </Link>
      <Typography component="h1" variant="h4" gutterBottom>
        Bookings
      </Typography>
      {bookings.isPending && <PageLoading label="Loading your bookings" />}
      {bookings.error ? <Alert severity="error">{messageOf(bookings.error)}</Alert> : null}
      {data && (
        <>
          <Tabs
            value={section}
            onChange={(_event, value: SectionKey) => setChosen(value)}
            variant="fullWidth"
            aria-label="Bookings"
          >
            {SECTIONS.map(({ key, label }) => {
              const count = key === 'requests' ? data.requests.length : key === 'upcoming' ? toAcknowledge : 0;
              return (
                <Tab
                  key={key}
                  value={key}
                  id={`bookings-tab-${key}`}
                  aria-controls={`bookings-panel-${key}`}
                  label={
                    <Badge color="error" badgeContent={count} sx={{ '& .MuiBadge-badge': { right: -12 } }}>
                      {label}
                    </Badge>
                  }
                />
              );
            })}
          </Tabs>
          <Box role="tabpanel" id={`bookings-panel-${section}`} aria-labelledby={`bookings-tab-${section}`}>
            <BookingList bookings={data[section]} empty={current.empty} />
          </Box>
        </>
      )}
    </Container>
  );
}
