/** Signed vouchers are what a commission is computed from (payments reads them through index.ts). */
import type { PerformerVoucherView } from '@scenecall/shared';
import { describeVouchers } from './performer-vouchers.service';
import { listVouchersDatedBetween, listVouchersOfPerformer } from './vouchers.repository';

/** The performer's signed vouchers, newest first, each with whether its day's commission is paid. */
export async function signedVouchersOf(performerId: string): Promise<PerformerVoucherView[]> {
  const signed = (await listVouchersOfPerformer(performerId)).filter((voucher) => voucher.status === 'signed');
  return signed.length === 0 ? [] : describeVouchers(performerId, signed);
}

/** Every voucher of the performer (signed or not), newest first: the performer's own data export. */
export async function vouchersOfPerformer(performerId: string): Promise<PerformerVoucherView[]> {
  const vouchers = await listVouchersOfPerformer(performerId);
  return vouchers.length === 0 ? [] : describeVouchers(performerId, vouchers);
}

/** Signed vouchers of every performer dated from `from` to `to` (Toronto dates), for the overdue reminders. */
export async function signedVouchersBetween(from: string, to: string): Promise<PerformerVoucherView[]> {
  return (await vouchersBetween(from, to)).filter((voucher) => voucher.status === 'signed');
}

/** Every voucher dated from `from` to `to`, with its day's name (the commissions overview by day). */
export async function vouchersBetween(from: string, to: string): Promise<PerformerVoucherView[]> {
  const vouchers = await listVouchersDatedBetween(from, to);
  const byPerformer = new Map<string, typeof vouchers>();
  for (const voucher of vouchers) {
    byPerformer.set(voucher.performerId, [...(byPerformer.get(voucher.performerId) ?? []), voucher]);
  }
  const described = await Promise.all([...byPerformer].map(([performerId, own]) => describeVouchers(performerId, own)));
  return described.flat();
}
