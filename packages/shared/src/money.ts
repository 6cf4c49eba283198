/**
 * Commission money rules, in integer cents.
 *
 * Rounding rule (one, documented): every amount is rounded to the nearest cent with halves away
 * from zero, at each step: commission = round(gross x rate / 100); HST = round(commission x 13 / 100);
 * total = commission + HST. Rates are whole percents, so the products are exact integers before rounding.
 */
import { HST_RATE_PERCENT } from './constants';

export const COMMISSION_RATE_OPTIONS = [
  { id: 'non-union', label: 'Non-Union', percent: 10 },
  { id: 'aabp', label: 'AABP', percent: 10 },
  { id: 'actra-apprentice', label: 'ACTRA Apprentice', percent: 15 },
  { id: 'actra-full', label: 'ACTRA Full', percent: 10 },
  { id: 'actor-sse-upgrade', label: 'Actor / SSE / Upgrade', percent: 15 },
] as const;
export type CommissionRateOption = (typeof COMMISSION_RATE_OPTIONS)[number];
export const ALLOWED_COMMISSION_PERCENTS = [10, 15] as const;
export const DEFAULT_COMMISSION_PERCENT = 10;

/** Divides a non-negative integer by 100 and rounds half away from zero, exactly in integers. */
function roundPercentOf(cents: number, percent: number): number {
  const scaled = cents * percent;
  return Math.floor((scaled + 50) / 100);
}

export interface CommissionBreakdown {
  grossCents: number;
  ratePercent: number;
  commissionCents: number;
  hstCents: number;
  totalCents: number;
}

export function computeCommission(grossCents: number, ratePercent: number): CommissionBreakdown {
  if (!Number.isInteger(grossCents) || grossCents < 0) throw new RangeError('gross must be whole cents');
  if (!Number.isInteger(ratePercent) || ratePercent < 0) throw new RangeError('rate must be a whole percent');
  const commissionCents = roundPercentOf(grossCents, ratePercent);
  const hstCents = roundPercentOf(commissionCents, HST_RATE_PERCENT);
  return { grossCents, ratePercent, commissionCents, hstCents, totalCents: commissionCents + hstCents };
}

/** Converts a dollar amount typed by a person ('123.45', 123.456) to whole cents; non-numbers count as 0. */
export function dollarsToCents(amount: number | string): number {
  const value = typeof amount === 'number' ? amount : Number.parseFloat(amount);
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.round(value * 100);
}

export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function formatCad(cents: number): string {
  return `$${formatCents(cents)}`;
}

/** A payment: a commission (possibly of $0, penalties paid alone) and the penalties paid with it. */
export interface PaymentBreakdown extends CommissionBreakdown {
  /** The penalties' sum, added to the total without HST (liquidated damages: no supply). */
  penaltiesCents: number;
}

/** The commission with its HST, plus each penalty's amount as it is; total = commission + HST + penalties. */
export function computePayment(
  grossCents: number,
  ratePercent: number,
  penaltyAmountsCents: readonly number[] = [],
): PaymentBreakdown {
  const commission = computeCommission(grossCents, ratePercent);
  for (const cents of penaltyAmountsCents) {
    if (!Number.isInteger(cents) || cents < 0) throw new RangeError('a penalty must be whole cents');
  }
  const penaltiesCents = penaltyAmountsCents.reduce((sum, cents) => sum + cents, 0);
  return { ...commission, penaltiesCents, totalCents: commission.totalCents + penaltiesCents };
}
