/** The commission form's values and the spec's Submit rules (section 5), as pure code. */
import {
  agencyToday,
  computePayment,
  DEFAULT_COMMISSION_RATE_TABLE,
  dollarsToCents,
  commissionDueOf,
  formatCad,
  lateCommissionPenaltyCents,
  MIN_CHARGE_CENTS,
  type CommissionDue,
  type CommissionBreakdown,
  type CommissionRateOptionId,
  type CommissionRateResolution,
  type CommissionRateTable,
  type CreatePaymentIntentBody,
  type PaymentPenaltyLine,
  type VoucherCommissionOffer,
  type WorkedDayView,
} from '@scenecall/shared';

export interface PaymentFormValues {
  production: string;
  dates: string[];
  /** As typed; a non-numeric amount counts as 0. */
  amount: string;
  rateOptionId: CommissionRateOptionId;
  /** The worked production days the form was filled from (their participants are marked paid). */
  dayIds: string[];
  /** The signed voucher the form was filled from: the server takes the gross from it. */
  voucherIds: string[];
  /** The rate the booking of the chosen day or voucher gives: fixed, the rate select is not used. */
  bookedRate?: CommissionRateResolution | null;
  /** The agreement's table as the Admin set it (absent: its defaults), for the rate select. */
  rateTable?: CommissionRateTable;
  /** Owing penalties paid in the same payment (each its own line, no HST); the server prices them again. */
  penalties?: PaymentPenaltyLine[];
  /** The penalties are paid on their own, with no commission. */
  penaltiesOnly?: boolean;
}

export type PaymentFormErrors = Partial<Record<'production' | 'dates' | 'amount' | 'rate', string>>;

export const emptyForm = (
  rateOptionId: CommissionRateOptionId,
  rateTable: CommissionRateTable = DEFAULT_COMMISSION_RATE_TABLE,
): PaymentFormValues => ({
  production: '',
  dates: [],
  amount: '',
  rateOptionId,
  dayIds: [],
  voucherIds: [],
  bookedRate: null,
  rateTable,
});

/**
 * Fills the production and dates from a worked day, with the rate its booking gives (the gross
 * amount stays the performer's to enter).
 */
/** Work date → the gross on its confirmed pay stub, in cents. */
export type StubGrosses = ReadonlyMap<string, number>;

/** The confirmed stub grosses of all the dates as a form amount, or null when a date has none. */
function stubAmountOf(dates: readonly string[], stubGross: StubGrosses): string | null {
  if (dates.length === 0 || !dates.every((date) => stubGross.has(date))) return null;
  return (dates.reduce((sum, date) => sum + (stubGross.get(date) ?? 0), 0) / 100).toFixed(2);
}

/** Fills the day's production, dates and rate, and the gross of its confirmed pay stubs (the server prices on it). */
export const fromWorkedDay = (
  values: PaymentFormValues,
  day: WorkedDayView,
  bookedRate: CommissionRateResolution | null = null,
  stubGross: StubGrosses = new Map(),
): PaymentFormValues => ({
  ...values,
  amount: stubAmountOf(day.dates, stubGross) ?? values.amount,
  production: day.production,
  dates: [...day.dates],
  dayIds: [day.dayId],
  voucherIds: [],
  bookedRate,
});

/** Back to work outside the platform: the performer types the details and chooses the rate. */
export const withoutBooking = (values: PaymentFormValues, keepAmount: boolean): PaymentFormValues => ({
  ...values,
  ...(keepAmount ? {} : { amount: '' }),
  dayIds: [],
  voucherIds: [],
  bookedRate: null,
});

/** Fills everything but the rate from a signed voucher, its gross included (the server checks it). */
export const fromVoucher = (values: PaymentFormValues, offer: VoucherCommissionOffer): PaymentFormValues => ({
  ...values,
  production: offer.production,
  dates: [offer.date],
  amount: (offer.grossCents / 100).toFixed(2),
  dayIds: [offer.dayId],
  voucherIds: [offer.voucherId],
  bookedRate: offer.rate,
});

/** The booking's rate for a platform day, else the percent of the class chosen in the table. */
export function ratePercentOf(values: Pick<PaymentFormValues, 'rateOptionId' | 'bookedRate' | 'rateTable'>): number {
  if (values.bookedRate) return values.bookedRate.percent;
  return (values.rateTable ?? DEFAULT_COMMISSION_RATE_TABLE).percents[values.rateOptionId] ?? 0;
}

/** Work date → the date its pay arrived, as recorded (the due dates count from it). */
export type PayDates = ReadonlyMap<string, string>;

const workedDaysOf = (dates: readonly string[], payDates: PayDates) =>
  [...dates].sort().map((workDate) => ({ workDate, payArrivedOn: payDates.get(workDate) ?? null }));

/** Each work date's due date and what it counts from, as the server will count them. */
export const dueDatesOf = (dates: readonly string[], payDates: PayDates = new Map()) =>
  workedDaysOf(dates, payDates).map((day): CommissionDue & { workDate: string } => ({
    workDate: day.workDate,
    ...commissionDueOf(day),
  }));

export function summaryOf(
  values: PaymentFormValues,
  payDates: PayDates = new Map(),
): CommissionBreakdown & { penaltyCents: number; penaltiesCents: number } {
  const penalties = (values.penalties ?? []).map((line) => line.amountCents);
  if (values.penaltiesOnly) return { ...computePayment(0, 0, penalties), penaltyCents: 0 };
  return {
    ...computePayment(dollarsToCents(values.amount), ratePercentOf(values), penalties),
    penaltyCents: lateCommissionPenaltyCents(workedDaysOf(values.dates, payDates), agencyToday()),
  };
}

export function validatePaymentForm(values: PaymentFormValues): PaymentFormErrors {
  const errors: PaymentFormErrors = {};
  if (values.production.trim() === '') errors.production = 'Enter the production (show or film) name.';
  if (values.dates.length === 0) errors.dates = 'Add at least one work date.';
  const cents = dollarsToCents(values.amount);
  if (cents <= 0) errors.amount = 'Enter your gross pay for these dates, greater than 0.';
  else if (!/^\d+(\.\d{1,2})?$/.test(values.amount.trim())) errors.amount = 'Use dollars and cents, e.g. 215.50.';
  else if (summaryOf(values).totalCents < MIN_CHARGE_CENTS) {
    errors.amount = `The total to pay must be at least ${formatCad(MIN_CHARGE_CENTS)}.`;
  }
  if (ratePercentOf(values) <= 0) errors.rate = 'Choose your commission rate.';
  return errors;
}

export function toPaymentBody(values: PaymentFormValues): CreatePaymentIntentBody {
  return {
    production: values.production.trim(),
    dates: [...values.dates].sort(),
    amount: dollarsToCents(values.amount) / 100,
    rate: ratePercentOf(values),
    ...(values.dayIds.length > 0 ? { dayIds: values.dayIds } : {}),
    ...(values.voucherIds.length > 0 ? { voucherIds: values.voucherIds } : {}),
    ...(values.penalties?.length ? { penaltyIds: values.penalties.map((line) => line.penaltyId) } : {}),
  };
}
