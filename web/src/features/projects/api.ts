/** The projects feature's calls to /api (spec 2 §7 paths, plus the day actions). */
import type {
  CallSheet,
  CreateProductionDayBody,
  CreateProjectAnswer,
  FittingSheet,
  MassEmailAnswer,
  MassEmailBody,
  ProductionDayPage,
  ProjectCommission,
  ProductionDaySummary,
  ProductionDayView,
  ProjectStatus,
  ProjectView,
  RateCard,
  UpdateProductionDayBody,
} from '@scenecall/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const enc = encodeURIComponent;
const dayPath = (projectId: string, dayId: string) => `/project/${enc(projectId)}/days/${enc(dayId)}`;

export const projectKeys = {
  all: ['projects'] as const,
  list: (status: ProjectStatus) => ['projects', 'list', status] as const,
  project: (id: string) => ['projects', 'project', id] as const,
  days: (id: string) => ['projects', 'project', id, 'days'] as const,
  day: (projectId: string, dayId: string) => ['projects', 'project', projectId, 'day', dayId] as const,
  rateCard: (projectId: string, dayId: string) =>
    ['projects', 'project', projectId, 'day', dayId, 'rate-card'] as const,
};

/** Project data changes rarely and is shared by several screens: read it fresh on every visit. */
const FRESH = { staleTime: 0 } as const;

export const useProjects = (status: ProjectStatus) =>
  useQuery({
    queryKey: projectKeys.list(status),
    queryFn: () => api.get<ProjectView[]>(`/project/read/all${status === 'archived' ? '?status=archived' : ''}`),
    ...FRESH,
  });

export const useProject = (id: string) =>
  useQuery({
    queryKey: projectKeys.project(id),
    queryFn: () => api.get<ProjectView>(`/project/read/${enc(id)}`),
    ...FRESH,
  });

export const useProjectDays = (id: string) =>
  useQuery({
    queryKey: projectKeys.days(id),
    queryFn: () => api.get<ProductionDaySummary[]>(`/project/${enc(id)}/days`),
    ...FRESH,
  });

export const useDayPage = (projectId: string, dayId: string) =>
  useQuery({
    queryKey: projectKeys.day(projectId, dayId),
    queryFn: () => api.get<ProductionDayPage>(dayPath(projectId, dayId)),
    ...FRESH,
  });

/** The day's rate card (copied from the agency's default when the day had none). */
export const useDayRateCard = (projectId: string, dayId: string) =>
  useQuery({
    queryKey: projectKeys.rateCard(projectId, dayId),
    queryFn: () => api.get<{ card: RateCard | null }>(`${dayPath(projectId, dayId)}/rate-card`),
    ...FRESH,
  });

export function useSaveDayRateCard(projectId: string, dayId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (card: RateCard) =>
      api.put<{ card: RateCard; repriced: number }>(`${dayPath(projectId, dayId)}/rate-card`, card),
    onSuccess: ({ card }) => client.setQueryData(projectKeys.rateCard(projectId, dayId), { card }),
  });
}

export const createProject = (castingId: string, name: string) =>
  api.post<CreateProjectAnswer>(`/project/create/${enc(castingId)}`, { name });

export const createDay = (projectId: string, body: CreateProductionDayBody) =>
  api.post<string>(`/project/${enc(projectId)}/create-day`, body);

/** Mutations that change a project or a day refresh everything the projects screens show. */
function useProjectsMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

export const useSetProjectStatus = (projectId: string) =>
  useProjectsMutation((action: 'archive' | 'restore') => api.post<ProjectView>(`/project/${enc(projectId)}/${action}`));

export const useSetProjectCommission = (projectId: string) =>
  useProjectsMutation((commission: ProjectCommission) =>
    api.put<ProjectView>(`/project/${enc(projectId)}/commission`, commission),
  );

export const useUpdateDay = (projectId: string, dayId: string) =>
  useProjectsMutation((body: UpdateProductionDayBody) => api.put<ProductionDayView>(dayPath(projectId, dayId), body));

export const useSetDayStatus = (projectId: string, dayId: string) =>
  useProjectsMutation((action: 'archive' | 'restore') =>
    api.post<ProductionDayView>(`${dayPath(projectId, dayId)}/${action}`),
  );

export const useDeleteDay = (projectId: string, dayId: string) =>
  useProjectsMutation(() => api.delete<undefined>(dayPath(projectId, dayId)));

export const useSaveCallSheet = (projectId: string, dayId: string) =>
  useProjectsMutation((call: CallSheet) => api.put<ProductionDayView>(`${dayPath(projectId, dayId)}/call-sheet`, call));

export const useSaveFittingSheet = (projectId: string, dayId: string) =>
  useProjectsMutation((fitting: FittingSheet) =>
    api.put<ProductionDayView>(`${dayPath(projectId, dayId)}/fitting-sheet`, fitting),
  );

export type ExportKind = 'call-sheet.pdf' | 'fitting-sheet.pdf' | 'performers.csv';

/** Downloads an export under the name the server gives it. */
export async function downloadExport(projectId: string, dayId: string, kind: ExportKind, fallbackName: string) {
  const blob = await api.get<Blob>(`${dayPath(projectId, dayId)}/${kind}`, { as: 'blob' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useSendMassEmail = (projectId: string, dayId: string) =>
  useMutation({
    mutationFn: (body: MassEmailBody) => api.post<MassEmailAnswer>(`${dayPath(projectId, dayId)}/mass-email`, body),
  });
