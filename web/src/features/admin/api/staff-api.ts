/** Casting directors, the commissions overview and custom e-mails. */
import type {
  CastingDirectorCreateRequest,
  CastingDirectorRow,
  CommissionDaysAnswer,
  CommissionsOverview,
  CommissionsOverviewQuery,
  CustomEmailRequest,
  EmailSigner,
  StaffUserView,
} from '@scenecall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveBlob } from './users-api';

export const castingDirectorsKey = ['admin', 'casting-directors'] as const;

export const useCastingDirectors = () =>
  useQuery({
    queryKey: castingDirectorsKey,
    queryFn: () => api.get<CastingDirectorRow[]>('/admin/casting-directors'),
    staleTime: 0,
  });

export const createCastingDirector = (body: CastingDirectorCreateRequest) =>
  api.post<StaffUserView>('/admin/casting-directors', body);

function overviewQuery(query: CommissionsOverviewQuery): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.month) params.set('month', query.month);
  return params.toString();
}

export const useCommissionsOverview = (query: CommissionsOverviewQuery) =>
  useQuery({
    queryKey: ['admin', 'commissions', query],
    queryFn: () => api.get<CommissionsOverview>(`/admin/commissions?${overviewQuery(query)}`),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export async function downloadCommissionsCsv(query: CommissionsOverviewQuery): Promise<void> {
  const blob = await api.get<Blob>(`/admin/commissions/csv?${overviewQuery(query)}`, { as: 'blob' });
  const suffix = [query.month, query.status].filter(Boolean).join('-');
  saveBlob(blob, `commissions${suffix ? `-${suffix}` : ''}.csv`);
}

export const useEmailSigners = () =>
  useQuery({ queryKey: ['admin', 'email-signers'], queryFn: () => api.get<EmailSigner[]>('/admin/email-signers') });

export const sendCustomEmail = (body: CustomEmailRequest) => api.post<{ id: string }>('/admin/users/email-to', body);

/** The overview by production day of a Toronto month (YYYY-MM). */
export const useCommissionDays = (month: string) =>
  useQuery({
    queryKey: ['admin', 'commissions', 'days', month],
    queryFn: () => api.get<CommissionDaysAnswer>(`/admin/commissions/days?month=${encodeURIComponent(month)}`),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export async function downloadCommissionDaysCsv(month: string): Promise<void> {
  const blob = await api.get<Blob>(`/admin/commissions/days/csv?month=${encodeURIComponent(month)}`, { as: 'blob' });
  saveBlob(blob, `commissions-by-day-${month}.csv`);
}
