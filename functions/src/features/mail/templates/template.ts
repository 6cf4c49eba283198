/** What a mail template is: a data schema and a function that composes the e-mail from that data. */
import type { z } from 'zod';
import type { SafeHtml } from '../html';
import type { ComposedMessage, MessageTemplate } from './message-template';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** One e-mail's own content; the shared layout adds the agency header, signature and footer. */
export interface MailContent extends ComposedMessage {
  subject: string;
  text: string;
  /** Built with `html` from ../html, so every value in it is escaped. */
  html: SafeHtml;
  attachments?: MailAttachment[];
  /** Leave out the signature (messages the agency receives rather than sends). */
  unsigned?: boolean;
}

export type MailTemplate<Schema extends z.ZodType = z.ZodType> = MessageTemplate<Schema, MailContent>;

export const defineMailTemplate = <Schema extends z.ZodType>(template: MailTemplate<Schema>) => template;
