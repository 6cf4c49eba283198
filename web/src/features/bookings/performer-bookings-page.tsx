/** /performer/bookings: requests to answer, upcoming bookings (call times to acknowledge), past ones. */
import { Alert, Badge, Box, Container, Link, Stack, Tab, Tabs, Typography } from '@mui/material';
import { productionDayName, type PerformerBookingView } from '@scenecall/shared';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { OfflineNotice, useOnline } from '../../components/offline-notice';
import { PageLoading } from '../../components/page-loading';
import { paths } from '../../config/paths';
import { announce } from '../../lib/announcer';
import { useMyBookings, messageOf } from './api';
import { BookingCard, type OnAnswered } from './booking-card';
import { STATUS_TEXT } from './booking-status';

const SECTIONS = [
  { key: 'requests', label: 'Requests', empty: 'No request is waiting for your answer.' },
  { key: 'upcoming', label: 'Upcoming', empty: 'No upcoming booking.' },
  { key: 'past', label: 'Past', empty: 'No past booking yet.' },
] as const;
type SectionKey = (typeof SECTIONS)[number]['key'];

function BookingList({
  bookings,
  empty,
  onAnswered,
}: {
  bookings: PerformerBookingView[];
  empty: string;
  onAnswered: OnAnswered;
}) {
  if (bookings.length === 0) return <Typography sx={{ py: 2 }}>{empty}</Typography>;
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      {bookings.map((booking) => (
        <BookingCard key={booking.dayId} booking={booking} onAnswered={onAnswered} />
      ))}
    </Stack>
  );
}

/** A request just answered, and where it was in the list, until the refreshed list is shown. */
interface Answered {
  dayId: string;
  index: number;
  outcome: string;
}

const requestsLeft = (count: number) =>
  count === 0 ? SECTIONS[0].empty : `${count} ${count === 1 ? 'request is' : 'requests are'} waiting for your answer.`;

/**
 * An answered request leaves the list: the focus goes to the request that took its place (or, when
 * none is left, to the tab now shown: Upcoming, where the answer went, unless the performer chose
 * Requests) and the outcome is announced.
 */
function useFocusAfterAnswer(requests: PerformerBookingView[] | undefined, section: SectionKey) {
  const [answered, setAnswered] = useState<Answered | null>(null);
  useEffect(() => {
    if (!answered || !requests || requests.some((request) => request.dayId === answered.dayId)) return;
    setAnswered(null);
    const next = requests[Math.min(answered.index, requests.length - 1)];
    const target = next
      ? document.querySelector<HTMLElement>(`[data-booking="${CSS.escape(next.dayId)}"] h2`)
      : document.getElementById(`bookings-tab-${section}`);
    target?.focus();
    announce(`${answered.outcome} ${requestsLeft(requests.length)}`);
  }, [answered, requests, section]);
  const onAnswered: OnAnswered = (booking, answer) =>
    setAnswered({
      dayId: booking.dayId,
      index: Math.max(requests?.findIndex((request) => request.dayId === booking.dayId) ?? 0, 0),
      outcome: `${productionDayName(booking)}: ${STATUS_TEXT[answer.status]}.`,
    });
  return onAnswered;
}

/**
 * Its own component: `dataUpdatedAt` changes with every refresh, even when the bookings are the
 * same, and the page itself would then render again on a slow phone.
 */
function BookingsOfflineNotice() {
  const { dataUpdatedAt } = useMyBookings();
  return <OfflineNotice savedAt={dataUpdatedAt} />;
}

export default function PerformerBookingsPage() {
  const bookings = useMyBookings();
  const online = useOnline();
  const [chosen, setChosen] = useState<SectionKey | null>(null);
  const data = bookings.data;
  // Offline with kept bookings shown, the notice says why they are not fresh: the failed refresh is
  // not an error to show a performer on set without a signal.
  const failed = bookings.error && (online || !data) ? bookings.error : null;
  const section: SectionKey = chosen ?? (data && data.requests.length === 0 ? 'upcoming' : 'requests');
  const onAnswered = useFocusAfterAnswer(data?.requests, section);
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
      <BookingsOfflineNotice />
      {bookings.isPending && <PageLoading label="Loading your bookings" />}
      {failed ? <Alert severity="error">{messageOf(failed)}</Alert> : null}
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
                    // No Badge at 0: MUI's hidden badge keeps its last number in the tab's name ('Requests 1').
                    count > 0 ? (
                      <Badge color="error" badgeContent={count} sx={{ '& .MuiBadge-badge': { right: -12 } }}>
                        {label}
                      </Badge>
                    ) : (
                      label
                    )
                  }
                />
              );
            })}
          </Tabs>
          <Box role="tabpanel" id={`bookings-panel-${section}`} aria-labelledby={`bookings-tab-${section}`}>
            <BookingList bookings={data[section]} empty={current.empty} onAnswered={onAnswered} />
          </Box>
        </>
      )}
    </Container>
  );
}
