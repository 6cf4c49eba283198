/** Helpers for the payments integration tests (run in the test process with the stack's env). */
import { randomUUID } from 'node:crypto';
import {
  agencyToday,
  type CommissionHistoryAnswer,
  type CreatePaymentIntentAnswer,
  type PayArrivalView,
} from '@scenecall/shared';
import Stripe from 'stripe';
import { expect } from 'vitest';
import { callApi, type ApiAnswer } from '../../../../tools/testing/api';
import { stackEnv } from '../../../../tools/testing/stack-env';
import { adminDb, createTestUser, type TestUser } from '../../../../tools/testing/users';
import type { CommissionRecord } from './commission-record';

export const SUCCEEDS = '4242 4242 4242 4242';
export const DECLINED = '4000 0000 0000 0002';

export function performer(overrides: { activated?: boolean } = {}): Promise<TestUser> {
  return createTestUser({
    role: 'Performer',
    activated: overrides.activated ?? true,
    profile: { firstName: 'Ada', lastName: 'Lovelace', unionStatus: 'ACTRA Apprentice' },
  });
}

/** A Toronto calendar date `days` before today. */
export function daysAgo(days: number): string {
  const [year, month, day] = agencyToday().split('-').map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day! - days));
  return date.toISOString().slice(0, 10);
}

export function paymentBody(overrides: Record<string, unknown> = {}) {
  return {
    production: `Night Shift ${randomUUID().slice(0, 6)}`,
    dates: [daysAgo(2)],
    amount: 200,
    rate: 15,
    ...overrides,
  };
}

export function createIntent(token: string, body: unknown, idempotencyKey: string | null = randomUUID()) {
  return callApi<CreatePaymentIntentAnswer & { error?: { code: string; message: string } }>(
    '/performer/stripe/create-payment-intent',
    { method: 'POST', token, body, headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {} },
  );
}

export async function createdIntent(token: string, body: unknown = paymentBody()): Promise<CreatePaymentIntentAnswer> {
  const answer = await createIntent(token, body);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

/** Confirms the card the way the development card form does (POST to the stand-in). */
export async function confirmCard(clientSecret: string, number: string) {
  const intentId = clientSecret.split('_secret_')[0]!;
  const response = await fetch(`${stackEnv().stripeUrl}/v1/payment_intents/${intentId}/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_secret: clientSecret, card: { number, exp_month: 12, exp_year: 2040, cvc: '123' } }),
  });
  return { status: response.status, body: (await response.json()) as { status?: string; error?: { message: string } } };
}

export async function commissionRecord(id: string): Promise<CommissionRecord> {
  const snapshot = await adminDb().collection('commissions').doc(id).get();
  return snapshot.data() as CommissionRecord;
}

export async function waitForStatus(id: string, status: CommissionRecord['status'], timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const record = await commissionRecord(id);
    if (record?.status === status) return record;
    if (Date.now() > deadline) throw new Error(`Commission ${id} is ${record?.status}, not ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

interface SentEvent {
  id: string;
  type: string;
  payload: string;
  delivered: boolean;
}

/** The events the stand-in sent for an intent (with their exact payloads). */
export async function sentEvents(paymentIntentId: string): Promise<SentEvent[]> {
  const response = await fetch(`${stackEnv().stripeUrl}/_stand-in/events`);
  const { data } = (await response.json()) as { data: SentEvent[] };
  return data.filter(
    (event) => (JSON.parse(event.payload) as { data: { object: { id: string } } }).data.object.id === paymentIntentId,
  );
}

const signer = new Stripe('sk_test_signer');

export function postWebhook(payload: string, secret = process.env.STRIPE_WEBHOOK_SECRET ?? '') {
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return callApi<{ received?: boolean; outcome?: string }>('/stripe/webhook', {
    method: 'POST',
    rawBody: payload,
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
  });
}

/** A signed event of our own making, e.g. a late `payment_failed` after success. */
export function craftedEvent(type: string, intent: Record<string, unknown>, created = Math.floor(Date.now() / 1000)) {
  return JSON.stringify({
    id: `evt_test_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    created,
    livemode: false,
    type,
    data: { object: { object: 'payment_intent', currency: 'cad', ...intent } },
  });
}

export const history = (token: string) => callApi<CommissionHistoryAnswer>('/performer/commissions', { token });

/** The performer records when a work date's pay arrived (and the stub's gross, once confirmed). */
export const recordPay = (who: TestUser, body: Record<string, unknown>) =>
  callApi<PayArrivalView>('/performer/pay-arrivals', { method: 'PUT', token: who.token, body });

/** The performer adds a picture of a work date's pay stub (read by OCR, not yet confirmed). */
export function uploadStub(who: TestUser, workDate: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'stub.png');
  return callApi<PayArrivalView>(`/performer/pay-arrivals/stub?workDate=${workDate}`, {
    method: 'PUT',
    token: who.token,
    rawBody: form,
  });
}

export type { ApiAnswer };
