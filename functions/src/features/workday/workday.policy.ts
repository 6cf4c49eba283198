/** Whose vouchers a performer reaches: their own only (another's is not theirs to know of: 404). */
import type { VoucherView } from '@scenecall/shared';
import { notFound } from '../../http/api-error';
import { definePolicy } from '../../http/policy';
import { findVoucher } from './vouchers.repository';

export const voucherOfCaller = definePolicy<VoucherView>("the performer's own voucher", async (caller, { params }) => {
  const voucher = await findVoucher(params.voucherId ?? '');
  if (!voucher || voucher.performerId !== caller.uid) throw notFound('Voucher');
  return voucher;
});
