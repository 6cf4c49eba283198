/**
 * The performer's own user (GET /api/performer/get-user): read by the profile page, and by the
 * performer area's account notice and navigation (issue 40: a suspended or deactivated performer is
 * shown why, and only the pages they may still use), features that may not import each other.
 */
import { performerMay, type AccountStanding, type CurrentUser } from '@scenecall/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { KEPT_BETWEEN_VISITS } from './query-client';

export const currentUserKey = ['profile', 'current-user'] as const;

/** The profile page's read, kept for the next visit. */
export const currentUserQuery = queryOptions({
  queryKey: currentUserKey,
  queryFn: () => api.get<CurrentUser>('/performer/get-user'),
  staleTime: 0,
  ...KEPT_BETWEEN_VISITS,
});

/** The account's standing in a read, or undefined before it is known (a copy kept before issue 40 has none). */
export const standingIn = (user: CurrentUser | undefined): AccountStanding | undefined =>
  user && 'account' in user ? user.account : undefined;

/**
 * Whether the account's state lets the performer be asked, booked and alerted (shared `performerMay`),
 * from the read the performer area already made; a state not known yet reads as active.
 */
export function useMayWork(): boolean {
  const user = useQuery({ ...currentUserQuery, enabled: false }).data;
  return performerMay(standingIn(user)?.state ?? 'active', 'work');
}
