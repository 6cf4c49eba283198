/** The outbox as staff screens see it: every e-mail and text the app sends, with its delivery state. */
import type { MessageChannel, TextDeliveryStatus } from './texts';

/** pending → sending → sent | failed (a failed delivery goes back to pending until its last attempt). */
export const MAIL_STATES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

export const MAIL_OUTBOX_COLLECTION = 'mailOutbox';

/** One outbox e-mail in an admin list (no template data: it may hold what only the recipient should read). */
export interface OutboxMailView {
  id: string;
  channel: MessageChannel;
  /**
   * The address (a text: the E.164 number) it went (or goes) to; null until delivery when it was
   * queued for a user by uid.
   */
  to: string | null;
  recipientUid: string | null;
  template: string;
  /** The subject (a text: its body) as rendered by its last attempt; null before the first attempt. */
  subject: string | null;
  /** Handed over: `sent` once SMTP or the SMS provider accepted it. */
  state: MailState;
  /** A text: what the provider last reported of it (null before it was handed over, and for e-mail). */
  deliveryStatus: TextDeliveryStatus | null;
  deliveryStatusAt: string | null;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  failedAt: string | null;
}

export interface OutboxMailPage {
  mail: OutboxMailView[];
  /** Pass as `after` for the next page; null on the last page. */
  next: string | null;
}
