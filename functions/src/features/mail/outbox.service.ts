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
import { emailSchema, ID_PATTERN, toE164, type OutboxMailPage, type TextDeliveryStatus } from '@scenecall/shared';
import type { Transaction } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { logEvent } from '../../http/logger';
import { requeued } from './delivery-state';
import type { OutboxMailRecord } from './outbox-record';
import {
  createOutboxMail,
  listFailedMail,
  listMailToUser,
  requeueFailedMail,
  deleteMailOfUser,
  updateTextStatus,
} from './outbox.repository';
import type { MailTemplate } from './templates/template';
import type { TextTemplate } from './templates/text-template';

/** An address (and the user's uid when known), or a user whose address is looked up at delivery. */
export type MailRecipient = { address: string; uid?: string } | { uid: string };

export interface NewMail<Template extends MailTemplate = MailTemplate> {
  /** The template object (its feature exports it); the outbox stores its name. */
  template: Template;
  data: z.input<Template['data']>;
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

/** Who a message goes to and what it says, as the outbox keeps them. */
type Message = Pick<OutboxMailRecord, 'to' | 'recipientUid' | 'template' | 'data'> &
  Partial<Pick<OutboxMailRecord, 'replyTo' | 'signer' | 'dedupeKey'>>;

/** A message not yet attempted: due at once, with no lease, error or outcome. */
function pendingRecord(message: Message, now: Date): OutboxMailRecord {
  const createdAt = now.toISOString();
  return {
    replyTo: null,
    signer: null,
    dedupeKey: null,
    ...message,
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
 * What every queued message starts from: its template's name, its data checked by the template's
 * schema, and its dedupe key checked.
 */
function checkedContent(message: {
  template: MailTemplate | TextTemplate;
  data: unknown;
  dedupeKey?: string;
}): Pick<Message, 'template' | 'data' | 'dedupeKey'> {
  const data = message.template.data.parse(message.data) as Record<string, unknown>;
  if (message.dedupeKey !== undefined && !ID_PATTERN.test(message.dedupeKey)) throw new Error('Invalid dedupe key');
  return { template: message.template.name, data, dedupeKey: message.dedupeKey ?? null };
}

function newRecord(mail: NewMail, now: Date): OutboxMailRecord {
  return pendingRecord(
    {
      ...checkedContent(mail),
      to: 'address' in mail.to ? emailSchema.parse(mail.to.address) : null,
      recipientUid: mail.to.uid ?? null,
      replyTo: mail.replyTo ? emailSchema.parse(mail.replyTo) : null,
      signer: mail.signer ?? null,
    },
    now,
  );
}

/** The e-mail that takes a failed must-arrive text's place, as an outbox record. */
export function fallbackRecord(text: OutboxMailRecord, now: Date): OutboxMailRecord | undefined {
  const mail = text.fallbackMail;
  return mail ? pendingRecord(mail, now) : undefined;
}

/** What only a text's record holds, before the provider has it. */
function textFields(urgent: boolean, fallbackMail: OutboxMailRecord['fallbackMail']) {
  return {
    channel: 'sms',
    urgent,
    fallbackMail,
    fallbackMailId: null,
    providerId: null,
    deliveryStatus: null,
    deliveryStatusAt: null,
  } as const satisfies Partial<OutboxMailRecord>;
}

/** A number (E.164 or as people write it), or a user whose phone is looked up at delivery. */
export type TextRecipient = { phone: string; uid?: string } | { uid: string };

export interface NewText<Template extends TextTemplate = TextTemplate> {
  template: Template;
  data: z.input<Template['data']>;
  to: TextRecipient;
  /** As for e-mail: the document id, for a text that must exist once. */
  dedupeKey?: string;
  /** Sent even in quiet hours (22:00–07:00 Toronto time): a call time changed close to the call. */
  urgent?: boolean;
  /** A text that must arrive: this e-mail goes in its place if the text fails. */
  fallback?: NewMail;
}

function newTextRecord(text: NewText, now: Date): OutboxMailRecord {
  const content = checkedContent(text);
  const phone = 'phone' in text.to ? toE164(text.to.phone) : null;
  if (phone === undefined) throw new Error('Invalid phone number for a text');
  const fallback = text.fallback ? newRecord(text.fallback, now) : null;
  const fallbackMail = fallback && {
    template: fallback.template,
    data: fallback.data,
    recipientUid: fallback.recipientUid,
    to: fallback.to,
  };
  return {
    ...pendingRecord({ ...content, to: phone, recipientUid: text.to.uid ?? null }, now),
    ...textFields(text.urgent ?? false, fallbackMail),
  };
}

/**
 * Queues a text message: the outbox's `sms` channel, delivered by the same worker with the same
 * retries as e-mail. `tx` and `dedupeKey` work as for `enqueueMail`.
 */
export async function enqueueText<Template extends TextTemplate>(
  text: NewText<Template>,
  options: { tx?: Transaction; now?: Date } = {},
): Promise<{ id: string; created: boolean }> {
  const record = newTextRecord(text, options.now ?? new Date());
  const result = await createOutboxMail(record, { id: text.dedupeKey, tx: options.tx });
  logEvent('mail.text_queued', { id: result.id, template: text.template.name, inTransaction: !!options.tx });
  return result;
}

/** The reply to an incoming text, which went back in the webhook's answer (TwiML). */
export interface TextReply {
  /** The incoming text's id (Twilio's MessageSid): the reply is recorded once per incoming text. */
  inReplyTo: string;
  /** The performer's number (E.164), as every text's outbox entry keeps it. */
  phone: string;
  uid: string;
  /** The words sent back, with the sender's name, as a text's outbox entry keeps its body. */
  body: string;
  /**
   * What the change's transaction also writes when the reply is recorded in it (the texts feature
   * records the incoming text's id there, so it is marked acted on exactly when the change commits).
   */
  inTransaction?: (tx: Transaction) => void;
}

const E164_SHAPE = /^\+[1-9]\d{6,14}$/;

/** Outbox template name of replies to incoming texts (they are never composed nor delivered by the worker). */
export const TEXT_REPLY_TEMPLATE = 'text-reply';

/** A reply already sent (in the webhook's answer), recorded as an attempt that succeeded at once. */
function textReplyRecord(reply: TextReply, now: Date): OutboxMailRecord {
  const at = now.toISOString();
  return {
    ...pendingRecord({ to: reply.phone, recipientUid: reply.uid, template: TEXT_REPLY_TEMPLATE, data: {} }, now),
    ...textFields(false, null),
    state: 'sent',
    attempts: 1,
    nextAttemptAt: null,
    lastAttemptAt: at,
    subject: reply.body,
    sentAt: at,
  };
}

/**
 * Records a reply to an incoming text as a text already `sent`, so it is listed with the user's
 * other texts. With `tx`, in the transaction that acted on the incoming text. Once per incoming
 * text: its id is `text-reply-<MessageSid>`.
 */
export async function recordTextReply(reply: TextReply, options: { tx?: Transaction; now?: Date } = {}): Promise<void> {
  const id = `text-reply-${reply.inReplyTo}`;
  if (!ID_PATTERN.test(id)) throw new Error('Invalid incoming text id');
  // The number came in as E.164 from the provider's webhook, already checked there.
  if (!E164_SHAPE.test(reply.phone)) throw new Error('Invalid phone number for a text');
  await createOutboxMail(textReplyRecord(reply, options.now ?? new Date()), { id, tx: options.tx });
  if (options.tx) reply.inTransaction?.(options.tx);
}

/**
 * What the SMS provider reported of a text (its signed status callback): stored when it moves the
 * text forward; a late or repeated callback changes nothing. False when no such text exists.
 */
export async function recordTextStatus(report: {
  outboxId: string;
  providerId: string;
  status: TextDeliveryStatus;
  errorCode?: string;
  now?: Date;
}): Promise<{ found: boolean; changed: boolean }> {
  const now = report.now ?? new Date();
  const result = await updateTextStatus(report.outboxId, report.providerId, report.status, {
    at: now.toISOString(),
    error: report.errorCode ? `The carrier reported error ${report.errorCode}` : undefined,
    fallback: (record) => fallbackRecord(record, now),
  });
  logEvent('mail.text_status', { id: report.outboxId, status: report.status, ...result });
  return result;
}

/**
 * Queues an e-mail. With `tx`, the e-mail is written by that transaction, so it exists exactly
 * when the state change that causes it commits; then a `dedupeKey` that is already taken makes the
 * transaction fail with ALREADY_EXISTS (use a key only for a change that happens once, as marking a
 * commission paid). Without `tx`, a taken key answers `created: false` and changes nothing.
 */
export async function enqueueMail<Template extends MailTemplate>(
  mail: NewMail<Template>,
  options: { tx?: Transaction; now?: Date } = {},
): Promise<{ id: string; created: boolean }> {
  const record = newRecord(mail, options.now ?? new Date());
  const result = await createOutboxMail(record, { id: mail.dedupeKey, tx: options.tx });
  logEvent('mail.queued', {
    id: result.id,
    template: mail.template.name,
    created: result.created,
    inTransaction: !!options.tx,
  });
  return result;
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
