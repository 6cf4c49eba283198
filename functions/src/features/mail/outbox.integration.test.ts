/**
 * The outbox through the real stack: the test process queues and delivers with the same code as
 * the function (and the stack's worker), against the stack's Firestore and MailDev.
 */
import { randomUUID } from 'node:crypto';
import { MAIL_OUTBOX_COLLECTION } from '@scenecall/shared';
import { describe, expect, it } from 'vitest';
import { mailsTo, waitForMail } from '../../../../tools/testing/mail';
import {
  outboxDocument,
  waitForOutboxIdle,
  waitForOutboxMail,
  waitForOutboxState,
  type OutboxDocument,
} from '../../../../tools/testing/outbox';
import { adminDb } from '../../../../tools/testing/users';
import { runWorkerLoop } from '../../../../tools/testing/worker';
import { JOB_RUNS_COLLECTION } from '../../scheduling/job-runs.repository';
import { MAX_ATTEMPTS, RETRY_DELAYS_MS } from './delivery-state';
import { invoiceTemplate } from '../payments/invoice.mail';
import { deliverMail } from './delivery';
import { enqueueMail, failedMail, mailToUser, retryFailedMail } from './outbox.service';
import { supportMessageTemplate } from './templates/support-message';

const newAddress = () => `outbox-${randomUUID().slice(0, 8)}@example.test`;
const supportData = (subject: string) => ({
  uid: 'performer-1',
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  tel: '1-416-555-0100',
  subject,
  message: 'Where do we park on Friday?',
});

function supportMail(address: string, subject = `Parking ${randomUUID().slice(0, 8)}`, dedupeKey?: string) {
  return { template: supportMessageTemplate, data: supportData(subject), to: { address }, dedupeKey };
}

describe('the e-mail outbox', () => {
  it('delivers a queued e-mail once and records it as sent', async () => {
    const address = newAddress();
    const queued = await enqueueMail(supportMail(address, 'Delivered once'));
    expect(queued.created).toBe(true);

    const mail = await waitForMail(address, /Performer support: Delivered once/);
    expect(mail.text).toContain('Where do we park on Friday?');
    const sent = await waitForOutboxState(queued.id, ['sent']);
    expect(sent).toMatchObject({ attempts: 1, to: address, subject: 'Performer support: Delivered once' });
    expect(sent.sentAt).not.toBeNull();
    await waitForOutboxIdle([{ email: address }]);
    expect(await mailsTo(address)).toHaveLength(1);
  });

  it('makes a second enqueue with the same dedupe key a no-op', async () => {
    const address = newAddress();
    const key = `test-${randomUUID()}`;
    const first = await enqueueMail(supportMail(address, 'First of two', key));
    const second = await enqueueMail(supportMail(address, 'Second of two', key));
    expect(first).toEqual({ id: key, created: true });
    expect(second).toEqual({ id: key, created: false });

    await waitForOutboxState(key, ['sent']);
    await waitForOutboxIdle([{ email: address }]);
    const received = await mailsTo(address);
    expect(received.map((mail) => mail.subject)).toEqual(['Performer support: First of two']);
  });

  it('queues an e-mail in a transaction only when the transaction commits', async () => {
    const address = newAddress();
    const key = `test-${randomUUID()}`;
    const marker = adminDb().collection('outboxTestMarkers').doc(key);
    const fail = new Error('the state change is refused');
    await expect(
      adminDb().runTransaction(async (tx) => {
        await enqueueMail(supportMail(address, 'Never queued', key), { tx });
        tx.set(marker, { at: Date.now() });
        throw fail;
      }),
    ).rejects.toBe(fail);
    expect(await outboxDocument(key)).toBeUndefined();

    await adminDb().runTransaction(async (tx) => {
      await enqueueMail(supportMail(address, 'Queued with its change', key), { tx });
      tx.set(marker, { at: Date.now() });
    });
    expect((await marker.get()).exists).toBe(true);
    await waitForMail(address, /Queued with its change/);
  });

  it('sends an e-mail once when workers race for it', async () => {
    const address = newAddress();
    const { id } = await enqueueMail(supportMail(address, 'Raced for'));
    // The stack's worker races these three too.
    const outcomes = await Promise.all([deliverMail(id), deliverMail(id), deliverMail(id)]);
    expect(outcomes.filter((outcome) => outcome === 'sent').length).toBeLessThanOrEqual(1);
    expect(outcomes.every((outcome) => ['sent', 'busy', 'already-sent'].includes(outcome))).toBe(true);

    expect(await waitForOutboxState(id, ['sent'])).toMatchObject({ attempts: 1 });
    await waitForOutboxIdle([{ email: address }]);
    expect(await mailsTo(address)).toHaveLength(1);
  });

  it('retries a failing delivery after 1 min, 5 min, 30 min, 2 h and 12 h, then fails with the last error', async () => {
    const address = newAddress();
    // The invoice of a commission that does not exist: composing it fails at every attempt.
    const { id } = await enqueueMail({
      template: invoiceTemplate,
      data: { commissionId: `missing-${randomUUID().slice(0, 8)}` },
      to: { address },
    });
    // The stack's worker makes the first attempt; the test's clock then runs ahead to each due time.
    let mail: OutboxDocument = await waitForOutboxMail(id, (m) => m.attempts === 1 && m.state === 'pending');
    expect(mail.lastError).toBe('Commission not found');
    // The retry is due 1 min after the attempt failed (a few ms after it started).
    const delay = Date.parse(mail.nextAttemptAt!) - Date.parse(mail.lastAttemptAt!);
    expect(delay).toBeGreaterThanOrEqual(RETRY_DELAYS_MS[0]!);
    expect(delay).toBeLessThan(RETRY_DELAYS_MS[0]! + 10_000);

    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const due = Date.parse(mail.nextAttemptAt!);
      expect(await deliverMail(id, { now: new Date(due - 1) })).toBe('not-due');
      const outcome = await deliverMail(id, { now: new Date(due) });
      mail = (await outboxDocument(id))!;
      expect(mail.attempts).toBe(attempt);
      expect(mail.lastError).toBe('Commission not found');
      if (attempt < MAX_ATTEMPTS) {
        expect(outcome).toBe('retry-scheduled');
        expect(Date.parse(mail.nextAttemptAt!) - due).toBe(RETRY_DELAYS_MS[attempt - 1]);
      } else {
        expect(outcome).toBe('failed');
        expect(mail).toMatchObject({ state: 'failed', nextAttemptAt: null, failedAt: new Date(due).toISOString() });
      }
    }
    expect(await deliverMail(id, { now: new Date(Date.parse(mail.failedAt!) + 86_400_000) })).toBe('already-failed');
    expect(await mailsTo(address)).toEqual([]);

    const failed = await failedMail({ limit: 100 });
    expect(failed.mail.find((entry) => entry.id === id)).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS });
    expect(await retryFailedMail(id)).toBe(true);
    expect(await outboxDocument(id)).toMatchObject({ state: 'pending', failedAt: null });
  });

  it('lists the e-mail to a user newest first, page by page', async () => {
    const uid = `user-${randomUUID().slice(0, 8)}`;
    const address = newAddress();
    const ids: string[] = [];
    for (const minute of [1, 2, 3]) {
      const now = new Date(Date.UTC(2030, 0, 1, 12, minute));
      const queued = await enqueueMail({ ...supportMail(address, `Note ${minute}`), to: { address, uid } }, { now });
      ids.push(queued.id);
    }
    const first = await mailToUser(uid, { limit: 2 });
    expect(first.mail.map((mail) => mail.id)).toEqual([ids[2], ids[1]]);
    expect(first.next).toBe(ids[1]);
    const second = await mailToUser(uid, { limit: 2, after: first.next! });
    expect(second.mail.map((mail) => mail.id)).toEqual([ids[0]]);
    expect(second.next).toBeNull();
    await waitForOutboxIdle([{ email: address, uid }]);
  });

  it("runs the registered retry sweep in the stack's worker, which takes over an attempt whose worker died", async () => {
    const sweepRuns = async () =>
      ((await adminDb().collection(JOB_RUNS_COLLECTION).doc('mail-sweep').get()).get('runs') as number | undefined) ??
      0;
    const runsBefore = await sweepRuns();
    const address = newAddress();
    const id = `test-${randomUUID()}`;
    const interruptedAt = new Date(Date.now() - 10 * 60_000).toISOString();
    // What a worker that died mid-attempt leaves behind: `sending`, with a lease that has expired.
    await adminDb()
      .collection(MAIL_OUTBOX_COLLECTION)
      .doc(id)
      .create({
        to: address,
        recipientUid: null,
        template: 'support-message',
        data: supportData('Interrupted once'),
        replyTo: null,
        signer: null,
        dedupeKey: null,
        state: 'sending',
        attempts: 1,
        nextAttemptAt: new Date(Date.now() - 5 * 60_000).toISOString(),
        leaseId: 'a-worker-that-died',
        lastAttemptAt: interruptedAt,
        lastError: null,
        subject: null,
        createdAt: interruptedAt,
        sentAt: null,
        failedAt: null,
      });

    // Test stacks run jobs when asked (on a deployment, Cloud Scheduler calls it every minute).
    expect(await runWorkerLoop('mail-sweep')).toBe(true);
    await waitForMail(address, /Interrupted once/);
    expect(await waitForOutboxState(id, ['sent'])).toMatchObject({
      attempts: 2,
      lastError: 'The previous attempt was interrupted before it finished',
    });
    expect(await sweepRuns()).toBeGreaterThan(runsBefore);
    const run = (await adminDb().collection(JOB_RUNS_COLLECTION).doc('mail-sweep').get()).data();
    expect(run).toMatchObject({ lastOutcome: 'ok', lastError: null });
    expect(await mailsTo(address)).toHaveLength(1);
  });
});
