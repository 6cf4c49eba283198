import { createStripeHandler } from './handler';
import { startStripeStandIn, type StripeStandInOptions } from './stand-in';

/** Starts the local Stripe stand-in with the endpoints the payments feature uses. */
export function startStripe(opts: StripeStandInOptions) {
  const handle = createStripeHandler(opts);
  return startStripeStandIn(opts, (req, res) => void handle(req, res));
}
