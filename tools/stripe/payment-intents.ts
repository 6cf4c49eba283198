/** In-memory PaymentIntents of the stand-in, shaped like Stripe's objects (the fields the app reads). */
import { randomBytes } from 'node:crypto';
import type { FormObject } from './form-body';

export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status:
    'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  payment_method_types: string[];
  last_payment_error: { type: 'card_error'; code: string; decline_code?: string; message: string } | null;
  created: number;
  canceled_at: number | null;
  cancellation_reason: string | null;
  livemode: false;
}

/** The states Stripe lets a PaymentIntent be canceled from (the stand-in has no manual capture). */
const CANCELABLE: readonly StandInIntent['status'][] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
];
const CANCELLATION_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'];

export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export class PaymentIntentStore {
  private readonly intents = new Map<string, StandInIntent>();

  create(params: FormObject): StandInIntent {
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 50) {
      throw new StripeError(400, 'invalid_request_error', 'Amount must be at least 50 cents', {
        code: 'amount_too_small',
        param: 'amount',
      });
    }
    if (typeof params.currency !== 'string' || params.currency === '') {
      throw new StripeError(400, 'invalid_request_error', 'Missing required param: currency.', { param: 'currency' });
    }
    const id = randomId('pi');
    const types = params.allowed_payment_method_types ?? params.payment_method_types;
    const intent: StandInIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: params.currency.toLowerCase(),
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      description: typeof params.description === 'string' ? params.description : null,
      metadata: stringRecord(params.metadata),
      payment_method_types: Array.isArray(types) ? types.filter((t): t is string => typeof t === 'string') : ['card'],
      last_payment_error: null,
      created: Math.floor(Date.now() / 1000),
      canceled_at: null,
      cancellation_reason: null,
      livemode: false,
    };
    this.intents.set(id, intent);
    return intent;
  }

  get(id: string): StandInIntent {
    const intent = this.intents.get(id);
    if (!intent) {
      throw new StripeError(404, 'invalid_request_error', `No such payment_intent: '${id}'`, {
        code: 'resource_missing',
        param: 'intent',
      });
    }
    return intent;
  }

  /** The intent a browser may confirm: the client secret must be the intent's own. */
  forClientSecret(id: string, clientSecret: unknown): StandInIntent {
    const intent = this.get(id);
    if (clientSecret !== intent.client_secret) {
      throw new StripeError(
        400,
        'invalid_request_error',
        'The client_secret provided does not match this PaymentIntent.',
      );
    }
    return intent;
  }

  /** POST /v1/payment_intents/:id/cancel: Stripe's rules and errors. */
  cancel(id: string, params: FormObject): StandInIntent {
    const intent = this.get(id);
    const reason = params.cancellation_reason;
    if (reason !== undefined && (typeof reason !== 'string' || !CANCELLATION_REASONS.includes(reason))) {
      throw new StripeError(
        400,
        'invalid_request_error',
        `Invalid cancellation_reason: must be one of ${CANCELLATION_REASONS.join(', ')}`,
        { param: 'cancellation_reason' },
      );
    }
    if (!CANCELABLE.includes(intent.status)) {
      throw new StripeError(
        400,
        'invalid_request_error',
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
        { code: 'payment_intent_unexpected_state', payment_intent: intent },
      );
    }
    return this.update(id, {
      status: 'canceled',
      canceled_at: Math.floor(Date.now() / 1000),
      cancellation_reason: typeof reason === 'string' ? reason : null,
    });
  }

  update(id: string, change: Partial<StandInIntent>): StandInIntent {
    const next = { ...this.get(id), ...change };
    this.intents.set(id, next);
    return next;
  }
}
