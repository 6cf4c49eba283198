/** The casting feature's calls to /api (spec 2 §7 paths, plus the wizard's Confirm and the role actions). */
import type {
  CastingDayGroups,
  CastingDayView,
  CastingPerformer,
  CastingSearchPage,
  CreateCastingDayBodyInput,
  ProjectView,
  SavedFilter,
} from '@scenecall/shared';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const enc = encodeURIComponent;

export const castingKeys = {
  all: ['casting'] as const,
  days: ['casting', 'days'] as const,
  day: (id: string) => ['casting', 'day', id] as const,
  search: (query: string) => ['casting', 'search', query] as const,
  byIds: (ids: readonly string[]) => ['casting', 'by-ids', ...ids] as const,
  savedFilters: ['casting', 'saved-filters'] as const,
  projects: ['casting', 'projects'] as const,
};

export const useCastingDays = () =>
  useQuery({
    queryKey: castingKeys.days,
    queryFn: () => api.get<CastingDayGroups>('/casting/production-days/all'),
    staleTime: 0,
  });

export const useCastingDay = (id: string) =>
  useQuery({
    queryKey: castingKeys.day(id),
    queryFn: () => api.get<CastingDayView>(`/casting/production-days/${enc(id)}`),
    staleTime: 0,
  });

/** Pages of the performer search; `query` is the filters and scope as a query string. */
export const usePerformerSearch = (query: string, enabled = true) =>
  useInfiniteQuery({
    queryKey: castingKeys.search(query),
    queryFn: ({ pageParam }) =>
      api.get<CastingSearchPage>(
        `/casting/performers/all?${query}${pageParam ? `${query ? '&' : ''}cursor=${enc(pageParam)}` : ''}`,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
    staleTime: 0,
    // While a changed filter's answer comes, the cards shown stay (no empty flash under the cursor).
    placeholderData: keepPreviousData,
  });

export const searchPerformersOnce = (query: string) => api.get<CastingSearchPage>(`/casting/performers/all?${query}`);

export const usePerformersByIds = (ids: readonly string[]) =>
  useQuery({
    queryKey: castingKeys.byIds(ids),
    // Spec 2 §7: skipped when the list is empty.
    queryFn: () => api.get<CastingPerformer[]>(`/casting/performers/all-by-ids?ids=${ids.map(enc).join(',')}`),
    enabled: ids.length > 0,
  });

export const useOwnProjects = () =>
  useQuery({ queryKey: castingKeys.projects, queryFn: () => api.get<ProjectView[]>('/project/read/all') });

export const createCastingDay = (body: CreateCastingDayBodyInput) => api.post<string>('/casting/production-days', body);

function useCastingMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: castingKeys.all }) });
}

export const useAddPerformer = (dayId: string) =>
  useCastingMutation((input: { performerId: string; roleId: string }) =>
    api.post<CastingDayView>(`/casting/production-days/${enc(dayId)}/participants`, input),
  );

export const useRemovePerformer = (dayId: string) =>
  useCastingMutation((performerId: string) =>
    api.delete<CastingDayView>(`/casting/production-days/${enc(dayId)}/participants/${enc(performerId)}`),
  );

export const useSavedFilters = () =>
  useQuery({ queryKey: castingKeys.savedFilters, queryFn: () => api.get<SavedFilter[]>('/casting/saved-filters') });

export const useSaveFilter = () =>
  useCastingMutation((input: { name: string; query: string }) =>
    api.post<SavedFilter[]>('/casting/saved-filters', input),
  );

export const useDeleteFilter = () =>
  useCastingMutation((id: string) => api.delete<SavedFilter[]>(`/casting/saved-filters/${enc(id)}`));
