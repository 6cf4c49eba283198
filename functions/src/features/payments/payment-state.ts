/**
 * How a commission's payment status moves, as a pure function so every path (webhook, server-side
 * retrieve) applies the same rules:
 * - A signal counts only for the PaymentIntent stored on the commission: a signed event about
 *   another payment that names this commission in its metadata changes nothing.
 * - `paid` is terminal: nothing undoes it (a replayed or late `payment_failed` changes nothing).
 * - A success counts only when Stripe's amount and currency match the record.
 * - A failure or processing signal older than (or as old as) the last applied one is ignored, so
 *   out-of-order delivery ends in one state.
 * - A payment released as abandoned (`releasedAt`: its intent canceled, its penalties let go) is
 *   failed for good: no later signal moves it, so a stale one never pays or re-holds anything.
 */
import { lateCommissionPenaltyCents, type CommissionStatus } from '@scenecall/shared';
import { workedDaysOf, type CommissionDays, type CommissionRecord } from './commission-record';

/** What Stripe said about one PaymentIntent (`intentId`), and when (`at`, seconds). */
export type PaymentSignal = { intentId: string; at: number } & (
  { kind: 'succeeded'; amount: number; currency: string } | { kind: 'failed'; message: string } | { kind: 'processing' }
);

export interface PaymentTransition {
  status: CommissionStatus;
  lastSignalAt: number;
  paidAt?: string;
  penaltyCents?: number;
  failureMessage?: string | null;
}

export type TransitionResult =
  | { change: 'none'; reason: 'intent-mismatch' | 'already-paid' | 'stale' | 'amount-mismatch' | 'released' }
  | { change: 'apply'; update: PaymentTransition };

export function nextPaymentState(
  record: Pick<
    CommissionRecord,
    'status' | 'lastSignalAt' | 'totalCents' | 'currency' | 'paymentIntentId' | 'releasedAt'
  > &
    CommissionDays,
  signal: PaymentSignal,
  now: Date,
  paidOn: string,
): TransitionResult {
  if (!record.paymentIntentId || signal.intentId !== record.paymentIntentId) {
    return { change: 'none', reason: 'intent-mismatch' };
  }
  if (record.status === 'paid') return { change: 'none', reason: 'already-paid' };
  if (record.releasedAt) return { change: 'none', reason: 'released' };
  if (signal.kind === 'succeeded') {
    if (signal.amount !== record.totalCents || signal.currency.toLowerCase() !== record.currency) {
      return { change: 'none', reason: 'amount-mismatch' };
    }
    return {
      change: 'apply',
      update: {
        status: 'paid',
        lastSignalAt: Math.max(signal.at, record.lastSignalAt ?? 0),
        paidAt: now.toISOString(),
        // The agreement's rule: 14 days after the pay arrived (or the latest expected pay date).
        penaltyCents: lateCommissionPenaltyCents(workedDaysOf(record), paidOn),
        failureMessage: null,
      },
    };
  }
  if (record.lastSignalAt !== null && signal.at <= record.lastSignalAt) return { change: 'none', reason: 'stale' };
  if (signal.kind === 'failed') {
    return { change: 'apply', update: { status: 'failed', lastSignalAt: signal.at, failureMessage: signal.message } };
  }
  return { change: 'apply', update: { status: 'pending', lastSignalAt: signal.at } };
}
