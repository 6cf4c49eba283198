/**
 * A payment the performer started and abandoned (closed the page, gave up after a decline) holds
 * its penalties (`hold`) until something lets go. A newer payment naming one of them, or an Admin
 * waiving one, asks Stripe about the old intent: not charged and not being charged, it is canceled
 * (`paymentIntents.cancel`), and one transaction marks the old payment failed for good and lets go
 * of its penalties; the newer payment then holds them in its own transaction (two cannot both hold
 * one). Charged or being charged: 409, it will show as paid.
 */
import { findPenalties, prepareReleasedHolds } from '../penalties';
import { ApiError } from '../../http/api-error';
import { logEvent, logFailure } from '../../http/logger';
import { findCommission, releaseCommission } from './payments.repository';
import { stripeClient } from './stripe-client';

export const PAYMENT_UNDERWAY_MESSAGE =
  'A payment of this penalty is already being processed; it will show as paid shortly.';
export const SUPERSEDED_MESSAGE = 'Replaced by a newer payment of its penalties';
export const WAIVED_IN_PAYMENT_MESSAGE = 'Canceled: a penalty in it was waived. Please pay again.';
export const RELEASED_PAYMENT_MESSAGE = 'This payment was canceled; please start a new payment.';

/** The intent states Stripe cancels and nothing was charged in (this app never captures manually). */
const CANCELABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

const stripeCode = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** Cancels the intent unless it succeeded or is processing (then 409: the payment will show as paid). */
async function cancelUnlessCharged(intentId: string): Promise<void> {
  const stripe = await stripeClient();
  const intent = await stripe.paymentIntents.retrieve(intentId);
  if (intent.status === 'canceled') return;
  if (!CANCELABLE.has(intent.status)) throw new ApiError('conflict', PAYMENT_UNDERWAY_MESSAGE);
  try {
    await stripe.paymentIntents.cancel(intentId, { cancellation_reason: 'abandoned' });
  } catch (error) {
    if (stripeCode(error) !== 'payment_intent_unexpected_state') throw error;
    // It moved meanwhile: canceled by a concurrent request is fine, anything else is a charge.
    if ((await stripe.paymentIntents.retrieve(intentId)).status !== 'canceled') {
      throw new ApiError('conflict', PAYMENT_UNDERWAY_MESSAGE);
    }
  }
}

/**
 * Lets go of payment `paymentId` (the performer's, not paid) when its card was not charged: its
 * intent canceled, the payment failed for good, its penalties free. 409 when it was charged or is
 * being charged; a payment that is not the performer's or already paid is left as it is.
 */
export async function releaseAbandonedPayment(
  paymentId: string,
  performerId: string,
  mark: { failureMessage: string; supersededBy?: string } = { failureMessage: WAIVED_IN_PAYMENT_MESSAGE },
): Promise<void> {
  const record = await findCommission(paymentId);
  if (!record || record.performerId !== performerId || record.status === 'paid') return;
  if (record.releasedAt) return;
  const intentId = record.paymentIntentId;
  try {
    if (intentId) await cancelUnlessCharged(intentId);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    logFailure('payments.cancel_failed', error, { commissionId: paymentId });
    throw new ApiError('unavailable', 'The earlier payment could not be canceled. Please try again.');
  }
  const outcome = await releaseCommission(paymentId, intentId, mark, (tx, held) =>
    prepareReleasedHolds(
      tx,
      paymentId,
      (held.penaltyLines ?? []).map((line) => line.penaltyId),
      new Date(),
    ),
  );
  // An intent stored after we looked: that request is still running; the hold then answers 409.
  logEvent('payments.abandoned_released', { commissionId: paymentId, outcome, by: mark.supersededBy ?? 'waiver' });
}

/** Before payment `paymentId` holds `penaltyIds`: those held by an abandoned payment of the performer are let go. */
export async function releaseAbandonedHolds(
  performerId: string,
  penaltyIds: readonly string[],
  paymentId: string,
): Promise<void> {
  if (penaltyIds.length === 0) return;
  const holders = new Set<string>();
  for (const record of (await findPenalties(penaltyIds)).values()) {
    if (record.performerId === performerId && record.state === 'owing' && record.paymentId) {
      if (record.paymentId !== paymentId) holders.add(record.paymentId);
    }
  }
  for (const holder of holders) {
    await releaseAbandonedPayment(holder, performerId, { failureMessage: SUPERSEDED_MESSAGE, supersededBy: paymentId });
  }
}
