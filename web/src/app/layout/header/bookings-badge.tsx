/**
 * The performer's header badge: how many requests, offers and call times wait for an answer, linking
 * to their bookings. Shown only while something waits; shares the Bookings page's cache, so an
 * answer given there clears it at once.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useMyBookings } from '../../../features/bookings/api';
import { useMayWork } from '../../../lib/current-user-queries';
import { queryClient } from '../../../lib/query-provider';
import { COUNT_BUBBLE_STYLE, countInBubble } from './count-bubble';

function WaitingBookings() {
  const waiting = useMyBookings().data?.needsAnswer ?? 0;
  if (waiting === 0) return null;
  return (
    <RouterLink
      to={paths.performer.bookings}
      aria-label={`Bookings: ${waiting} waiting for you`}
      className="sc-icon-button"
      style={{ position: 'relative' }}
    >
      <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M19 4h-1V2h-2v2H8V2H6v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2Zm0 16H5V9h14v11ZM7 11h5v5H7z"
        />
      </svg>
      <span aria-hidden="true" style={COUNT_BUBBLE_STYLE}>
        {countInBubble(waiting)}
      </span>
    </RouterLink>
  );
}

/** Nothing waits for a performer whose account's state keeps them from work. */
function WhileMayWork() {
  return useMayWork() ? <WaitingBookings /> : null;
}

export default function BookingsBadge() {
  return (
    <QueryClientProvider client={queryClient}>
      <WhileMayWork />
    </QueryClientProvider>
  );
}
