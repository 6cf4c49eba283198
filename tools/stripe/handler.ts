/**
 * The stand-in's request handler: exactly the Stripe endpoints the app uses.
 * - Server (stripe SDK, secret key, form-encoded): POST /v1/payment_intents (honours
 *   Idempotency-Key), GET /v1/payment_intents/:id, POST /v1/payment_intents/:id/cancel (Stripe's
 *   states and errors; sends the signed payment_intent.canceled webhook).
 * - Browser (development card form, JSON, CORS): POST /v1/payment_intents/:id/confirm with the
 *   client secret and the card; answers like Stripe.js's confirmCardPayment and sends the signed
 *   payment_intent.succeeded / payment_intent.payment_failed webhook.
 * - Tests: GET /_stand-in/events lists the events sent (with their payloads, for replays).
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { text } from 'node:stream/consumers';
import { parseFormBody } from './form-body';
import { PaymentIntentStore, StripeError, type StandInIntent } from './payment-intents';
import { cardOutcome } from './test-cards';
import { WebhookSender } from './webhook-sender';

interface StoredAnswer {
  paramsHash: string;
  status: number;
  body: unknown;
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Authorization',
  'Access-Control-Max-Age': '600',
};

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...CORS_HEADERS, ...headers });
  res.end(JSON.stringify(body));
}

function requireSecretKey(req: IncomingMessage): string {
  const match = /^Bearer (sk_\S+)$/.exec(req.headers.authorization ?? '');
  if (!match?.[1]) throw new StripeError(401, 'invalid_request_error', 'Invalid API Key provided.');
  return match[1];
}

interface ConfirmBody {
  client_secret?: unknown;
  card?: { number?: unknown; exp_month?: unknown; exp_year?: unknown; cvc?: unknown };
}

export function createStripeHandler(opts: { webhookUrl: string; webhookSecret: string }) {
  const intents = new PaymentIntentStore();
  const webhooks = new WebhookSender(opts.webhookUrl, opts.webhookSecret);
  const idempotent = new Map<string, StoredAnswer>();

  function createIntent(req: IncomingMessage, raw: string) {
    const apiKey = requireSecretKey(req);
    const key = req.headers['idempotency-key'];
    const paramsHash = createHash('sha256').update(raw).digest('hex');
    const scoped = typeof key === 'string' && key !== '' ? `${apiKey}:${key}` : undefined;
    const stored = scoped ? idempotent.get(scoped) : undefined;
    if (stored) {
      if (stored.paramsHash !== paramsHash) {
        throw new StripeError(
          400,
          'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${String(key)}' if you meant to execute a different request.`,
        );
      }
      return { status: stored.status, body: stored.body, replayed: true };
    }
    const intent = intents.create(parseFormBody(raw));
    if (scoped) idempotent.set(scoped, { paramsHash, status: 200, body: intent });
    return { status: 200, body: intent, replayed: false };
  }

  function confirm(id: string, raw: string): { status: number; body: unknown } {
    let body: ConfirmBody;
    try {
      body = JSON.parse(raw) as ConfirmBody;
    } catch {
      throw new StripeError(400, 'invalid_request_error', 'The body must be JSON.');
    }
    const intent = intents.forClientSecret(id, body.client_secret);
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      throw new StripeError(
        400,
        'invalid_request_error',
        `You cannot confirm this PaymentIntent because it has already ${intent.status === 'succeeded' ? 'succeeded' : 'been canceled'}.`,
        { code: 'payment_intent_unexpected_state', payment_intent: intent },
      );
    }
    const outcome = cardOutcome({
      number: String(body.card?.number ?? ''),
      expMonth: Number(body.card?.exp_month),
      expYear: Number(body.card?.exp_year),
      cvc: String(body.card?.cvc ?? ''),
    });
    if (outcome.kind === 'invalid') {
      throw new StripeError(402, 'card_error', outcome.message, { code: outcome.code, param: outcome.param });
    }
    if (outcome.kind === 'declined') {
      const failed: StandInIntent = intents.update(id, {
        status: 'requires_payment_method',
        last_payment_error: {
          type: 'card_error',
          code: outcome.code,
          decline_code: outcome.declineCode,
          message: outcome.message,
        },
      });
      webhooks.send('payment_intent.payment_failed', failed);
      throw new StripeError(402, 'card_error', outcome.message, {
        code: outcome.code,
        decline_code: outcome.declineCode,
        payment_intent: failed,
      });
    }
    const succeeded = intents.update(id, {
      status: 'succeeded',
      amount_received: intent.amount,
      last_payment_error: null,
    });
    webhooks.send('payment_intent.succeeded', succeeded);
    return { status: 200, body: succeeded };
  }

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS_HEADERS);
        res.end();
        return;
      }
      const raw = req.method === 'POST' ? await text(req) : '';
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const answer = createIntent(req, raw);
        send(res, answer.status, answer.body, answer.replayed ? { 'Idempotent-Replayed': 'true' } : {});
        return;
      }
      const confirmMatch = /^\/v1\/payment_intents\/([\w]+)\/confirm$/.exec(path);
      if (req.method === 'POST' && confirmMatch) {
        const answer = confirm(confirmMatch[1]!, raw);
        send(res, answer.status, answer.body);
        return;
      }
      const cancelMatch = /^\/v1\/payment_intents\/([\w]+)\/cancel$/.exec(path);
      if (req.method === 'POST' && cancelMatch) {
        requireSecretKey(req);
        const canceled = intents.cancel(cancelMatch[1]!, parseFormBody(raw));
        webhooks.send('payment_intent.canceled', canceled);
        send(res, 200, canceled);
        return;
      }
      const getMatch = /^\/v1\/payment_intents\/([\w]+)$/.exec(path);
      if (req.method === 'GET' && getMatch) {
        requireSecretKey(req);
        send(res, 200, intents.get(getMatch[1]!));
        return;
      }
      if (req.method === 'GET' && path === '/_stand-in/events') {
        send(res, 200, { data: webhooks.sent });
        return;
      }
      throw new StripeError(404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${path}).`);
    } catch (error) {
      if (error instanceof StripeError) {
        send(res, error.status, { error: { type: error.type, message: error.message, ...error.extra } });
        return;
      }
      send(res, 500, {
        error: { type: 'api_error', message: error instanceof Error ? error.message : 'Stand-in failure' },
      });
    }
  };
}
