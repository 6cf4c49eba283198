/**
 * When the agency's commission is due, and when a late-commission penalty applies (the license
 * agreement: "commission paid more than 2 weeks after payment received"; the guides: pay arrives
 * 2–4 weeks after the shoot). One rule for the form, the server, the reminders, the invoice and the
 * Admin's overview. All dates are Toronto calendar dates (YYYY-MM-DD).
 *
 * - A worked day whose pay arrival is recorded: due `dueAfterPayDays` (14) after the pay arrived.
 * - Not recorded: the latest expected pay date (the work date + `expectedPayWeeks` weeks, 4) plus
 *   the same 14 days. The work date of a night shoot is its call date, so a day across midnight
 *   counts from the day it started.
 * - A payment covering several days is late when it comes after the due date of any of them; one
 *   penalty per late payment.
 */
import { PENALTY_CENTS } from './constants';
import { addCalendarDays, daysBetween } from './dates';

export interface CommissionDueSettings {
  /** Days after the pay arrived within which the commission is due (the agreement: 2 weeks). */
  dueAfterPayDays: number;
  /** Weeks after the shoot by which pay is expected at the latest (the guides: 2–4 weeks). */
  expectedPayWeeks: number;
}

export const DEFAULT_COMMISSION_DUE_SETTINGS: CommissionDueSettings = { dueAfterPayDays: 14, expectedPayWeeks: 4 };

export interface WorkedDayPay {
  /** The work (call) date. */
  workDate: string;
  /** When the pay for that day arrived, as the performer recorded it; absent when not recorded. */
  payArrivedOn?: string | null;
}

export type CommissionDueBasis = 'pay-arrived' | 'expected-pay';

export interface CommissionDue {
  dueOn: string;
  /** What the due date counts from: the recorded pay date, or the latest expected pay date. */
  basis: CommissionDueBasis;
  /** The date the 14 days count from (the pay date, or the latest expected pay date). */
  from: string;
}

/** The latest date pay for a day is expected, when its arrival is not recorded. */
export const expectedPayBy = (workDate: string, settings = DEFAULT_COMMISSION_DUE_SETTINGS): string =>
  addCalendarDays(workDate, settings.expectedPayWeeks * 7);

export function commissionDueOf(day: WorkedDayPay, settings = DEFAULT_COMMISSION_DUE_SETTINGS): CommissionDue {
  const arrived = day.payArrivedOn ?? null;
  const from = arrived ?? expectedPayBy(day.workDate, settings);
  return {
    dueOn: addCalendarDays(from, settings.dueAfterPayDays),
    basis: arrived ? 'pay-arrived' : 'expected-pay',
    from,
  };
}

/** The earliest due date among the days a payment covers (undefined for none). */
export function commissionDueForDays(
  days: readonly WorkedDayPay[],
  settings = DEFAULT_COMMISSION_DUE_SETTINGS,
): CommissionDue | undefined {
  return days
    .map((day) => commissionDueOf(day, settings))
    .reduce<CommissionDue | undefined>(
      (earliest, due) => (!earliest || due.dueOn < earliest.dueOn ? due : earliest),
      undefined,
    );
}

/** The late-commission penalty for a payment made on `paidOn` (a Toronto date): $25 once, or 0. */
export function lateCommissionPenaltyCents(
  days: readonly WorkedDayPay[],
  paidOn: string,
  settings = DEFAULT_COMMISSION_DUE_SETTINGS,
): number {
  const due = commissionDueForDays(days, settings);
  return due && daysBetween(due.dueOn, paidOn) > 0 ? PENALTY_CENTS : 0;
}

/** The rule in words, the same in the guide, the agreement, the form, the invoice and the reminders. */
export const COMMISSION_DUE_RULE =
  'The commission is due 14 days after your pay arrives. If you have not recorded when it arrived, it is due 6 weeks after the shoot (pay is expected within 4 weeks, then 14 days).';

/** The reminder goes this many days before the due date. */
export const COMMISSION_REMINDER_DAYS_BEFORE_DUE = 4;

/** The date a reminder of a commission due on `dueOn` goes out. */
export const commissionReminderOn = (dueOn: string): string =>
  addCalendarDays(dueOn, -COMMISSION_REMINDER_DAYS_BEFORE_DUE);

/**
 * How far a confirmed pay stub's gross may differ from the signed voucher's before the Admin is
 * told (payroll adjustments are usual; a larger gap is worth a look): 2 %, or $5 when that is more.
 */
export const STUB_GROSS_TOLERANCE = { percent: 2, minimumCents: 500 } as const;

export function stubGrossDiffers(voucherGrossCents: number, stubGrossCents: number): boolean {
  const allowed = Math.max(
    STUB_GROSS_TOLERANCE.minimumCents,
    Math.round((voucherGrossCents * STUB_GROSS_TOLERANCE.percent) / 100),
  );
  return Math.abs(stubGrossCents - voucherGrossCents) > allowed;
}
