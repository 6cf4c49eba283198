/**
 * Stripe.js, fetched from Stripe's host only when the card step needs it (the `/pure` entry does
 * not load it at import). A failed load is warned and tried again the next time it is asked for.
 */
import { loadStripe } from '@stripe/stripe-js/pure';

export type StripeJs = NonNullable<Awaited<ReturnType<typeof loadStripe>>>;

let pending: Promise<StripeJs> | undefined;

export function getStripe(publishableKey: string): Promise<StripeJs> {
  pending ??= loadStripe(publishableKey)
    .then((stripe) => {
      if (!stripe) throw new Error('Stripe.js is not available');
      return stripe;
    })
    .catch((error: unknown) => {
      console.warn('Stripe.js failed to load; it will be retried next time', error);
      pending = undefined;
      throw error;
    });
  return pending;
}
