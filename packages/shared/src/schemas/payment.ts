/**
 * Commission payment (spec 1, sections 3, 4, 5 and 9): the payment body the performer sends, the
 * commission record the server keeps, and the late-payment rule.
 */
import { z } from 'zod';
import type { UnionStatus } from '../enums';
import { COMMISSION_RATE_OPTIONS, DEFAULT_COMMISSION_PERCENT } from '../money';
import { commissionPercentSchema } from '../commission-rate-schemas';
import { type CommissionClassId, type CommissionRateResolution, type CommissionRateTable } from '../commission-rate';
import { agencyToday } from '../dates';
import { ownValue } from '../own-property';
import { MAX_WORK_DATES } from '../commission-rules';
import { calendarDateSchema, idSchema } from './common';
import { penaltyIdsSchema, type PaymentPenaltyLine } from './penalty';

export { MAX_WORK_DATES, MIN_CHARGE_CENTS } from '../commission-rules';

export const MAX_PRODUCTION_LENGTH = 120;
/** A sane cap on one payment's gross pay: $100,000. */
export const MAX_GROSS_DOLLARS = 100_000;
export const COMMISSIONS_COLLECTION = 'commissions';
export const COMMISSION_STATUSES = ['pending', 'paid', 'failed'] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];
/** The header the client sends once per form submission so a retried create makes nothing new. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** Body of POST /api/performer/stripe/create-payment-intent. Unknown fields are refused. */
export const createPaymentIntentBodySchema = z.strictObject({
  production: z
    .string({ error: 'Production name is required' })
    .trim()
    .min(1, { message: 'Production name is required' })
    .max(MAX_PRODUCTION_LENGTH, { message: `Production name is at most ${MAX_PRODUCTION_LENGTH} characters` }),
  dates: z
    .array(
      calendarDateSchema.refine((date) => date <= agencyToday(), { message: 'Work dates cannot be in the future' }),
      {
        error: 'Work dates are required',
      },
    )
    .min(1, { message: 'Add at least one work date' })
    .max(MAX_WORK_DATES, { message: `At most ${MAX_WORK_DATES} work dates per payment` })
    .refine((dates) => new Set(dates).size === dates.length, { message: 'Each work date only once' }),
  amount: z
    .number({ error: 'Gross amount must be a number' })
    .positive({ message: 'Gross amount must be greater than 0' })
    .max(MAX_GROSS_DOLLARS, { message: `Gross amount is at most $${MAX_GROSS_DOLLARS.toLocaleString('en-CA')}` })
    .refine(hasAtMostTwoDecimals, { message: 'Gross amount has at most 2 decimals' }),
  /**
   * A whole percent. For days worked through the platform the server resolves the rate from the
   * booking and refuses another; for other work it must be one of the table's classes.
   */
  rate: commissionPercentSchema,
  /** The worked production days (booking loop) this commission covers; paying marks them paid. */
  dayIds: z.array(idSchema).max(MAX_WORK_DATES).optional(),
  /** Signed vouchers this commission is for: the server takes the gross, dates and days from them. */
  voucherIds: z
    .array(idSchema)
    .max(MAX_WORK_DATES)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'Each voucher only once' })
    .optional(),
  /** Owing penalties paid with this commission: the server checks they are the caller's and prices them. */
  penaltyIds: penaltyIdsSchema.optional(),
});
export type CreatePaymentIntentBody = z.infer<typeof createPaymentIntentBodySchema>;

export interface CreatePaymentIntentAnswer {
  clientSecret: string;
  commissionId: string;
}

/** A commission as the performer's history and the invoice show it (money in cents). */
export interface CommissionView {
  id: string;
  production: string;
  dates: string[];
  grossCents: number;
  ratePercent: number;
  commissionCents: number;
  hstCents: number;
  totalCents: number;
  status: CommissionStatus;
  penaltyCents: number;
  /** Penalties paid in this payment, each its own line (no HST). */
  penaltyLines?: PaymentPenaltyLine[];
  createdAt: string;
  paidAt: string | null;
  invoiceNumber: string | null;
  /** When the commission is (was) due, and what that counts from (`commissionDueForDays`). */
  dueOn?: string;
  dueBasis?: 'pay-arrived' | 'expected-pay';
  /**
   * Work dates priced from a confirmed stub gross far from the signed voucher's: both figures, for
   * the Admin, and the pay arrival whose stub picture (if one was added) shows the gross.
   */
  stubGrossFlags?: { workDate: string; voucherGrossCents: number; stubGrossCents: number; payArrivalId: string }[];
}

/** A signed voucher whose commission is unpaid: the commission form offers it with its gross filled in. */
export interface VoucherCommissionOffer {
  voucherId: string;
  dayId: string;
  production: string;
  dayName: string;
  date: string;
  /** The commission's basis: the confirmed pay stub's gross when recorded, else the voucher's. */
  grossCents: number;
  /** The rate the voucher's booking gives (the performer cannot change it). */
  rate: CommissionRateResolution;
  /** The signed voucher's gross, when a confirmed stub gross differs from it. */
  voucherGrossCents?: number;
}

export interface CommissionHistoryAnswer {
  /** Signed vouchers whose commission is not paid yet, newest first. */
  vouchers: VoucherCommissionOffer[];
  /** The rate option pre-selected from the performer's union status. */
  defaultRateOptionId: CommissionRateOptionId;
  /** The agreement's table as the Admin set it: the percents the form offers for work outside the platform. */
  rateTable: CommissionRateTable;
  /** The rate each of the performer's booked days whose commission is unpaid gives, by day id. */
  dayRates: Record<string, CommissionRateResolution>;
  /** Only activated performers may pay. */
  canPay: boolean;
  commissions: CommissionView[];
}

export type CommissionRateOptionId = CommissionClassId;

const OPTION_FOR_UNION: Record<UnionStatus, CommissionRateOptionId> = {
  'Non-Union': 'non-union',
  AABP: 'aabp',
  'ACTRA Apprentice': 'actra-apprentice',
  'ACTRA Full': 'actra-full',
};

/** The rate option matching a union status; the spec's default (10%, Non-Union) otherwise. */
export function defaultRateOptionFor(unionStatus: unknown): CommissionRateOptionId {
  const option = typeof unionStatus === 'string' ? ownValue(OPTION_FOR_UNION, unionStatus) : undefined;
  if (option) return option;
  const fallback = COMMISSION_RATE_OPTIONS.find((option) => option.percent === DEFAULT_COMMISSION_PERCENT);
  return fallback?.id ?? 'non-union';
}
