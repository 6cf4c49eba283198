/** What a mail template is: a data schema and a function that composes the e-mail from that data. */
import type { z } from 'zod';
import type { SafeHtml } from '../html';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** One e-mail's own content; the shared layout adds the agency header, signature and footer. */
export interface MailContent {
  subject: string;
  text: string;
  /** Built with `html` from ../html, so every value in it is escaped. */
  html: SafeHtml;
  attachments?: MailAttachment[];
  /** Leave out the signature (messages the agency receives rather than sends). */
  unsigned?: boolean;
  /** Undoes what composing prepared when the e-mail is not sent after all (e.g. revokes a fresh token). */
  onNotSent?: () => Promise<void>;
}

export interface MailTemplate<Schema extends z.ZodType = z.ZodType> {
  name: string;
  /**
   * The stored data: checked when the e-mail is queued and again when it is delivered. It is
   * readable in the outbox, so it holds ids and plain facts, never secrets or attachments.
   */
  data: Schema;
  /**
   * A message about the performer's work (the booking loop, the workday): for a minor it goes to
   * the guardian in the minor's place (shared `messageRecipientOn`), when queued to `{ uid }`.
   */
  guardianReceivesForMinor?: boolean;
  /** Runs at every delivery attempt: may read current data (e.g. the commission) and render files. */
  compose(data: z.output<Schema>): Promise<MailContent>;
}

export const defineMailTemplate = <Schema extends z.ZodType>(template: MailTemplate<Schema>) => template;
