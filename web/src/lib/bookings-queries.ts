/**
 * The performer's bookings: read by the Bookings page, by the header's badge and by the profile's
 * side navigation (their "waiting for you" count), features that may not import each other.
 */
import type { PerformerBookingsAnswer } from '@scenecall/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';
import { KEPT_BETWEEN_VISITS } from './query-client';

export const MY_BOOKINGS_KEY = ['bookings', 'mine'] as const;

/** Requests, upcoming and past bookings and `needsAnswer`; kept for the next visit. */
export const myBookingsQuery = queryOptions({
  queryKey: MY_BOOKINGS_KEY,
  queryFn: () => api.get<PerformerBookingsAnswer>('/performer/bookings'),
  staleTime: 0,
  ...KEPT_BETWEEN_VISITS,
});
