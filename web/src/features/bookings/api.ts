/** The performer's side of the booking loop: their bookings, answers, acknowledgements, cancellations, one-click links. */
import type {
  AvailabilityAnswer,
  BookingLinkAnswer,
  BookingLinkView,
  CallTimeKind,
  GuardianMessagesBody,
  GuardianMessagesView,
  GuardianViewAnswer,
} from '@scenecall/shared';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, ApiClientError } from '../../lib/api-client';
import { MY_BOOKINGS_KEY, myBookingsQuery } from '../../lib/bookings-queries';

const enc = encodeURIComponent;

/** What to tell the performer when an answer, an acknowledgement or a cancellation failed. */
export const messageOf = (error: unknown): string =>
  error instanceof ApiClientError && error.message ? error.message : 'Something went wrong. Please try again.';
export const bookingKeys = { mine: MY_BOOKINGS_KEY, availability: ['bookings', 'availability'] as const };

/** Requests arrive by e-mail too: the list refreshes while the page is open. */
export const useMyBookings = () => useQuery({ ...myBookingsQuery, refetchInterval: 30_000 });

/** Unavailable dates seed the availability form: not kept between visits. */
export const availabilityQuery = queryOptions({
  queryKey: bookingKeys.availability,
  queryFn: () => api.get<AvailabilityAnswer>('/performer/availability'),
  staleTime: 0,
});

/** What the Bookings and Availability pages read, asked for by their routes (lib/prefetch.ts). */
export const prefetchBookingsPage = (client: QueryClient) => client.ensureQueryData(myBookingsQuery);
export const prefetchAvailabilityPage = (client: QueryClient) => client.ensureQueryData(availabilityQuery);

function useBookingMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: bookingKeys.mine }) });
}

export const useAnswerRequest = () =>
  useBookingMutation(({ dayId, available }: { dayId: string; available: boolean }) =>
    api.post<BookingLinkAnswer>(`/performer/bookings/${enc(dayId)}/answer`, { available }),
  );

export const useAcknowledge = () =>
  useBookingMutation(({ dayId, which }: { dayId: string; which: CallTimeKind }) =>
    api.post<{ acknowledged: boolean }>(`/performer/bookings/${enc(dayId)}/acknowledge`, { which }),
  );

export const useCancelBooking = () =>
  useBookingMutation(({ dayId, reason }: { dayId: string; reason?: string }) =>
    api.post<{ status: string; penaltyCents: number }>(
      `/performer/bookings/${enc(dayId)}/cancel`,
      reason ? { reason } : undefined,
    ),
  );

/** What a one-click link shows: read with the link's token, no session. */
const bookingLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['bookings', 'link', token],
    queryFn: () => api.get<BookingLinkView>(`/booking-link?token=${enc(token)}`, { anonymous: true }),
    enabled: token !== '',
    retry: false,
  });

export const useBookingLink = (token: string) => useQuery(bookingLinkQuery(token));

/** Asked for by the one-click route's loader, in parallel with the page's code. */
export const prefetchBookingLink = (client: QueryClient, token: string) =>
  client.prefetchQuery(bookingLinkQuery(token));

export const useAnswerByLink = () =>
  useMutation({
    mutationFn: (body: { token: string; available: boolean }) =>
      api.post<BookingLinkAnswer>('/booking-link/answer', body, { anonymous: true }),
  });

/** A minor's guardian page: the signed link's token is the credential (no account). */
const guardianViewQuery = (token: string) =>
  queryOptions({
    queryKey: ['bookings', 'guardian', token],
    queryFn: () => api.get<GuardianViewAnswer>(`/guardian?token=${enc(token)}`, { anonymous: true }),
    enabled: token !== '',
    retry: false,
  });

export const useGuardianView = (token: string) => useQuery(guardianViewQuery(token));

export const useAnswerAsGuardian = (token: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { dayId: string; available: boolean }) =>
      api.post<BookingLinkAnswer>('/guardian/answer', { token, ...body }, { anonymous: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['bookings', 'guardian', token] }),
  });
};

/** The guardian's own choices (texts to their number, channels, a copy for the minor). */
export const useSaveGuardianMessages = (token: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<GuardianMessagesBody, 'token'>) =>
      api.put<GuardianMessagesView>('/guardian/messages', { token, ...body }, { anonymous: true }),
    onSuccess: (messages) =>
      client.setQueryData<GuardianViewAnswer>(['bookings', 'guardian', token], (view) =>
        view ? { ...view, messages } : view,
      ),
  });
};
