/** The payments feature's calls to /api. */
import type {
  CommissionHistoryAnswer,
  CommissionView,
  CreatePaymentIntentAnswer,
  CreatePaymentIntentBody,
  PayArrivalsAnswer,
  PayArrivalView,
  RecordPayArrivalBody,
  PenaltiesAnswer,
  PenaltyView,
  WorkedDaysAnswer,
} from '@scenecall/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { KEPT_BETWEEN_VISITS } from '../../lib/query-client';
import { loadRuntimeConfig } from '../../lib/runtime-config';

export const historyKey = ['payments', 'commissions'] as const;

export const commissionHistoryQuery = queryOptions({
  queryKey: historyKey,
  queryFn: () => api.get<CommissionHistoryAnswer>('/performer/commissions'),
  staleTime: 0,
  ...KEPT_BETWEEN_VISITS,
});
export const useCommissionHistory = () => useQuery(commissionHistoryQuery);

/** Worked production days (to pre-fill the form) and booking penalties. */
export const workedDaysQuery = queryOptions({
  queryKey: ['payments', 'worked-days'],
  queryFn: () => api.get<WorkedDaysAnswer>('/performer/worked-days'),
  staleTime: 0,
  ...KEPT_BETWEEN_VISITS,
});
export const useWorkedDays = () => useQuery(workedDaysQuery);

/** The performer's penalties (reason, evidence, state), to answer and to pay. */
export const penaltiesKey = ['payments', 'penalties'] as const;
export const penaltiesQuery = queryOptions({
  queryKey: penaltiesKey,
  queryFn: () => api.get<PenaltiesAnswer>('/performer/penalties'),
  staleTime: 0,
  ...KEPT_BETWEEN_VISITS,
});
export const usePenalties = () => useQuery(penaltiesQuery);

export const answerPenalty = (id: string, text: string) =>
  api.post<PenaltyView>(`/performer/penalties/${encodeURIComponent(id)}/answer`, { text });

/**
 * A payment's Idempotency-Key, made from what is paid (the server names the commission after it):
 * Pay now pressed again for the same form, after an answer lost in a stall or after "Please try
 * again", is the same payment, so it gets the same intent and never makes a second one. A key made
 * per press (the API client's default) would record one commission per press.
 */
async function submissionKey(kind: string, body: unknown): Promise<string> {
  const text = new TextEncoder().encode(JSON.stringify(body));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', text));
  return `${kind}-${Array.from(digest.subarray(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** Owing penalties paid on their own (same card step and webhook as a commission), keyed like a commission. */
export async function payPenalties(penaltyIds: string[]) {
  const body = { penaltyIds };
  return api.post<CreatePaymentIntentAnswer>('/performer/stripe/pay-penalties', body, {
    idempotencyKey: await submissionKey('penalties', body),
  });
}

export const runtimeConfigQuery = queryOptions({
  queryKey: ['runtime-config'],
  queryFn: loadRuntimeConfig,
  ...KEPT_BETWEEN_VISITS,
});
export const useRuntimeConfig = () => useQuery(runtimeConfigQuery);

/** When the pay of each work date arrived (the due dates count from it). */
export const payArrivalsKey = ['payments', 'pay-arrivals'] as const;
export const payArrivalsQuery = queryOptions({
  queryKey: payArrivalsKey,
  queryFn: () => api.get<PayArrivalsAnswer>('/performer/pay-arrivals'),
  staleTime: 0,
  ...KEPT_BETWEEN_VISITS,
});
export const usePayArrivals = () => useQuery(payArrivalsQuery);

export const recordPayArrival = (body: RecordPayArrivalBody) =>
  api.put<PayArrivalView>('/performer/pay-arrivals', body);

/** The pay stub's picture: the server keeps it (private) and answers what it read on it. */
export function uploadPayStub(workDate: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.put<PayArrivalView>(`/performer/pay-arrivals/stub?workDate=${encodeURIComponent(workDate)}`, form);
}

/** What /performer/commissions reads, asked for by its route (lib/prefetch.ts). */
export const prefetchCommissionsPage = (client: QueryClient) =>
  Promise.all([
    client.ensureQueryData(commissionHistoryQuery),
    client.ensureQueryData(runtimeConfigQuery),
    client.ensureQueryData(workedDaysQuery),
    client.ensureQueryData(payArrivalsQuery),
    client.ensureQueryData(penaltiesQuery),
  ]);

export async function createPaymentIntent(body: CreatePaymentIntentBody) {
  return api.post<CreatePaymentIntentAnswer>('/performer/stripe/create-payment-intent', body, {
    idempotencyKey: await submissionKey('commission', body),
  });
}

export const refreshCommission = (id: string) =>
  api.post<CommissionView>(`/performer/commissions/${encodeURIComponent(id)}/refresh`);

export const emailInvoice = (id: string) =>
  api.post<{ invoiceNumber: string }>(`/performer/commissions/${encodeURIComponent(id)}/email-invoice`);

export async function downloadInvoice(commission: CommissionView): Promise<void> {
  const blob = await api.get<Blob>(`/performer/commissions/${encodeURIComponent(commission.id)}/invoice.pdf`, {
    as: 'blob',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${commission.invoiceNumber ?? 'invoice'}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
