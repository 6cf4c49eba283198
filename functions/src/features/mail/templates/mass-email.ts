/**
 * A message from casting to the performers of a production day ('Mass Email'). The body is rich text
 * that was sanitised when it was sent; it is sanitised again here, so only the allow-list's
 * formatting can reach an inbox whatever the stored data says.
 */
import { MASS_EMAIL_MAX_HTML, textSchema } from '@scenecall/shared';
import { z } from 'zod';
import { richTextToPlainText, sanitizeRichText } from '../../../lib/sanitize-html';
import { html, SafeHtml } from '../html';
import { defineMailTemplate, type MailContent } from './template';

const massEmailData = z.strictObject({
  subject: textSchema.min(1).max(200),
  html: textSchema.max(MASS_EMAIL_MAX_HTML),
  production: textSchema.max(200),
});
export type MassEmailData = z.infer<typeof massEmailData>;

export async function massEmailContent(data: MassEmailData): Promise<MailContent> {
  const body = await sanitizeRichText(data.html);
  const about = `About: ${data.production}`;
  return {
    subject: data.subject,
    text: `${await richTextToPlainText(body)}\n\n${about}`,
    html: html`${new SafeHtml(body)}
      <p style="color:#52606d">${about}</p>`,
  };
}

export const massEmailTemplate = defineMailTemplate({
  name: 'mass-email',
  data: massEmailData,
  compose: massEmailContent,
});
