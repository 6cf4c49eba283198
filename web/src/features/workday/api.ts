/** The set screen's reads and sends (the sends go through the device's queue, set-queue.ts). */
import type { SetScreenView } from '@scenecall/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const dayApiPath = (projectId: string, dayId: string) => `/project/${projectId}/days/${dayId}`;

export const setScreenKey = (dayId: string) => ['workday', 'set', dayId] as const;

/** Not kept between visits: a set screen is only right as the server has it now, plus the device's queue. */
export const setScreenQuery = (projectId: string, dayId: string) =>
  queryOptions({
    queryKey: setScreenKey(dayId),
    queryFn: () => api.get<SetScreenView>(`${dayApiPath(projectId, dayId)}/set`),
    staleTime: 0,
  });

/** Other set devices record too: the screen refreshes while it is open. */
export const useSetScreen = (projectId: string, dayId: string) =>
  useQuery({ ...setScreenQuery(projectId, dayId), refetchInterval: 15_000 });

export const prefetchSetScreenPage = (client: QueryClient, projectId: string, dayId: string) =>
  client.ensureQueryData(setScreenQuery(projectId, dayId));
