/**
 * Every e-mail the app sends, by template name. To add one: write `templates/<name>.ts` with
 * `defineMailTemplate({ name, data, compose })` and add it here; `enqueueMail` is then typed by it.
 */
import type { z } from 'zod';
import { bookingRequestTemplate } from './booking-request';
import { bookingUpdateTemplate } from './booking-update';
import { commissionReminderTemplate } from './commission-reminder';
import { customMessageTemplate } from './custom-message';
import { invoiceTemplate } from './invoice';
import { massEmailTemplate } from './mass-email';
import { supportMessageTemplate } from './support-message';
import type { MailTemplate } from './template';
import { verifyEmailTemplate } from './verify-email';

export const MAIL_TEMPLATES = {
  'verify-email': verifyEmailTemplate,
  'support-message': supportMessageTemplate,
  invoice: invoiceTemplate,
  'custom-message': customMessageTemplate,
  'mass-email': massEmailTemplate,
  'booking-request': bookingRequestTemplate,
  'booking-update': bookingUpdateTemplate,
  'commission-reminder': commissionReminderTemplate,
} as const;

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
export type MailDataOf<Name extends MailTemplateName> = z.input<(typeof MAIL_TEMPLATES)[Name]['data']>;

export function mailTemplate(name: string): MailTemplate | undefined {
  return Object.hasOwn(MAIL_TEMPLATES, name) ? (MAIL_TEMPLATES[name as MailTemplateName] as MailTemplate) : undefined;
}
