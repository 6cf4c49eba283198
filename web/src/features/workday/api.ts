/** The set screen's reads and sends (the sends go through the device's queue, set-queue.ts). */
import type { SetChangesView, SetScreenView } from '@scenecall/shared';
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

/**
 * How long the live screen's changes request waits on the server when nothing changes: within the
 * API client's 15 s for a request (lib/api-retry.ts) and well within the server's 8 s deadline
 * (functions/src/http/deadlines.ts). The server's longest wait (25 s) outlasts both, so each quiet
 * poll was cut off and shown as "Trying again…".
 */
export const SET_CHANGES_WAIT_SECONDS = 6;

/** The day's vouchers and bookings changed after `cursor`: at once, or once one changes (a long poll). */
export const readSetChanges = (projectId: string, dayId: string, cursor: string, signal: AbortSignal) =>
  api.get<SetChangesView>(
    `${dayApiPath(projectId, dayId)}/set/changes?since=${encodeURIComponent(cursor)}&wait=${SET_CHANGES_WAIT_SECONDS}`,
    { signal },
  );

export const prefetchSetScreenPage = (client: QueryClient, projectId: string, dayId: string) =>
  client.ensureQueryData(setScreenQuery(projectId, dayId));
