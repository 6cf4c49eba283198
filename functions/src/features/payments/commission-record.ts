import type { CommissionStatus, CommissionView, PaymentPenaltyLine } from '@scenecall/shared';

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
  grossCents: number;
  ratePercent: number;
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
  /** Late-payment penalty recorded when the commission became paid; owed separately, not charged. */
  penaltyCents: number;
  /** Owing penalties this payment pays, each its own line (no HST); `totalCents` includes them. */
  penaltyLines?: PaymentPenaltyLine[];
  penaltiesCents?: number;
  invoiceNumber: string | null;
  createdAt: string;
  updatedAt: string;
  paidAt: string | null;
}

export function toCommissionView(id: string, record: CommissionRecord): CommissionView {
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
  };
}

export function formatInvoiceNumber(sequence: number): string {
  return `INV-${String(sequence).padStart(6, '0')}`;
}
