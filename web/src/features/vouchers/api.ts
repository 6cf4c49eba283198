/** The vouchers feature's calls to /api: the performer's vouchers, signing, disputing, the PDF. */
import type { DisputeVoucherBody, PerformerVouchersAnswer, SignVoucherBody, VoucherView } from '@scenecall/shared';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { KEPT_BETWEEN_VISITS } from '../../lib/query-client';

const enc = encodeURIComponent;
const vouchersKey = ['vouchers', 'mine'] as const;

/** Every voucher of the performer (those to sign first), kept for the next visit. */
export const myVouchersQuery = queryOptions({
  queryKey: vouchersKey,
  queryFn: () => api.get<PerformerVouchersAnswer>('/performer/vouchers'),
  staleTime: 0,
  ...KEPT_BETWEEN_VISITS,
});
export const useMyVouchers = () => useQuery(myVouchersQuery);

/** What the vouchers list and a voucher's page read, asked for by their routes (lib/prefetch.ts). */
export const prefetchVouchersPage = (client: QueryClient) => client.ensureQueryData(myVouchersQuery);

function useVoucherAnswer<Body>(action: 'sign' | 'dispute') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Body }) =>
      api.post<VoucherView>(`/performer/vouchers/${enc(id)}/${action}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: vouchersKey }),
  });
}

export const useSignVoucher = () => useVoucherAnswer<SignVoucherBody>('sign');
export const useDisputeVoucher = () => useVoucherAnswer<DisputeVoucherBody>('dispute');

/** Downloads a signed voucher's PDF (the server makes it; 409 until signed). */
export async function downloadVoucherPdf(voucher: { id: string; date: string }): Promise<void> {
  const blob = await api.get<Blob>(`/performer/vouchers/${enc(voucher.id)}/voucher.pdf`, { as: 'blob' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `voucher-${voucher.date}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
