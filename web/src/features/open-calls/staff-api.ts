/** Casting's side of open calls: a day's calls with their ranked submissions, posting, editing, selecting. */
import type {
  DayOpenCallsView,
  EditOpenCallBody,
  OpenCallView,
  PostOpenCallBody,
  ProductionDayPage,
} from '@scenecall/shared';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const enc = encodeURIComponent;
const dayCallsKey = (dayId: string) => ['open-calls', 'day', dayId] as const;

export const dayOpenCallsQuery = (dayId: string) =>
  queryOptions({
    queryKey: dayCallsKey(dayId),
    queryFn: () => api.get<DayOpenCallsView>(`/open-calls/days/${enc(dayId)}`),
    staleTime: 0,
  });

/** The day itself (its title and roles), from the day page's own endpoint. */
export const openCallDayQuery = (projectId: string, dayId: string) =>
  queryOptions({
    queryKey: ['open-calls', 'day-page', projectId, dayId] as const,
    queryFn: () => api.get<ProductionDayPage>(`/project/${enc(projectId)}/days/${enc(dayId)}`),
    staleTime: 0,
  });

export const useDayOpenCalls = (dayId: string) => useQuery({ ...dayOpenCallsQuery(dayId), refetchInterval: 30_000 });
export const useOpenCallDay = (projectId: string, dayId: string) => useQuery(openCallDayQuery(projectId, dayId));

export const prefetchDayOpenCallsPage = (client: QueryClient, projectId: string, dayId: string) =>
  Promise.all([
    client.ensureQueryData(dayOpenCallsQuery(dayId)),
    client.ensureQueryData(openCallDayQuery(projectId, dayId)),
  ]);

function useDayCallsMutation<Input, Output>(dayId: string, run: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: dayCallsKey(dayId) }) });
}

export const usePostCall = (dayId: string) =>
  useDayCallsMutation(dayId, (body: PostOpenCallBody) =>
    api.post<{ id: string }>(`/open-calls/days/${enc(dayId)}`, body),
  );

export const useEditCall = (dayId: string) =>
  useDayCallsMutation(dayId, ({ callId, body }: { callId: string; body: EditOpenCallBody }) =>
    api.put<OpenCallView>(`/open-calls/${enc(callId)}`, body),
  );

export type CallAction = 'pause' | 'resume' | 'close';
export const useCallAction = (dayId: string) =>
  useDayCallsMutation(dayId, ({ callId, action }: { callId: string; action: CallAction }) =>
    api.post<OpenCallView>(`/open-calls/${enc(callId)}/${action}`),
  );

export const useSelectSubmission = (dayId: string) =>
  useDayCallsMutation(dayId, ({ callId, performerId }: { callId: string; performerId: string }) =>
    api.post<unknown>(`/open-calls/${enc(callId)}/submissions/${enc(performerId)}/select`),
  );
