/** The commission form's values and the spec's Submit rules (section 5), as pure code. */
import {
  agencyToday,
  COMMISSION_RATE_OPTIONS,
  computePayment,
  dollarsToCents,
  formatCad,
  latePenaltyCents,
  MIN_CHARGE_CENTS,
  type CommissionBreakdown,
  type CommissionRateOptionId,
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
  /** Owing penalties paid in the same payment (each its own line, no HST); the server prices them again. */
  penalties?: PaymentPenaltyLine[];
  /** The penalties are paid on their own, with no commission. */
  penaltiesOnly?: boolean;
}

export type PaymentFormErrors = Partial<Record<'production' | 'dates' | 'amount' | 'rate', string>>;

export const emptyForm = (rateOptionId: CommissionRateOptionId): PaymentFormValues => ({
  production: '',
  dates: [],
  amount: '',
  rateOptionId,
  dayIds: [],
  voucherIds: [],
});

/** Fills the production and dates from a worked day (the gross amount stays the performer's to enter). */
export const fromWorkedDay = (values: PaymentFormValues, day: WorkedDayView): PaymentFormValues => ({
  ...values,
  production: day.production,
  dates: [...day.dates],
  dayIds: [day.dayId],
  voucherIds: [],
});

/** Fills everything but the rate from a signed voucher, its gross included (the server checks it). */
export const fromVoucher = (values: PaymentFormValues, offer: VoucherCommissionOffer): PaymentFormValues => ({
  ...values,
  production: offer.production,
  dates: [offer.date],
  amount: (offer.grossCents / 100).toFixed(2),
  dayIds: [offer.dayId],
  voucherIds: [offer.voucherId],
});

export function ratePercentOf(optionId: CommissionRateOptionId): number {
  return COMMISSION_RATE_OPTIONS.find((option) => option.id === optionId)?.percent ?? 0;
}

export function summaryOf(
  values: PaymentFormValues,
): CommissionBreakdown & { penaltyCents: number; penaltiesCents: number } {
  const penalties = (values.penalties ?? []).map((line) => line.amountCents);
  if (values.penaltiesOnly) return { ...computePayment(0, 0, penalties), penaltyCents: 0 };
  return {
    ...computePayment(dollarsToCents(values.amount), ratePercentOf(values.rateOptionId), penalties),
    penaltyCents: latePenaltyCents(values.dates, agencyToday()),
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
  if (ratePercentOf(values.rateOptionId) <= 0) errors.rate = 'Choose your commission rate.';
  return errors;
}

export function toPaymentBody(values: PaymentFormValues): CreatePaymentIntentBody {
  return {
    production: values.production.trim(),
    dates: [...values.dates].sort(),
    amount: dollarsToCents(values.amount) / 100,
    rate: ratePercentOf(values.rateOptionId),
    ...(values.dayIds.length > 0 ? { dayIds: values.dayIds } : {}),
    ...(values.voucherIds.length > 0 ? { voucherIds: values.voucherIds } : {}),
    ...(values.penalties?.length ? { penaltyIds: values.penalties.map((line) => line.penaltyId) } : {}),
  };
}
