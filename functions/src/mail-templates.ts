/**
 * Every e-mail the app sends, by template name, composed from the features that own them (as
 * routes.ts and jobs.ts are): a template lives with the feature whose facts it tells and the mail
 * feature knows none of them. Delivery looks a queued e-mail's template up here. To add one: write
 * it with `defineMailTemplate` in its feature (`<name>.mail.ts`), queue it with `enqueueMail`, and
 * list it here.
 */
import { findUserEmail, verifyEmailTemplate } from './features/accounts';
import { bookingRequestTemplate, bookingUpdateTemplate, commissionReminderTemplate } from './features/bookings';
import type { MailTemplate } from './features/mail';
import { customMessageTemplate, massEmailTemplate, supportMessageTemplate } from './features/mail';
import { invoiceTemplate } from './features/payments';

export const ALL_MAIL_TEMPLATES: readonly MailTemplate[] = [
  verifyEmailTemplate,
  supportMessageTemplate,
  invoiceTemplate,
  customMessageTemplate,
  massEmailTemplate,
  bookingRequestTemplate,
  bookingUpdateTemplate,
  commissionReminderTemplate,
] as MailTemplate[];

const BY_NAME = new Map(ALL_MAIL_TEMPLATES.map((template) => [template.name, template]));

export const mailTemplate = (name: string): MailTemplate | undefined => BY_NAME.get(name);

/** Where `{ uid }` recipients are reached: the user document's address, else their Auth account's. */
export const recipientAddress = findUserEmail;
