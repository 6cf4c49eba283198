import {
  commissionDueForDays,
  type CommissionStatus,
  type CommissionView,
  type PaymentPenaltyLine,
  type WorkedDayPay,
} from '@scenecall/shared';
import { payArrivalIdOf } from './pay-arrival-id';

/** A confirmed pay stub's gross further from the signed voucher's than the tolerance (issue 36). */
export interface StubGrossFlag {
  workDate: string;
  voucherGrossCents: number;
  stubGrossCents: number;
}

/** The document `commissions/{id}`. Money in integer cents; dates as Toronto YYYY-MM-DD, sorted. */
export interface CommissionRecord {
  /** The performer's uid; after their account was deleted, a tombstone (`deleted:…`) that matches no one. */
  performerId: string;
  /** Set when the performer's account was deleted: the name on the invoice, the only personal data kept. */
  performerName?: string;
  performerDeletedAt?: string;
  production: string;
  dates: string[];
  /** The worked production days this commission covers (participants marked commissionPaid when paid). */
  dayIds?: string[];
  /** The signed vouchers this commission is for: its gross, dates and days come from them. */
  voucherIds?: string[];
  /**
   * The worked days it covers with their pay dates as recorded when it was created (issue 36): the
   * due date and the late penalty count from them. Older records have none: their `dates` count,
   * without a pay date.
   */
  workedDays?: WorkedDayPay[];
  /** Vouchers priced from a confirmed stub gross that differs from the voucher's beyond the tolerance. */
  stubGrossFlags?: StubGrossFlag[];
  grossCents: number;
  ratePercent: number;
  /** What a booked day's rate came from ('SSE role'); absent for work outside the platform (the performer's class). */
  rateBasis?: string;
  commissionCents: number;
  hstCents: number;
  totalCents: number;
  currency: 'cad';
  status: CommissionStatus;
  /** Hash of the request body, so a reused idempotency key with a different body is refused. */
  requestHash: string;
  paymentIntentId: string | null;
  /** Unix seconds of the last Stripe signal applied (event `created`, or the time of a retrieve). */
  lastSignalAt: number | null;
  failureMessage: string | null;
  /** Late-commission penalty recorded when the commission became paid (`lateCommissionPenaltyCents`); owed separately, not charged. */
  penaltyCents: number;
  /** Owing penalties this payment pays, each its own line (no HST); `totalCents` includes them. */
  penaltyLines?: PaymentPenaltyLine[];
  penaltiesCents?: number;
  /**
   * When its penalties were let go because it was abandoned (its intent canceled before any charge):
   * a newer payment took them (`supersededBy`) or an Admin waived one. It is failed for good.
   */
  releasedAt?: string;
  supersededBy?: string;
  invoiceNumber: string | null;
  createdAt: string;
  updatedAt: string;
  paidAt: string | null;
}

/** The worked days the due date and the penalty count from (old records: their dates, no pay date). */
export interface CommissionDays {
  dates: readonly string[];
  workedDays?: readonly WorkedDayPay[];
}

export const workedDaysOf = (record: CommissionDays): readonly WorkedDayPay[] =>
  record.workedDays ?? record.dates.map((workDate) => ({ workDate }));

export function toCommissionView(id: string, record: CommissionRecord): CommissionView {
  const due = commissionDueForDays(workedDaysOf(record));
  return {
    id,
    production: record.production,
    dates: record.dates,
    grossCents: record.grossCents,
    ratePercent: record.ratePercent,
    commissionCents: record.commissionCents,
    hstCents: record.hstCents,
    totalCents: record.totalCents,
    status: record.status,
    penaltyCents: record.penaltyCents,
    ...(record.penaltyLines?.length ? { penaltyLines: record.penaltyLines } : {}),
    createdAt: record.createdAt,
    paidAt: record.paidAt,
    invoiceNumber: record.invoiceNumber,
    ...(due ? { dueOn: due.dueOn, dueBasis: due.basis } : {}),
    ...(record.stubGrossFlags?.length
      ? {
          stubGrossFlags: record.stubGrossFlags.map((flag) => ({
            ...flag,
            payArrivalId: payArrivalIdOf(record.performerId, flag.workDate),
          })),
        }
      : {}),
  };
}

export function formatInvoiceNumber(sequence: number): string {
  return `INV-${String(sequence).padStart(6, '0')}`;
}

/** The fields every new payment record starts with: pending, no intent, nothing recorded yet. */
export const newPaymentFields = (requestHash: string, now: string) =>
  ({
    currency: 'cad',
    status: 'pending',
    requestHash,
    paymentIntentId: null,
    lastSignalAt: null,
    failureMessage: null,
    penaltyCents: 0,
    invoiceNumber: null,
    createdAt: now,
    updatedAt: now,
    paidAt: null,
  }) satisfies Partial<CommissionRecord>;
