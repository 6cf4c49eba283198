/**
 * Stripe webhook: the signature is checked on the raw body, each event is recorded once (in the
 * same transaction that moves the commission) and only PaymentIntent events for our commissions
 * are acted on, and only when the event's PaymentIntent is the one stored on the commission its
 * metadata names (payment-state.ts).
 */
import type Stripe from 'stripe';
import { config } from '../../config';
import { ApiError } from '../../http/api-error';
import { logEvent } from '../../http/logger';
import type { PaymentSignal } from './payment-state';
import { applySignal, CANCELED_MESSAGE } from './payments.service';
import { stripeClient } from './stripe-client';

function signalOf(event: Stripe.Event): { commissionId: string; signal: PaymentSignal } | undefined {
  if (!event.type.startsWith('payment_intent.')) return undefined;
  const intent = event.data.object as Stripe.PaymentIntent;
  const commissionId = intent.metadata?.commissionId;
  if (!commissionId) return undefined;
  const at = event.created;
  const intentId = intent.id;
  switch (event.type) {
    case 'payment_intent.succeeded':
      return {
        commissionId,
        signal: {
          kind: 'succeeded',
          intentId,
          at,
          amount: intent.amount_received || intent.amount,
          currency: intent.currency,
        },
      };
    case 'payment_intent.payment_failed':
      return {
        commissionId,
        signal: {
          kind: 'failed',
          intentId,
          at,
          message: intent.last_payment_error?.message ?? 'The card was declined',
        },
      };
    case 'payment_intent.canceled':
      // Canceled (e.g. an abandoned payment whose penalties a newer payment took): failed, never paid.
      return { commissionId, signal: { kind: 'failed', intentId, at, message: CANCELED_MESSAGE } };
    case 'payment_intent.processing':
      return { commissionId, signal: { kind: 'processing', intentId, at } };
    default:
      return undefined;
  }
}

export async function handleStripeWebhook(rawBody: Buffer | undefined, signature: string | undefined) {
  if (!rawBody || !signature) throw new ApiError('bad-request', 'Missing Stripe signature or body');
  const stripe = await stripeClient();
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, config().stripe.webhookSecret);
  } catch {
    logEvent('payments.webhook_bad_signature');
    throw new ApiError('bad-request', 'Invalid Stripe signature');
  }
  const target = signalOf(event);
  if (!target) {
    logEvent('payments.webhook_ignored', { event: event.id, type: event.type });
    return { received: true };
  }
  const outcome = await applySignal(target.commissionId, target.signal, { id: event.id, type: event.type });
  return { received: true, outcome };
}
