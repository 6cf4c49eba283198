/**
 * The Stripe SDK, created on first use (it is a heavy module). With `config().stripe.apiUrl` set
 * (the local stand-in) the same SDK talks to it instead of api.stripe.com; server code is otherwise
 * identical for both.
 */
import type Stripe from 'stripe';
import { config } from '../../config';
import { DEPENDENCY_DEADLINE_MS } from '../../http/deadlines';

let pending: Promise<Stripe> | undefined;

async function create(): Promise<Stripe> {
  const { default: StripeSdk } = await import('stripe');
  const { secretKey, apiUrl } = config().stripe;
  // Each attempt gives up after the table's deadline (the SDK's default is 80 s); a request waiting
  // on it is answered by its own deadline first (http/deadlines.ts).
  const timeout = DEPENDENCY_DEADLINE_MS.stripe;
  if (!apiUrl) return new StripeSdk(secretKey, { maxNetworkRetries: 2, timeout });
  const url = new URL(apiUrl);
  return new StripeSdk(secretKey, {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 2,
    timeout,
    telemetry: false,
  });
}

export function stripeClient(): Promise<Stripe> {
  pending ??= create().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}
