/**
 * The e-mail outbox: every e-mail the app sends is queued as a `mailOutbox` document and delivered
 * by one worker, `deliverMail` (the Firestore trigger in production, the stack's worker locally),
 * with retries by `deliverDueMail` (a scheduled job).
 *
 * Delivery guarantee. An attempt is claimed in a transaction (pending and due → sending, with a
 * lease), sent through SMTP, and only after the server accepted it recorded as sent. So:
 * - while a lease is live no other worker takes the e-mail: two workers never send it at once;
 * - an attempt that fails before the SMTP server accepts the message is retried (1 min, 5 min,
 *   30 min, 2 h, 12 h), and the e-mail ends `failed` with its last error after the 6th attempt;
 * - the one way to send an e-mail twice is a process that dies after the SMTP server accepted the
 *   message and before the transaction that records `sent` (a window of milliseconds): its lease
 *   expires and another worker sends it again. Marking it sent before sending would instead lose
 *   every e-mail whose process died mid-send. We prefer a rare duplicate to a lost verification link
 *   or invoice: at-least-once delivery, at most once in every run that is not interrupted.
 */
import { randomUUID } from 'node:crypto';
import { emailSchema, ID_PATTERN, type OutboxMailPage } from '@scenecall/shared';
import type { Transaction } from 'firebase-admin/firestore';
import { logEvent } from '../../http/logger';
import { sendMail } from '../../lib/mailer';
import { composeOutboxMail } from './compose';
import { afterFailure, afterSuccess, failureOf, requeued, type AttemptFailure } from './delivery-state';
import type { OutboxMailRecord } from './outbox-record';
import {
  claimOutboxMail,
  createOutboxMail,
  findDueMailIds,
  findNewMailIds,
  finishAttempt,
  listFailedMail,
  listMailToUser,
  requeueFailedMail,
  deleteMailOfUser,
} from './outbox.repository';
import { MAIL_TEMPLATES, type MailDataOf, type MailTemplateName } from './templates';

/** An address (and the user's uid when known), or a user whose address is looked up at delivery. */
export type MailRecipient = { address: string; uid?: string } | { uid: string };

export interface NewMail<Name extends MailTemplateName> {
  template: Name;
  data: MailDataOf<Name>;
  to: MailRecipient;
  replyTo?: string;
  /** Signs the e-mail in place of the agency's team (e.g. the Admin who wrote it). */
  signer?: string;
  /**
   * For e-mail that must exist once (e.g. `invoice-<commissionId>`): the document id, so queueing
   * it again is a no-op. Letters, digits, - and _ (at most 128).
   */
  dedupeKey?: string;
}

function newRecord<Name extends MailTemplateName>(mail: NewMail<Name>, now: Date): OutboxMailRecord {
  const data = MAIL_TEMPLATES[mail.template].data.parse(mail.data) as Record<string, unknown>;
  if (mail.dedupeKey !== undefined && !ID_PATTERN.test(mail.dedupeKey)) throw new Error('Invalid mail dedupe key');
  const address = 'address' in mail.to ? emailSchema.parse(mail.to.address) : null;
  const createdAt = now.toISOString();
  return {
    to: address,
    recipientUid: mail.to.uid ?? null,
    template: mail.template,
    data,
    replyTo: mail.replyTo ? emailSchema.parse(mail.replyTo) : null,
    signer: mail.signer ?? null,
    dedupeKey: mail.dedupeKey ?? null,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: createdAt,
    leaseId: null,
    lastAttemptAt: null,
    lastError: null,
    subject: null,
    createdAt,
    sentAt: null,
    failedAt: null,
  };
}

/**
 * Queues an e-mail. With `tx`, the e-mail is written by that transaction, so it exists exactly
 * when the state change that causes it commits; then a `dedupeKey` that is already taken makes the
 * transaction fail with ALREADY_EXISTS (use a key only for a change that happens once, as marking a
 * commission paid). Without `tx`, a taken key answers `created: false` and changes nothing.
 */
export async function enqueueMail<Name extends MailTemplateName>(
  mail: NewMail<Name>,
  options: { tx?: Transaction; now?: Date } = {},
): Promise<{ id: string; created: boolean }> {
  const record = newRecord(mail, options.now ?? new Date());
  const result = await createOutboxMail(record, { id: mail.dedupeKey, tx: options.tx });
  logEvent('mail.queued', {
    id: result.id,
    template: mail.template,
    created: result.created,
    inTransaction: !!options.tx,
  });
  return result;
}

export type DeliveryOutcome =
  | 'sent'
  | 'retry-scheduled'
  | 'failed'
  | 'not-found'
  | 'not-due'
  | 'busy'
  | 'already-sent'
  | 'already-failed'
  | 'gave-up'
  | 'lease-lost';

const SKIPPED = {
  'not-found': 'not-found',
  'not-due': 'not-due',
  busy: 'busy',
  sent: 'already-sent',
  failed: 'already-failed',
  'gave-up': 'gave-up',
} as const satisfies Record<string, DeliveryOutcome>;

/** Delivers one outbox e-mail if it is due and no other worker holds it. `now` is for tests and sweeps. */
export async function deliverMail(id: string, options: { now?: Date } = {}): Promise<DeliveryOutcome> {
  const clock = () => options.now ?? new Date();
  const leaseId = randomUUID();
  const claim = await claimOutboxMail(id, clock(), leaseId);
  if (claim.outcome !== 'claimed') {
    if (claim.outcome === 'gave-up') logEvent('mail.failed', { id, reason: 'interrupted' });
    return SKIPPED[claim.outcome];
  }
  const { record } = claim;
  let onNotSent: (() => Promise<void>) | undefined;
  let delivered: { subject: string; to: string };
  try {
    const composed = await composeOutboxMail(record);
    onNotSent = composed.onNotSent;
    delivered = { subject: composed.message.subject, to: composed.message.to };
    await sendMail(composed.message);
  } catch (error) {
    await onNotSent?.().catch(() => logEvent('mail.undo_failed', { id }));
    return recordFailure(id, leaseId, record, clock(), failureOf(error));
  }
  return recordSent(id, leaseId, record, clock(), delivered);
}

async function recordSent(
  id: string,
  leaseId: string,
  record: OutboxMailRecord,
  now: Date,
  delivered: { subject: string; to: string },
): Promise<DeliveryOutcome> {
  const { written, before } = await finishAttempt(id, leaseId, () => afterSuccess(now, delivered), { force: true });
  const event = { id, template: record.template, attempt: record.attempts };
  if (!written) logEvent('mail.sent_twice', event);
  else if (before?.leaseId !== leaseId) logEvent('mail.sent_after_lease_lost', event);
  else logEvent('mail.sent', event);
  return 'sent';
}

async function recordFailure(
  id: string,
  leaseId: string,
  record: OutboxMailRecord,
  now: Date,
  failure: AttemptFailure,
): Promise<DeliveryOutcome> {
  // `record.attempts` already counts this attempt, and nobody else changes it while the lease is ours.
  const update = afterFailure(record.attempts, now, failure);
  const { written } = await finishAttempt(id, leaseId, () => update);
  const event = { id, template: record.template, attempt: record.attempts, code: failure.code };
  if (!written) {
    logEvent('mail.attempt_lease_lost', event);
    return 'lease-lost';
  }
  const final = update.state === 'failed';
  logEvent(final ? 'mail.failed' : 'mail.retry_scheduled', event);
  return final ? 'failed' : 'retry-scheduled';
}

export type DeliverySummary = Partial<Record<DeliveryOutcome, number>>;

/** Runs `deliver` over the ids, a few at a time, and counts the outcomes. */
async function deliverAll(ids: string[], deliver: (id: string) => Promise<DeliveryOutcome>): Promise<DeliverySummary> {
  const summary: DeliverySummary = {};
  const queue = [...ids];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      const outcome = await deliver(id);
      summary[outcome] = (summary[outcome] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, ids.length) }, worker));
  return summary;
}

/** The retry sweep: pending e-mail that is due, and attempts whose worker died (expired lease). */
export async function deliverDueMail(now = new Date(), limit = 100): Promise<DeliverySummary> {
  const ids = await findDueMailIds(now, limit);
  return deliverAll(ids, (id) => deliverMail(id, { now }));
}

/** E-mail not attempted yet: on the local stack, what the Firestore trigger does in production. */
export async function deliverNewMail(limit = 20): Promise<DeliverySummary> {
  return deliverAll(await findNewMailIds(limit), (id) => deliverMail(id));
}

/** For the admin screens: e-mail to one user, newest first. */
export const mailToUser = (uid: string, page: { limit: number; after?: string }): Promise<OutboxMailPage> =>
  listMailToUser(uid, page.limit, page.after);

/** For the admin screens: e-mail that failed for good, most recent failure first. */
export const failedMail = (page: { limit: number; after?: string }): Promise<OutboxMailPage> =>
  listFailedMail(page.limit, page.after);

/** An Admin's "try again" on a failed e-mail: one more attempt, now. False when it is not failed. */
export async function retryFailedMail(id: string, now = new Date()): Promise<boolean> {
  const requeuedNow = await requeueFailedMail(id, requeued(now));
  if (requeuedNow) logEvent('mail.requeued', { id });
  return requeuedNow;
}

/** Deleting an account: its e-mails go with it. */
export const forgetMailOfUser = (uid: string): Promise<number> => deleteMailOfUser(uid);
