import type { MailState, MessageChannel, OutboxMailView, TextDeliveryStatus } from '@scenecall/shared';

/**
 * The document `mailOutbox/{id}`: one e-mail the app sends. The id is the caller's dedupe key when
 * the e-mail must exist once (e.g. `invoice-<commissionId>`), else a random id. Times are ISO
 * strings. What the recipient reads is rendered from `template` + `data` at delivery time; no
 * rendered body or attachment is ever stored.
 */
export interface OutboxMailRecord {
  /** `sms` for a text; e-mail when absent (entries queued before texts existed). */
  channel?: MessageChannel;
  /**
   * Recipient address (a text: the E.164 number); null when queued for a user by uid only
   * (resolved and stored at delivery).
   */
  to: string | null;
  recipientUid: string | null;
  template: string;
  /** The template's data, checked by its schema when queued and again when delivered. */
  data: Record<string, unknown>;
  replyTo: string | null;
  /** The person who signs the e-mail (the layout's signature); null signs it as the agency. */
  signer: string | null;
  dedupeKey: string | null;
  state: MailState;
  /** Attempts started so far (a claim counts one). */
  attempts: number;
  /**
   * When a worker may next take it: for `pending`, when the next attempt is due; for `sending`, when
   * the current worker's lease expires (after that the attempt counts as interrupted and another
   * worker may take it). Null once sent or failed.
   */
  nextAttemptAt: string | null;
  /** The current attempt's lease, so only the worker that claimed it records its outcome. */
  leaseId: string | null;
  lastAttemptAt: string | null;
  lastError: string | null;
  /** The subject (a text: its body) as rendered by the last attempt that got that far. */
  subject: string | null;
  /** A text: the provider's id for it (Twilio's Message SID), once handed over. */
  providerId?: string | null;
  /** A text: what the provider's status callbacks last said (never moved back). */
  deliveryStatus?: TextDeliveryStatus | null;
  deliveryStatusAt?: string | null;
  /** A text sent even in quiet hours (a call time changed close to the call). */
  urgent?: boolean;
  /**
   * A text that must arrive: the e-mail queued in its place if it fails (the provider refuses it,
   * the carrier reports it failed or undelivered, or the daily cap stops it). Validated when queued.
   */
  fallbackMail?: {
    template: string;
    data: Record<string, unknown>;
    recipientUid: string | null;
    to: string | null;
  } | null;
  /** The fallback e-mail's outbox id, once queued (so it is queued once). */
  fallbackMailId?: string | null;
  createdAt: string;
  sentAt: string | null;
  failedAt: string | null;
}

export function toOutboxMailView(id: string, record: OutboxMailRecord): OutboxMailView {
  return {
    id,
    channel: record.channel ?? 'email',
    to: record.to,
    recipientUid: record.recipientUid,
    template: record.template,
    subject: record.subject,
    state: record.state,
    deliveryStatus: record.deliveryStatus ?? null,
    deliveryStatusAt: record.deliveryStatusAt ?? null,
    attempts: record.attempts,
    lastError: record.lastError,
    createdAt: record.createdAt,
    sentAt: record.sentAt,
    failedAt: record.failedAt,
  };
}
