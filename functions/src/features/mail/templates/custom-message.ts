/**
 * An Admin's own e-mail to a user (/admin/user/email-to/{id}): the subject and the rich text as
 * written, sanitised when queued and again when composed, signed and answered by the signer chosen
 * in 'Sent by' (the outbox record's signer and reply-to).
 */
import { CUSTOM_EMAIL_BODY_MAX, CUSTOM_EMAIL_SUBJECT_MAX, textSchema } from '@scenecall/shared';
import { z } from 'zod';
import { richTextToPlainText, sanitizeRichText } from '../../../lib/sanitize-html';
import { SafeHtml } from '../html';
import { defineMailTemplate } from './template';

export const customMessageTemplate = defineMailTemplate({
  name: 'custom-message',
  data: z.strictObject({
    subject: textSchema.max(CUSTOM_EMAIL_SUBJECT_MAX),
    html: textSchema.max(CUSTOM_EMAIL_BODY_MAX * 2),
  }),
  async compose({ subject, html }) {
    const clean = await sanitizeRichText(html);
    return { subject, text: await richTextToPlainText(clean), html: new SafeHtml(clean) };
  },
});
