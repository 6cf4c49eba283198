/**
 * Commission from signed vouchers (issue 22): the form offers each signed voucher whose commission
 * is unpaid, and a commission naming vouchers is priced from them, never from the browser's figure.
 * A voucher's commission is paid once a paid commission names it, or its day was paid otherwise.
 */
import {
  formatCad,
  type CreatePaymentIntentBody,
  type PerformerVoucherView,
  type VoucherCommissionOffer,
} from '@scenecall/shared';
import { ApiError } from '../../http/api-error';
import { signedVouchersOf } from '../workday';
import type { CommissionRecord, StubGrossFlag } from './commission-record';
import { basisGrossOf, stubGrossFlagOf, type PayTerms } from './pay-arrivals.commission';

/** Voucher ids named by the performer's paid commissions. */
export const paidVoucherIds = (commissions: readonly { record: CommissionRecord }[]) =>
  new Set(commissions.flatMap(({ record }) => (record.status === 'paid' ? (record.voucherIds ?? []) : [])));

const isPaid = (voucher: PerformerVoucherView, paid: ReadonlySet<string>) =>
  voucher.commissionPaid || paid.has(voucher.id);

export async function voucherOffers(
  performerId: string,
  commissions: readonly { record: CommissionRecord }[],
  payTerms?: PayTerms,
): Promise<Omit<VoucherCommissionOffer, 'rate'>[]> {
  const paid = paidVoucherIds(commissions);
  return (await signedVouchersOf(performerId))
    .filter((voucher) => !isPaid(voucher, paid))
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((voucher) => ({
      voucherId: voucher.id,
      dayId: voucher.dayId,
      production: voucher.production,
      dayName: voucher.dayName,
      date: voucher.date,
      ...offeredGross(payTerms, voucher),
    }));
}

/** The gross a voucher's commission is priced from (a confirmed stub's, issue 36), and the voucher's when it differs. */
function offeredGross(payTerms: PayTerms | undefined, voucher: PerformerVoucherView) {
  const voucherGrossCents = voucher.pay?.grossCents ?? 0;
  const grossCents = basisGrossOf(payTerms, voucher.date, voucherGrossCents);
  return grossCents === voucherGrossCents ? { grossCents } : { grossCents, voucherGrossCents };
}

/** What named vouchers decide of a commission: its gross, dates and days. */
export interface VoucherTerms {
  grossCents: number;
  stubGrossFlags: StubGrossFlag[];
  dates: string[];
  dayIds: string[];
}

function refuseVoucher(message: string, status: 'validation-failed' | 'conflict' = 'validation-failed'): never {
  throw new ApiError(status, message, [{ field: 'voucherIds', message }]);
}

/**
 * The caller's signed, unpaid vouchers named by the body, and the gross they add up to, which the
 * body's amount must be. Undefined when the body names none (work outside the system).
 */
export async function voucherTermsOf(
  performerId: string,
  body: CreatePaymentIntentBody,
  commissions: readonly { record: CommissionRecord }[],
  payTerms?: PayTerms,
): Promise<VoucherTerms | undefined> {
  const ids = body.voucherIds ?? [];
  if (ids.length === 0) return undefined;
  const signed = new Map((await signedVouchersOf(performerId)).map((voucher) => [voucher.id, voucher]));
  const chosen = ids.map((id) => signed.get(id) ?? refuseVoucher('Choose a signed voucher of yours'));
  const paid = paidVoucherIds(commissions);
  if (chosen.some((voucher) => isPaid(voucher, paid))) {
    refuseVoucher('The commission of this voucher is already paid', 'conflict');
  }
  const grossCents = chosen.reduce((sum, voucher) => sum + offeredGross(payTerms, voucher).grossCents, 0);
  if (Math.round(body.amount * 100) !== grossCents) {
    const fromStub = chosen.some((voucher) => payTerms?.stubGross.has(voucher.date));
    const whose = fromStub ? 'your confirmed pay stub' : 'the signed voucher';
    refuseVoucher(`The gross is ${whose}'s: ${formatCad(grossCents)}`, 'conflict');
  }
  return {
    grossCents,
    stubGrossFlags: chosen.flatMap(
      (voucher) => stubGrossFlagOf(payTerms, voucher.date, voucher.pay?.grossCents ?? 0) ?? [],
    ),
    dates: [...new Set(chosen.map((voucher) => voucher.date))].sort(),
    dayIds: [...new Set(chosen.map((voucher) => voucher.dayId))],
  };
}
