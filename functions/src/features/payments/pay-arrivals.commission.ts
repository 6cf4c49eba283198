/**
 * What the recorded pay arrivals decide of a commission at its creation (issue 36): the worked days
 * it covers with their pay dates (snapshotted on the record, so the late penalty at paid time and
 * the due date shown later follow what was recorded when it was asked for), and the confirmed
 * stub gross per work date, which prices a voucher's commission in place of the voucher's gross.
 */
import { stubGrossDiffers, type WorkedDayPay } from '@scenecall/shared';
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
