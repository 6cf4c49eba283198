/**
 * Penalties paid by card through the commission's payment path (payment intent, webhook, invoice):
 * with a commission (`penaltyIds` in its body) or alone (`payPenaltiesAlone`, a payment record with
 * no commission). The server prices them (`penaltyLinesFor`: the caller's, owing, held by no other
 * payment), holds them for the payment before the card is charged, and marks them paid in the
 * transaction that marks the payment paid, so a penalty is never charged twice.
 */
import { createHash } from 'node:crypto';
import {
  agencyToday,
  computePayment,
  PENALTY_KIND_LABELS,
  formatCad,
  type CreatePaymentIntentAnswer,
  type PayPenaltiesBody,
  type PaymentPenaltyLine,
} from '@scenecall/shared';
import type { Transaction } from 'firebase-admin/firestore';
import { ApiError, forbidden } from '../../http/api-error';
import type { Caller } from '../../http/caller';
import { logEvent, logFailure } from '../../http/logger';
import { holdPenaltiesForPayment, penaltyLinesFor, preparePaidPayment } from '../penalties';
import { findUser } from '../users';
import { newPaymentFields, type CommissionRecord } from './commission-record';
import { createCommissionIfAbsent } from './payments.repository';
import { RELEASED_PAYMENT_MESSAGE, releaseAbandonedHolds } from './abandoned-payments';

/** The production named on a payment of penalties alone. */
export const PENALTIES_ONLY_PRODUCTION = 'Penalties';

/** The record with the penalties it pays: their lines, and a total of commission + HST + penalties. */
export function withPenaltyLines(record: CommissionRecord, lines: readonly PaymentPenaltyLine[]): CommissionRecord {
  if (lines.length === 0) return record;
  const payment = computePayment(
    record.grossCents,
    record.ratePercent,
    lines.map((line) => line.amountCents),
  );
  return {
    ...record,
    penaltyLines: [...lines],
    penaltiesCents: payment.penaltiesCents,
    totalCents: payment.totalCents,
  };
}

export const penaltyIdsOf = (record: Pick<CommissionRecord, 'penaltyLines'>): string[] =>
  (record.penaltyLines ?? []).map((line) => line.penaltyId);

/**
 * Prices the named penalties for this payment (404 not the caller's, 409 not owing or in another
 * payment in progress), after letting go of those an abandoned payment of the performer holds.
 */
export async function penaltyLinesOf(
  performerId: string,
  penaltyIds: readonly string[] | undefined,
  paymentId: string,
): Promise<PaymentPenaltyLine[]> {
  if (!penaltyIds?.length) return [];
  await releaseAbandonedHolds(performerId, penaltyIds, paymentId);
  return penaltyLinesFor(performerId, penaltyIds, paymentId);
}

/** A payment released as abandoned is not taken up again (its intent is canceled). */
export function refuseReleased(record: CommissionRecord | undefined): void {
  if (record?.releasedAt) throw new ApiError('conflict', RELEASED_PAYMENT_MESSAGE);
}

/** Before the card is charged: the payment holds its penalties (none held by another payment). */
export async function holdPenaltiesOf(paymentId: string, record: CommissionRecord): Promise<void> {
  await holdPenaltiesForPayment(record.performerId, paymentId, penaltyIdsOf(record));
}

/** In the paid transition: the penalties it holds become paid, and a late commission its record. */
export async function preparePenaltiesPaid(
  tx: Transaction,
  paymentId: string,
  record: CommissionRecord,
  now: Date,
): Promise<() => void> {
  return preparePaidPayment(
    tx,
    {
      paymentId,
      performerId: record.performerId,
      penaltyIds: penaltyIdsOf(record),
      lateCommissionCents: record.penaltyCents,
      evidence: {
        production: record.production,
        dates: record.dates,
        ...(record.voucherIds?.length ? { voucherIds: record.voucherIds } : {}),
        ...(record.dayIds?.length ? { dayId: record.dayIds[0] } : {}),
      },
      paidAt: record.paidAt ?? now.toISOString(),
    },
    now,
  );
}

/** The invoice's lines for the penalties a payment paid: each its own line, no HST. */
export const penaltyInvoiceRows = (record: Pick<CommissionRecord, 'penaltyLines'>): [string, string][] =>
  (record.penaltyLines ?? []).map((line) => [
    `Penalty: ${PENALTY_KIND_LABELS[line.kind]} (no HST)`,
    formatCad(line.amountCents),
  ]);

export const isPenaltiesOnly = (record: Pick<CommissionRecord, 'grossCents' | 'penaltyLines'>): boolean =>
  record.grossCents === 0 && (record.penaltyLines?.length ?? 0) > 0;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Owing penalties paid on their own: a payment record without a commission, on the same intent and webhook path. */
export async function payPenaltiesAlone(
  caller: Caller,
  body: PayPenaltiesBody,
  idempotencyKey: string | undefined,
  deps: {
    paymentIdFor: (performerId: string, key: string | undefined, requestHash: string) => string;
    clientSecretFor: (paymentId: string, record: CommissionRecord) => Promise<string>;
  },
): Promise<CreatePaymentIntentAnswer> {
  const user = await findUser(caller.uid);
  if (!user || user.disabled) throw forbidden('Your account cannot make payments');
  const penaltyIds = [...body.penaltyIds].sort();
  const requestHash = sha256(JSON.stringify({ penaltyIds }));
  const paymentId = deps.paymentIdFor(caller.uid, idempotencyKey, requestHash);
  const lines = await penaltyLinesOf(caller.uid, penaltyIds, paymentId);
  const now = new Date().toISOString();
  const created = withPenaltyLines(
    {
      performerId: caller.uid,
      production: PENALTIES_ONLY_PRODUCTION,
      dates: [],
      grossCents: 0,
      ratePercent: 0,
      commissionCents: 0,
      hstCents: 0,
      totalCents: 0,
      ...newPaymentFields(requestHash, now),
    },
    lines,
  );
  const existing = await createCommissionIfAbsent(paymentId, created);
  if (existing && existing.requestHash !== requestHash) {
    throw new ApiError('conflict', 'This payment request was already used for different details');
  }
  if (existing?.status === 'paid') throw new ApiError('conflict', 'These penalties are already paid');
  refuseReleased(existing);
  const record = existing ?? created;
  await holdPenaltiesOf(paymentId, record);
  logEvent('payments.penalties_payment', { paymentId, penalties: lines.length, on: agencyToday() });
  try {
    return { clientSecret: await deps.clientSecretFor(paymentId, record), commissionId: paymentId };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    logFailure('payments.intent_failed', error, { commissionId: paymentId });
    throw new ApiError('unavailable', 'An error occurred while creating the payment intent. Please try again.');
  }
}
