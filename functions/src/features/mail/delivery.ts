/**
 * Delivering the outbox: one attempt per call, claimed in a transaction with a lease (see
 * outbox.service.ts for the guarantee). Called by the composition root only (the Firestore trigger
 * in index.ts, the `mail-sweep` job, the local stack's worker), never by a feature: it looks
 * templates up in `mail-templates.ts`, which imports the features that own them.
 */
import { randomUUID } from 'node:crypto';
import { logEvent } from '../../http/logger';
import { config } from '../../config';
import { sendMail } from '../../lib/mailer';
import { withRunCache } from '../../lib/run-cache';
import { sendText, twilioErrorOf } from '../../lib/sms';
import {
  agencyDateOf,
  quietHoursEnd,
  TEXT_DELIVERY_STATUSES,
  TEXTS_PER_PHONE_PER_DAY,
  textStatusAdvances,
  type TextDeliveryStatus,
} from '@scenecall/shared';
import { composeOutboxMail, composeOutboxText, textNoLongerAllowed } from './compose';
import { afterFailure, afterSuccess, failureOf, PermanentMailError, type AttemptFailure } from './delivery-state';
import type { OutboxMailRecord } from './outbox-record';
import { claimOutboxMail, findDueMailIds, findNewMailIds, finishAttempt } from './outbox.repository';
import { fallbackRecord } from './outbox.service';
import { takeDailyText } from './text-counts.repository';

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
  | 'lease-lost'
  | 'held';

const SKIPPED = {
  'not-found': 'not-found',
  'not-due': 'not-due',
  busy: 'busy',
  sent: 'already-sent',
  failed: 'already-failed',
  'gave-up': 'gave-up',
} as const satisfies Record<string, DeliveryOutcome>;

interface DeliveryOptions {
  /** For tests and sweeps. */
  now?: Date;
  /** Whether quiet hours hold texts: the configuration's unless a test says (config().sms.quietHours). */
  quietHours?: boolean;
}

/** Delivers one outbox e-mail if it is due and no other worker holds it. */
export async function deliverMail(id: string, options: DeliveryOptions = {}): Promise<DeliveryOutcome> {
  const clock = () => options.now ?? new Date();
  const leaseId = randomUUID();
  const claim = await claimOutboxMail(id, clock(), leaseId);
  if (claim.outcome !== 'claimed') {
    if (claim.outcome === 'gave-up') logEvent('mail.failed', { id, reason: 'interrupted' });
    return SKIPPED[claim.outcome];
  }
  const { record } = claim;
  if (record.channel === 'sms') {
    return deliverText(id, leaseId, record, clock, options.quietHours ?? config().sms.quietHours);
  }
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

/**
 * Twilio refused the text for good: a 4xx answer of its REST API (an invalid or unsubscribed
 * number, a bad body), except 429 (too many requests). 5xx answers and network errors are retried.
 */
function refusedForGood(error: unknown): boolean {
  const refusal = twilioErrorOf(error);
  return !!refusal && refusal.status >= 400 && refusal.status < 500 && refusal.status !== 429;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Where the provider reports a text's delivery: the outbox id rides in the URL Twilio signs. */
export const textStatusCallbackUrl = (id: string) => `${config().webBaseUrl}/api/sms/status?outbox=${id}`;

const asTextStatus = (status: string): TextDeliveryStatus =>
  (TEXT_DELIVERY_STATUSES as readonly string[]).includes(status) ? (status as TextDeliveryStatus) : 'queued';

/** One attempt of a text: composed, handed to the SMS provider, recorded with the provider's id. */
async function deliverText(
  id: string,
  leaseId: string,
  record: OutboxMailRecord,
  clock: () => Date,
  quietHours: boolean,
): Promise<DeliveryOutcome> {
  // Consent is read again at every attempt: STOP stops a retry and a text held for quiet hours too.
  const refusal = await textNoLongerAllowed(record);
  if (refusal) {
    logEvent('mail.text_cancelled', { id, template: record.template });
    return recordFailure(id, leaseId, record, clock(), failureOf(new PermanentMailError(refusal)), {
      subject: await wouldHaveSaid(record),
    });
  }
  const quietUntil = record.urgent || !quietHours ? null : quietHoursEnd(clock());
  if (quietUntil) return holdForQuietHours(id, leaseId, record, quietUntil);
  let onNotSent: (() => Promise<void>) | undefined;
  let body: string | undefined;
  let handed: { subject: string; to: string; providerId: string; status: TextDeliveryStatus };
  try {
    const composed = await composeOutboxText(record);
    onNotSent = composed.onNotSent;
    body = composed.body;
    if (!(await takeDailyText(composed.to, agencyDateOf(clock()), TEXTS_PER_PHONE_PER_DAY, id))) {
      throw new PermanentMailError(`The daily limit of ${TEXTS_PER_PHONE_PER_DAY} texts to this number is reached`);
    }
    const accepted = await sendText({
      to: composed.to,
      body: composed.body,
      statusCallback: textStatusCallbackUrl(id),
    });
    handed = {
      subject: composed.body,
      to: composed.to,
      providerId: accepted.sid,
      status: asTextStatus(accepted.status),
    };
  } catch (error) {
    await onNotSent?.().catch(() => logEvent('mail.undo_failed', { id }));
    const cause = refusedForGood(error) ? new PermanentMailError(errorMessage(error)) : error;
    // The words stay with a text that was not sent (refused, over the cap), for the Admin's list.
    return recordFailure(id, leaseId, record, clock(), failureOf(cause), body ? { subject: body } : {});
  }
  const now = clock();
  return recordSent(id, leaseId, record, now, { subject: handed.subject, to: handed.to }, (before) => ({
    providerId: handed.providerId,
    // A status callback may have come before this write: it is never moved back.
    ...(textStatusAdvances(before.deliveryStatus ?? null, handed.status)
      ? { deliveryStatus: handed.status, deliveryStatusAt: now.toISOString() }
      : {}),
  }));
}

/**
 * Quiet hours (22:00–07:00 Toronto time): the text waits, pending, until 07:00, when the sweep sends
 * it. The claim counted as one of its attempts (so the new-mail poll does not take it again).
 */
async function holdForQuietHours(
  id: string,
  leaseId: string,
  record: OutboxMailRecord,
  until: Date,
): Promise<DeliveryOutcome> {
  const { written } = await finishAttempt(id, leaseId, () => ({
    state: 'pending',
    nextAttemptAt: until.toISOString(),
    leaseId: null,
    lastError: 'Held for quiet hours (no texts from 10:00 PM to 7:00 AM Toronto time)',
  }));
  logEvent('mail.text_held', { id, template: record.template });
  return written ? 'held' : 'lease-lost';
}

async function recordSent(
  id: string,
  leaseId: string,
  record: OutboxMailRecord,
  now: Date,
  delivered: { subject: string; to: string },
  extra: (before: OutboxMailRecord) => Partial<OutboxMailRecord> = () => ({}),
): Promise<DeliveryOutcome> {
  const { written, before } = await finishAttempt(
    id,
    leaseId,
    (current) => ({ ...afterSuccess(now, delivered), ...extra(current) }),
    { force: true },
  );
  const event = { id, template: record.template, attempt: record.attempts };
  if (!written) logEvent('mail.sent_twice', event);
  else if (before?.leaseId !== leaseId) logEvent('mail.sent_after_lease_lost', event);
  else logEvent('mail.sent', event);
  return 'sent';
}

/** What a cancelled text would have said, for the Admin's list (what composing prepared is undone). */
async function wouldHaveSaid(record: OutboxMailRecord): Promise<string | undefined> {
  try {
    const composed = await composeOutboxText(record);
    await composed.onNotSent?.();
    return composed.body;
  } catch {
    return undefined;
  }
}

async function recordFailure(
  id: string,
  leaseId: string,
  record: OutboxMailRecord,
  now: Date,
  failure: AttemptFailure,
  shown: { subject?: string } = {},
): Promise<DeliveryOutcome> {
  // `record.attempts` already counts this attempt, and nobody else changes it while the lease is ours.
  const update = { ...afterFailure(record.attempts, now, failure), ...(shown.subject ? shown : {}) };
  // A must-arrive text that failed for good: its e-mail goes instead, in the same transaction.
  const fallback = (text: OutboxMailRecord) => fallbackRecord(text, now);
  const { written } = await finishAttempt(id, leaseId, () => update, { fallback });
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

/**
 * Deliveries at once in one run. Each spends most of its time waiting on Firestore, SMTP or the
 * SMS provider (a run of 1,000 texts 4 at a time left the worker idle half the time); every one
 * holds its own lease, so more at once changes no guarantee.
 */
const DELIVERIES_AT_ONCE = 10;

/**
 * Runs `deliver` over the ids, a few at a time, and counts the outcomes. The run shares its reads
 * (`withRunCache`): the texts of one day read the day, and each recipient, once.
 */
async function deliverAll(ids: string[], deliver: (id: string) => Promise<DeliveryOutcome>): Promise<DeliverySummary> {
  const summary: DeliverySummary = {};
  const queue = [...ids];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      const outcome = await deliver(id);
      summary[outcome] = (summary[outcome] ?? 0) + 1;
    }
  };
  await withRunCache(() => Promise.all(Array.from({ length: Math.min(DELIVERIES_AT_ONCE, ids.length) }, worker)));
  return summary;
}

/** The retry sweep: pending e-mail that is due, and attempts whose worker died (expired lease). */
export async function deliverDueMail(now = new Date(), limit = 100): Promise<DeliverySummary> {
  const ids = await findDueMailIds(now, limit);
  return deliverAll(ids, (id) => deliverMail(id, { now }));
}

/** E-mail not attempted yet: on the local stack, what the Firestore trigger does in production. */
export async function deliverNewMail(limit = 50): Promise<DeliverySummary> {
  return deliverAll(await findNewMailIds(limit), (id) => deliverMail(id));
}
