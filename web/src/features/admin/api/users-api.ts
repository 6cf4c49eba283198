/** The Admin's calls about users (spec 2 §7), as TanStack Query hooks and plain functions. */
import type {
  AdminCreateUserRequest,
  AdminUpdateUserRequest,
  AdminUsersFilters,
  AdminUsersPage,
  AuditEntryView,
  CommissionView,
  GuardianConsentView,
  OutboxMailView,
  PerformerVouchersAnswer,
  Role,
  StaffUserView,
  TestAttemptRow,
} from '@scenecall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const usersKey = ['admin', 'users'] as const;
export const userKey = (id: string) => [...usersKey, id] as const;

export interface UsersQuery extends Partial<AdminUsersFilters> {
  page: number;
  size: number;
}

function queryString(query: UsersQuery): string {
  const params = new URLSearchParams({ page: String(query.page), size: String(query.size) });
  if (query.query) params.set('query', query.query);
  if (query.role) params.set('role', query.role);
  if (query.unionStatus) params.set('unionStatus', query.unionStatus);
  if (query.activated !== undefined) params.set('activated', String(query.activated));
  return params.toString();
}

/** GET /api/admin/users: the page keeps showing while the next one loads. */
export const useUsersPage = (query: UsersQuery) =>
  useQuery({
    queryKey: [...usersKey, 'page', query],
    queryFn: () => api.get<AdminUsersPage>(`/admin/users?${queryString(query)}`),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

const userPath = (id: string, rest = '') => `/admin/users/${encodeURIComponent(id)}${rest}`;

export const useUser = (id: string) =>
  useQuery({ queryKey: userKey(id), queryFn: () => api.get<StaffUserView>(userPath(id)), staleTime: 0 });

export const deleteUser = (id: string) => api.delete<undefined>(userPath(id));
export const createUser = (body: AdminCreateUserRequest) => api.post<StaffUserView>('/admin/users', body);
export const updateUser = (id: string, body: AdminUpdateUserRequest) => api.put<StaffUserView>(userPath(id), body);
export const changeRole = (id: string, role: Role) => api.put<StaffUserView>(userPath(id, '/role'), { role });
export const setDisabled = (id: string, disabled: boolean) =>
  api.put<StaffUserView>(userPath(id, '/disabled'), { disabled });
export const revealSin = (id: string) =>
  api.post<{ socialInsuranceNumber: string | null }>(userPath(id, '/sin/reveal'));
export const retryEmail = (mailId: string) =>
  api.post<{ requeued: true }>(`/admin/mail/${encodeURIComponent(mailId)}/retry`);

export const useAuditTrail = (id: string) =>
  useQuery({
    queryKey: [...userKey(id), 'audit'],
    queryFn: () => api.get<AuditEntryView[]>(userPath(id, '/audit')),
    staleTime: 0,
  });

export const useUserEmails = (id: string) =>
  useQuery({
    queryKey: [...userKey(id), 'emails'],
    queryFn: () => api.get<OutboxMailView[]>(userPath(id, '/emails')),
    staleTime: 0,
  });

export const useTestAttempts = (id: string) =>
  useQuery({
    queryKey: [...userKey(id), 'test-attempts'],
    queryFn: () => api.get<TestAttemptRow[]>(userPath(id, '/test-attempts')),
    staleTime: 0,
  });

export const useUserCommissions = (id: string) =>
  useQuery({
    queryKey: [...userKey(id), 'commissions'],
    queryFn: () => api.get<CommissionView[]>(userPath(id, '/commissions')),
    staleTime: 0,
  });

/** The performer's vouchers (the server writes the read to the audit trail). */
export const useUserVouchers = (id: string) =>
  useQuery({
    queryKey: [...userKey(id), 'vouchers'],
    queryFn: () => api.get<PerformerVouchersAnswer>(userPath(id, '/vouchers')),
    staleTime: 0,
  });

/** A signed voucher's PDF (the route is open to Admin). */
export async function downloadVoucherPdf(voucher: { id: string; date: string }): Promise<void> {
  const blob = await api.get<Blob>(`/performer/vouchers/${encodeURIComponent(voucher.id)}/voucher.pdf`, {
    as: 'blob',
  });
  saveBlob(blob, `voucher-${voucher.date}.pdf`);
}

/** The invoice PDF of a paid commission (the route is open to Admin). */
export async function downloadInvoice(commission: CommissionView): Promise<void> {
  const blob = await api.get<Blob>(`/performer/commissions/${encodeURIComponent(commission.id)}/invoice.pdf`, {
    as: 'blob',
  });
  saveBlob(blob, `${commission.invoiceNumber ?? 'invoice'}.pdf`);
}

/** Offers a downloaded file to the browser as a file to save. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useGuardianConsent = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: [...userKey(id), 'guardian-consent'],
    queryFn: () => api.get<GuardianConsentView>(userPath(id, '/guardian-consent')),
    enabled,
    staleTime: 0,
  });
export const resendGuardianConsent = (id: string) =>
  api.post<GuardianConsentView>(userPath(id, '/guardian-consent/resend'));
export const withdrawGuardianConsent = (id: string) =>
  api.post<GuardianConsentView>(userPath(id, '/guardian-consent/withdraw'));
