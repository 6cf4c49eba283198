/**
 * The commission form's rules that need no schema (spec 1, section 5), apart from the payment
 * schemas (schemas/payment.ts re-exports them): the commissions page uses them without loading zod.
 */
import { LATE_COMMISSION_DAYS, PENALTY_CENTS } from './constants';
import { daysBetween } from './dates';

export const MAX_WORK_DATES = 31;
/** Stripe's smallest CAD charge: a total below it cannot be paid by card. */
export const MIN_CHARGE_CENTS = 50;

/**
 * Late commission: paid more than LATE_COMMISSION_DAYS (14) calendar days after the latest work
 * date, counted in Toronto dates. The $25 penalty is recorded on the commission and shown on the
 * invoice as a separate amount owing; it is not charged in this payment.
 */
export function latePenaltyCents(dates: readonly string[], paidOn: string): number {
  if (dates.length === 0) return 0;
  const latest = [...dates].sort().at(-1)!;
  return daysBetween(latest, paidOn) > LATE_COMMISSION_DAYS ? PENALTY_CENTS : 0;
}
