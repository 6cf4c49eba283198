/** The performer's own user and profile: TanStack Query hooks over /api. */
import { performerMay, type CurrentUser, type PerformerProfile, type SupportMessage } from '@scenecall/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentUserKey, currentUserQuery, standingIn } from '../../../lib/current-user-queries';
import { myBookingsQuery } from '../../../lib/bookings-queries';
import { myOpenCallsQuery, openCallsSeenQuery } from '../../../lib/open-calls-queries';

export { currentUserKey, currentUserQuery };
export const useCurrentUser = () => useQuery(currentUserQuery);

/** The update screen's read (GET /api/auth/get-user): same user, with testPassed. */
export const userForUpdateQuery = queryOptions({
  queryKey: [...currentUserKey, 'update'],
  queryFn: () => api.get<CurrentUser>('/auth/get-user'),
  staleTime: 0,
});
export const useUserForUpdate = () => useQuery(userForUpdateQuery);

/**
 * What /performer and /performer/update-profile read, asked for by their routes (lib/prefetch.ts);
 * the work counts only while the state kept from the last visit lets the performer work.
 */
export const prefetchProfilePage = (client: QueryClient) => {
  const kept = standingIn(client.getQueryData(currentUserQuery.queryKey));
  const mayWork = performerMay(kept?.state ?? 'active', 'work');
  return Promise.all([
    client.ensureQueryData(currentUserQuery),
    ...(mayWork
      ? [
          client.ensureQueryData(myBookingsQuery),
          client.ensureQueryData(myOpenCallsQuery),
          client.ensureQueryData(openCallsSeenQuery),
        ]
      : []),
  ]);
};
export const prefetchUpdateProfilePage = (client: QueryClient) => client.ensureQueryData(userForUpdateQuery);

export const saveProfile = (profile: PerformerProfile) => api.put<CurrentUser>('/performer/update-profile', profile);

export const activateAccount = () => api.post<CurrentUser>('/auth/activate');

export const sendSupportMessage = (message: SupportMessage) =>
  api.post<{ sent: boolean }>('/performer/support', message);
