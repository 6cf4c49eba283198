/**
 * What the recorded pay arrivals decide of a commission at its creation (issue 36): the worked days
 * it covers with their pay dates (snapshotted on the record, so the late penalty at paid time and
 * the due date shown later follow what was recorded when it was asked for), and the confirmed
 * stub gross per work date, which prices a voucher's commission in place of the voucher's gross.
 */
import { formatCad, stubGrossDiffers, type CreatePaymentIntentBody, type WorkedDayPay } from '@scenecall/shared';
import { ApiError } from '../../http/api-error';
import type { CommissionRecord, StubGrossFlag } from './commission-record';
import { listPayArrivalsOf } from './pay-arrivals.repository';

export interface PayTerms {
  /** Confirmed pay date per work date. */
  payArrivedOn: ReadonlyMap<string, string>;
  /** Confirmed stub gross per work date (only ever the performer's confirmed figure, never an OCR reading). */
  stubGross: ReadonlyMap<string, number>;
}

export async function payTermsOf(performerId: string): Promise<PayTerms> {
  const payArrivedOn = new Map<string, string>();
  const stubGross = new Map<string, number>();
  for (const { record } of await listPayArrivalsOf(performerId)) {
    if (record.payArrivedOn) payArrivedOn.set(record.workDate, record.payArrivedOn);
    if (record.stubGrossCents !== null) stubGross.set(record.workDate, record.stubGrossCents);
  }
  return { payArrivedOn, stubGross };
}

/** The commission's basis for one voucher: the confirmed stub gross of its date, else the voucher's gross. */
export const basisGrossOf = (terms: PayTerms | undefined, date: string, voucherGrossCents: number): number =>
  terms?.stubGross.get(date) ?? voucherGrossCents;

/** The confirmed stub grosses of all the dates added up, or undefined when a date has none. */
export function stubGrossOfDates(terms: PayTerms, dates: readonly string[]): number | undefined {
  if (dates.length === 0 || !dates.every((date) => terms.stubGross.has(date))) return undefined;
  return dates.reduce((sum, date) => sum + (terms.stubGross.get(date) ?? 0), 0);
}

/**
 * A booked day's commission without a voucher: when every work date has a confirmed stub gross,
 * the commission is priced on it, as a voucher's is, so the body's amount must be that gross (409).
 */
export function requireBookedStubGross(terms: PayTerms, body: CreatePaymentIntentBody): void {
  if (!body.dayIds?.length || body.voucherIds?.length) return;
  const grossCents = stubGrossOfDates(terms, body.dates);
  if (grossCents === undefined || Math.round(body.amount * 100) === grossCents) return;
  const message = `The gross is your confirmed pay stub's: ${formatCad(grossCents)}`;
  throw new ApiError('conflict', message, [{ field: 'amount', message }]);
}

/** A confirmed stub gross further from the signed voucher's than the tolerance: the Admin is shown both. */
export function stubGrossFlagOf(
  terms: PayTerms | undefined,
  workDate: string,
  voucherGrossCents: number,
): StubGrossFlag | undefined {
  const stubGrossCents = terms?.stubGross.get(workDate);
  return stubGrossCents !== undefined && stubGrossDiffers(voucherGrossCents, stubGrossCents)
    ? { workDate, voucherGrossCents, stubGrossCents }
    : undefined;
}

/**
 * A new commission with what the pay arrivals give it: its worked days with their pay dates, and
 * the stub grosses the Admin should look at.
 */
export function withPayArrivals(
  record: CommissionRecord,
  terms: PayTerms,
  stubGrossFlags: readonly StubGrossFlag[] = [],
): CommissionRecord {
  const workedDays: WorkedDayPay[] = [...record.dates]
    .sort()
    .map((workDate) => ({ workDate, payArrivedOn: terms.payArrivedOn.get(workDate) ?? null }));
  return { ...record, workedDays, ...(stubGrossFlags.length ? { stubGrossFlags: [...stubGrossFlags] } : {}) };
}

/** The recorded pay dates of performers (uid → work date → pay date), for the worked-day reminders. */
export async function payDatesOf(
  performerIds: readonly string[],
): Promise<ReadonlyMap<string, ReadonlyMap<string, string>>> {
  const found = await Promise.all(
    performerIds.map(async (uid) => [uid, (await payTermsOf(uid)).payArrivedOn] as const),
  );
  return new Map(found);
}

/**
 * What identifies a submission, with the pay dates recorded for its dates: a pay date recorded
 * after an abandoned attempt makes a new commission (with the new due date), not the old one again.
 * Unchanged when none is recorded, so earlier submissions keep their identity.
 */
export function submissionWithPayDates<Body extends { dates: readonly string[] }>(
  body: Body,
  terms: PayTerms,
): Body | (Body & { payArrivedOn: (string | null)[] }) {
  const payArrivedOn = body.dates.map((date) => terms.payArrivedOn.get(date) ?? null);
  return payArrivedOn.some((date) => date !== null) ? { ...body, payArrivedOn } : body;
}
