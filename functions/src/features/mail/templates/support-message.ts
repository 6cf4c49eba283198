/** A performer's message to the agency from /performer/support; the agency replies to the performer. */
import { idSchema, textSchema } from '@scenecall/shared';
import { z } from 'zod';
import { html, paragraphs } from '../html';
import { defineMailTemplate, type MailContent } from './template';

const supportData = z.strictObject({
  uid: idSchema,
  name: textSchema.max(300),
  email: textSchema.max(254),
  tel: textSchema.max(40),
  subject: textSchema.max(150),
  message: textSchema.max(5000),
});
export type SupportMailData = z.infer<typeof supportData>;

export function supportContent(data: SupportMailData): MailContent {
  const from = `— ${data.name} (${data.email}, ${data.tel})`;
  const account = `Account: ${data.uid}`;
  return {
    subject: `Performer support: ${data.subject}`,
    text: `${data.message}\n\n${from}\n${account}`,
    html: html`${paragraphs(data.message)}
      <p>${from}<br />${account}</p>`,
    unsigned: true,
  };
}

export const supportMessageTemplate = defineMailTemplate({
  name: 'support-message',
  data: supportData,
  compose: async (data) => supportContent(data),
});
