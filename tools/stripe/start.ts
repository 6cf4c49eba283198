import { startStripeStandIn, type StripeStandInOptions } from './stand-in';

/** Starts the local Stripe stand-in (the payments feature supplies its request handler). */
export function startStripe(opts: StripeStandInOptions) {
  return startStripeStandIn(opts);
}
