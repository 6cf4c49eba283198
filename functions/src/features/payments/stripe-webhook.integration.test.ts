import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { mailsTo, waitForMail } from '../../../../tools/testing/mail';
import { outboxDocument, waitForOutboxIdle } from '../../../../tools/testing/outbox';
import type { TestUser } from '../../../../tools/testing/users';
import {
  commissionRecord,
  confirmCard,
  craftedEvent,
  createdIntent,
  DECLINED,
  paymentBody,
  performer,
  postWebhook,
  sentEvents,
  SUCCEEDS,
  waitForStatus,
} from './payments.test-support';

const INVOICE_SUBJECT = /Your invoice INV-\d{6}/;
const invoiceMailsTo = async (email: string) =>
  (await mailsTo(email)).filter((mail) => INVOICE_SUBJECT.test(mail.subject));

describe('POST /api/stripe/webhook', () => {
  let ada: TestUser;
  beforeAll(async () => {
    ada = await performer();
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const { commissionId, clientSecret } = await createdIntent(ada.token);
    const payload = craftedEvent('payment_intent.succeeded', {
      id: clientSecret.split('_secret_')[0],
      amount: (await commissionRecord(commissionId)).totalCents,
      metadata: { commissionId },
    });
    expect((await postWebhook(payload, 'whsec_wrong')).status).toBe(400);
    const unsigned = await callApi('/stripe/webhook', {
      method: 'POST',
      rawBody: payload,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(unsigned.status).toBe(400);
    const forged = await callApi('/stripe/webhook', {
      method: 'POST',
      rawBody: payload,
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': 't=1,v1=deadbeef' },
    });
    expect(forged.status).toBe(400);
    expect((await commissionRecord(commissionId)).status).toBe('pending');
  });

  it('after a declined card then a good one ends paid, with one invoice and one invoice e-mail', async () => {
    const { commissionId, clientSecret } = await createdIntent(ada.token);
    const declined = await confirmCard(clientSecret, DECLINED);
    expect(declined.status).toBe(402);
    expect(declined.body.error?.message).toBe('Your card was declined.');
    const failed = await waitForStatus(commissionId, 'failed');
    expect(failed.failureMessage).toBe('Your card was declined.');

    const paidAnswer = await confirmCard(clientSecret, SUCCEEDS);
    expect(paidAnswer.body.status).toBe('succeeded');
    const paid = await waitForStatus(commissionId, 'paid');
    expect(paid.invoiceNumber).toMatch(/^INV-\d{6}$/);
    expect(paid.paidAt).not.toBeNull();

    const mail = await waitForMail(ada.email, new RegExp(`Your invoice ${paid.invoiceNumber}`));
    expect(mail.attachments?.[0]?.contentType).toBe('application/pdf');
    await waitForOutboxIdle([ada]);
    expect(await invoiceMailsTo(ada.email)).toHaveLength(1);
    expect(await outboxDocument(`invoice-${commissionId}`)).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it('changes nothing when an event is replayed or a failure arrives after success', async () => {
    const { commissionId, clientSecret } = await createdIntent(ada.token);
    const before = (await invoiceMailsTo(ada.email)).length;
    await confirmCard(clientSecret, SUCCEEDS);
    const paid = await waitForStatus(commissionId, 'paid');
    await waitForMail(ada.email, new RegExp(`Your invoice ${paid.invoiceNumber}`));

    const [succeeded] = await sentEvents(paid.paymentIntentId!);
    expect(succeeded?.delivered).toBe(true);
    const replay = await postWebhook(succeeded!.payload);
    expect(replay.status).toBe(200);
    expect(replay.body.outcome).toBe('duplicate-event');

    const lateFailure = craftedEvent(
      'payment_intent.payment_failed',
      {
        id: paid.paymentIntentId,
        amount: paid.totalCents,
        metadata: { commissionId },
        last_payment_error: { message: 'Your card was declined.' },
      },
      Math.floor(Date.now() / 1000) + 60,
    );
    expect((await postWebhook(lateFailure)).body.outcome).toBe('unchanged');
    expect((await postWebhook(lateFailure)).body.outcome).toBe('duplicate-event');

    const after = await commissionRecord(commissionId);
    expect(after).toMatchObject({ status: 'paid', invoiceNumber: paid.invoiceNumber, paidAt: paid.paidAt });
    await waitForOutboxIdle([ada]);
    expect(await invoiceMailsTo(ada.email)).toHaveLength(before + 1);
  });

  it('ignores a stale processing event that arrives after a newer failure', async () => {
    const { commissionId, clientSecret } = await createdIntent(ada.token);
    const intent = { id: clientSecret.split('_secret_')[0], amount: 100, metadata: { commissionId } };
    const now = Math.floor(Date.now() / 1000);
    const failure = craftedEvent(
      'payment_intent.payment_failed',
      { ...intent, last_payment_error: { message: 'Your card was declined.' } },
      now,
    );
    expect((await postWebhook(failure)).body.outcome).toBe('updated');
    expect((await postWebhook(craftedEvent('payment_intent.processing', intent, now - 30))).body.outcome).toBe(
      'unchanged',
    );
    expect((await commissionRecord(commissionId)).status).toBe('failed');
  });

  it('does not count a success for a different amount as paid', async () => {
    const { commissionId, clientSecret } = await createdIntent(ada.token);
    const payload = craftedEvent('payment_intent.succeeded', {
      id: clientSecret.split('_secret_')[0],
      amount: 50,
      amount_received: 50,
      metadata: { commissionId },
    });
    expect((await postWebhook(payload)).body.outcome).toBe('unchanged');
    expect((await commissionRecord(commissionId)).status).toBe('pending');
  });

  it("does not mark A's commission paid from a signed event for B's payment that names A's commission", async () => {
    const body = paymentBody();
    const a = await createdIntent(ada.token, body);
    const bob = await performer();
    const b = await createdIntent(bob.token, { ...body, production: `${body.production} (B)` });
    await confirmCard(b.clientSecret, SUCCEEDS);
    const paidB = await waitForStatus(b.commissionId, 'paid');
    const [succeeded] = (await sentEvents(paidB.paymentIntentId!)).filter((e) => e.type === 'payment_intent.succeeded');
    const forged = JSON.parse(succeeded!.payload) as {
      id: string;
      data: { object: { metadata: Record<string, string> } };
    };
    forged.id = `${forged.id}_replayed_for_a`;
    forged.data.object.metadata.commissionId = a.commissionId;
    const answer = await postWebhook(JSON.stringify(forged));
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.outcome).toBe('unchanged');
    expect(await commissionRecord(a.commissionId)).toMatchObject({ status: 'pending', invoiceNumber: null });
  });

  it('acknowledges events it does not act on', async () => {
    const answer = await postWebhook(craftedEvent('charge.refunded', { id: 'ch_x' }));
    expect(answer.status).toBe(200);
    expect(answer.body.received).toBe(true);
  });

  it('numbers invoices sequentially', async () => {
    const numbers: number[] = [];
    for (const _ of [1, 2]) {
      const { commissionId, clientSecret } = await createdIntent(ada.token, paymentBody());
      await confirmCard(clientSecret, SUCCEEDS);
      const paid = await waitForStatus(commissionId, 'paid');
      numbers.push(Number(paid.invoiceNumber!.slice(4)));
    }
    expect(numbers[1]).toBe(numbers[0]! + 1);
  });
});
