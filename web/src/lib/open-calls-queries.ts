/**
 * The performer's open calls and when they last looked at them: read by the open calls page and by
 * the performer's menu (its "new" count), two features that may not import each other.
 */
import { newOpenCallsCount, type OpenCallsSeen, type PerformerOpenCall } from '@scenecall/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useMayWork } from './current-user-queries';
import { KEPT_BETWEEN_VISITS } from './query-client';

/** The calls that fit the performer now and those they answered, newest first; kept for the next visit. */
export const myOpenCallsQuery = queryOptions({
  queryKey: ['open-calls', 'mine'] as const,
  queryFn: () => api.get<PerformerOpenCall[]>('/performer/open-calls'),
  staleTime: 0,
  ...KEPT_BETWEEN_VISITS,
});

/**
 * When the performer last saw the list (the newest call's postedAt they were shown), kept by the
 * server so every device counts the same new calls; set by the open calls page. Null until their
 * first look.
 */
export const openCallsSeenQuery = queryOptions({
  queryKey: ['open-calls', 'seen'] as const,
  queryFn: async () => (await api.get<OpenCallsSeen>('/performer/open-calls/seen')).seenAt,
  staleTime: 0,
  ...KEPT_BETWEEN_VISITS,
});

/** Tells the server the performer was shown the calls up to this posting time; answers the time it keeps. */
export const markOpenCallsSeen = async (seenAt: string) =>
  (await api.put<OpenCallsSeen>('/performer/open-calls/seen', { seenAt })).seenAt;

/** Open calls posted since the performer last looked at the list, not yet answered (the side navigation's and the phone menu's count). */
export function useNewOpenCallsCount(): number {
  const mayWork = useMayWork();
  const calls = useQuery({ ...myOpenCallsQuery, enabled: mayWork }).data;
  const seen = useQuery({ ...openCallsSeenQuery, enabled: mayWork }).data;
  if (!mayWork) return 0;
  return calls && seen !== undefined ? newOpenCallsCount(calls, seen) : 0;
}
