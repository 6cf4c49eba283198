/**
 * Texts as the outbox's second channel, through the real stack: queued like e-mail, handed to the
 * Twilio stand-in by the worker (the official SDK pointed at it), with delivery states from its
 * signed status callbacks, shown on the Admin's user page.
 */
import { MAIL_OUTBOX_COLLECTION, type OutboxMailView } from '@scenecall/shared';
import twilio from 'twilio';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { outboxDocument, type OutboxDocument } from '../../../../tools/testing/outbox';
import { allowTexts, sentWebhooks, setTextOutcome, waitForTexts } from '../../../../tools/testing/sms';
import type { SentWebhook } from '../../../../tools/sms/webhooks';
import { adminDb, createTestUser, type TestUser } from '../../../../tools/testing/users';
import { deliverQueuedMailNow } from '../../../../tools/testing/worker';
import { TWILIO_STAND_IN } from '../../../../tools/stack/stack';
import { deliverMail } from '../mail/delivery';
import { RETRY_DELAYS_MS } from '../mail/delivery-state';
import { enqueueText } from '../mail';
import { textsOnTemplate } from './texts-on.text';

const e164 = (tel: string) => `+${tel.replace(/\D/g, '')}`;
/** A performer who agreed to texts (every text is checked against that at delivery). */
async function textingUser(): Promise<TestUser> {
  const performer = await createTestUser({ role: 'Performer' });
  await allowTexts(performer.uid);
  return performer;
}

async function waitForDeliveryStatus(id: string, status: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const doc = await outboxDocument(id);
    if ((doc as { deliveryStatus?: string } | undefined)?.deliveryStatus === status) return doc!;
    if (Date.now() > deadline) throw new Error(`text ${id} is ${JSON.stringify(doc)}, not ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

async function waitForOutbox(id: string, done: (doc: OutboxDocument) => boolean): Promise<OutboxDocument> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const doc = await outboxDocument(id);
    if (doc && done(doc)) return doc;
    if (Date.now() > deadline) throw new Error(`text ${id} is ${JSON.stringify(doc)}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

const queueText = async (performer: TestUser) =>
  (await enqueueText({ template: textsOnTemplate, data: {}, to: { uid: performer.uid } })).id;

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestUser({ role: 'Admin' });
});

describe('texts through the outbox', () => {
  it('hands a queued text to the provider and shows its delivery state on the Admin user page', async () => {
    const performer = await textingUser();
    const id = await queueText(performer);
    const [text] = await waitForTexts(e164(performer.tel));
    expect(text!.from).toBe(TWILIO_STAND_IN.number);
    expect(text!.body).toMatch(/^SceneCall: You will now get texts/);
    expect(text!.body).toContain('Reply HELP for help, STOP to stop.');

    const stored = await waitForDeliveryStatus(id, 'delivered');
    expect(stored).toMatchObject({ state: 'sent', attempts: 1, to: e164(performer.tel), providerId: text!.sid });

    const rows = await callApi<OutboxMailView[]>(`/admin/users/${performer.uid}/emails`, { token: admin.token });
    expect(rows.body.find((row) => row.id === id)).toMatchObject({
      channel: 'sms',
      state: 'sent',
      deliveryStatus: 'delivered',
      to: e164(performer.tel),
      subject: text!.body,
    });
  });

  it("records a carrier's failure reported by the callback", async () => {
    const performer = await textingUser();
    await setTextOutcome(e164(performer.tel), 'undelivered');
    const id = await queueText(performer);
    await waitForTexts(e164(performer.tel));
    const stored = await waitForDeliveryStatus(id, 'undelivered');
    expect(stored).toMatchObject({ state: 'sent', lastError: 'The carrier reported error 30003' });
  });

  it("retries a provider outage with the outbox's backoff, and fails a refused number at once", async () => {
    const performer = await textingUser();
    const phone = e164(performer.tel);
    await setTextOutcome(phone, 'unavailable');
    const id = await queueText(performer);
    await deliverMail(id); // or the worker's poll got there first
    const retrying = await waitForOutbox(id, (doc) => doc.state === 'pending' && doc.attempts === 1);
    const delay = Date.parse(retrying.nextAttemptAt!) - Date.parse(retrying.lastAttemptAt!);
    expect(delay).toBeGreaterThanOrEqual(RETRY_DELAYS_MS[0]!);
    expect(delay).toBeLessThan(RETRY_DELAYS_MS[0]! + 10_000);
    expect(retrying.lastError).toContain('Service unavailable');

    await setTextOutcome(phone, 'delivered');
    expect(await deliverMail(id, { now: new Date(Date.now() + RETRY_DELAYS_MS[0]! + 1_000) })).toBe('sent');
    await waitForDeliveryStatus(id, 'delivered');

    const refused = await textingUser();
    await setTextOutcome(e164(refused.tel), 'refused');
    const refusedId = await queueText(refused);
    await deliverMail(refusedId);
    const failed = await waitForOutbox(refusedId, (doc) => doc.state === 'failed');
    expect(failed).toMatchObject({
      attempts: 1,
      lastError: expect.stringContaining("Invalid 'To' Phone Number"),
      // What it would have said stays with it, for the Admin's list.
      subject: expect.stringMatching(/^SceneCall: You will now get texts/),
    });
  });
});

describe('POST /api/sms/status (Twilio status callbacks)', () => {
  let id: string;
  let callback: SentWebhook;
  const post = (params: Record<string, string>, signature?: string, path = callback.url) =>
    callApi(path.slice(path.indexOf('/api/') + 4), {
      method: 'POST',
      rawBody: new URLSearchParams(params).toString(),
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        ...(signature ? { 'X-Twilio-Signature': signature } : {}),
      },
    });
  const sign = (params: Record<string, string>, token: string = TWILIO_STAND_IN.authToken, url = callback.url) =>
    twilio.getExpectedTwilioSignature(token, url, params);

  beforeAll(async () => {
    const performer = await textingUser();
    id = await queueText(performer);
    await deliverQueuedMailNow();
    await waitForDeliveryStatus(id, 'delivered');
    const sent = (await sentWebhooks()).filter((hook) => hook.url.endsWith(`outbox=${id}`));
    callback = sent.find((hook) => hook.params.MessageStatus === 'sent')!;
    expect(callback.status).toBe(200);
  });

  it('refuses a callback without a signature, with a wrong one, or for another account, and changes nothing', async () => {
    const failed = { ...callback.params, MessageStatus: 'failed', SmsStatus: 'failed' };
    expect((await post(failed)).status).toBe(403);
    expect((await post(failed, callback.signature)).status).toBe(403);
    expect((await post(failed, sign(failed, 'another-auth-token'))).status).toBe(403);
    const otherAccount = { ...failed, AccountSid: `AC${'b'.repeat(32)}` };
    expect((await post(otherAccount, sign(otherAccount))).status).toBe(403);
    // Signed for another text's address: the outbox id is part of what Twilio signs.
    const elsewhere = callback.url.replace(`outbox=${id}`, 'outbox=someone-else');
    expect((await post(failed, sign(failed), elsewhere)).status).toBe(403);
    expect(await outboxDocument(id)).toMatchObject({ deliveryStatus: 'delivered' });
  });

  it('takes a replayed or late callback without moving the text back', async () => {
    const replay = await post(callback.params, callback.signature);
    expect(replay.status).toBe(200);
    expect(await outboxDocument(id)).toMatchObject({ deliveryStatus: 'delivered' });
    const otherText = { ...callback.params, MessageSid: `SM${'c'.repeat(32)}`, MessageStatus: 'failed' };
    expect((await post(otherText, sign(otherText))).status).toBe(404);
    const snapshot = await adminDb().collection(MAIL_OUTBOX_COLLECTION).doc(id).get();
    expect(snapshot.get('deliveryStatus')).toBe('delivered');
  });
});
