/** The set screen's reads and sends (the sends go through the device's queue, set-queue.ts). */
import type { SetScreenView } from '@scenecall/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { KEPT_BETWEEN_VISITS } from '../../lib/query-client';

export const dayApiPath = (projectId: string, dayId: string) => `/project/${projectId}/days/${dayId}`;

export const setScreenKey = (dayId: string) => ['workday', 'set', dayId] as const;

/**
 * Kept with the session (lib/query-persistence.ts): on a set with no signal the screen shows the
 * day as last read, with the device's unsent changes on top, and refreshes when it can.
 */
export const setScreenQuery = (projectId: string, dayId: string) =>
  queryOptions({
    queryKey: setScreenKey(dayId),
    queryFn: () => api.get<SetScreenView>(`${dayApiPath(projectId, dayId)}/set`),
    staleTime: 0,
    ...KEPT_BETWEEN_VISITS,
  });

/**
 * Other set devices record too: their changes come live (use-live-set.ts); the screen also reads
 * the whole day again now and then, more often while the live changes do not come through.
 */
export const useSetScreen = (projectId: string, dayId: string, live = false) =>
  useQuery({ ...setScreenQuery(projectId, dayId), refetchInterval: live ? 60_000 : 15_000 });

export const prefetchSetScreenPage = (client: QueryClient, projectId: string, dayId: string) =>
  client.ensureQueryData(setScreenQuery(projectId, dayId));
