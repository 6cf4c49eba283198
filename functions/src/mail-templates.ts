/**
 * Every e-mail the app sends, by template name, composed from the features that own them (as
 * routes.ts and jobs.ts are): a template lives with the feature whose facts it tells and the mail
 * feature knows none of them. Delivery looks a queued e-mail's template up here. To add one: write
 * it with `defineMailTemplate` in its feature (`<name>.mail.ts`), queue it with `enqueueMail`, and
 * list it here.
 */
import { formatAgencyDateTime, toE164 } from '@scenecall/shared';
import { findUserEmail, verifyEmailTemplate } from './features/accounts';
import {
  bookingRequestTemplate,
  bookingRequestText,
  bookingUpdateTemplate,
  bookingUpdateText,
  commissionReminderTemplate,
  commissionReminderText,
} from './features/bookings';
import type { MailTemplate, TextTemplate } from './features/mail';
import { customMessageTemplate, massEmailTemplate, supportMessageTemplate } from './features/mail';
import { alertTemplate, alertText, notSelectedTemplate, notSelectedText } from './features/open-calls';
import { invoiceTemplate } from './features/payments';
import { penaltyNoticeTemplate } from './features/penalties';
import { voucherReminderTemplate, voucherReminderText } from './features/payments/voucher-reminder.mail';
import { textsOnTemplate } from './features/texts';
import {
  guardianAdulthoodTemplate,
  guardianConsentGivenTemplate,
  guardianConsentRequestTemplate,
} from './features/guardians';
import { findUser } from './features/users';
import { voucherReadyTemplate } from './features/workday/voucher-ready.mail';
import { voucherReadyText } from './features/workday/voucher-ready.text';

export const ALL_MAIL_TEMPLATES: readonly MailTemplate[] = [
  verifyEmailTemplate,
  supportMessageTemplate,
  invoiceTemplate,
  customMessageTemplate,
  massEmailTemplate,
  bookingRequestTemplate,
  bookingUpdateTemplate,
  commissionReminderTemplate,
  notSelectedTemplate,
  voucherReadyTemplate,
  voucherReminderTemplate,
  alertTemplate,
  penaltyNoticeTemplate,
  guardianConsentRequestTemplate,
  guardianConsentGivenTemplate,
  guardianAdulthoodTemplate,
] as MailTemplate[];

const BY_NAME = new Map(ALL_MAIL_TEMPLATES.map((template) => [template.name, template]));

export const mailTemplate = (name: string): MailTemplate | undefined => BY_NAME.get(name);

/** Every text message the app sends, by template name (as e-mail templates above). */
export const ALL_TEXT_TEMPLATES: readonly TextTemplate[] = [
  textsOnTemplate,
  bookingRequestText,
  bookingUpdateText,
  commissionReminderText,
  notSelectedText,
  voucherReadyText,
  voucherReminderText,
  alertText,
] as TextTemplate[];

const TEXT_BY_NAME = new Map(ALL_TEXT_TEMPLATES.map((template) => [template.name, template]));

export const textTemplate = (name: string): TextTemplate | undefined => TEXT_BY_NAME.get(name);

/** Where `{ uid }` recipients of a text are reached: the user's phone, in E.164. */
export async function recipientPhone(uid: string): Promise<string | undefined> {
  const tel = (await findUser(uid))?.tel;
  return tel ? toE164(tel) : undefined;
}

/** Where `{ uid }` recipients are reached: the user document's address, else their Auth account's. */
export const recipientAddress = findUserEmail;

/**
 * Why a text may no longer go to `{ uid }`, read at every delivery attempt (a retry, a text held
 * for quiet hours): the user does not take texts now (never agreed, unticked the box, or texted
 * STOP since it was queued). Undefined when it may go.
 */
export async function textRefusal(uid: string): Promise<string | undefined> {
  const texts = (await findUser(uid))?.texts;
  if (texts?.enabled) return undefined;
  if (texts?.stoppedAt) {
    return `Cancelled: texts were turned off (STOP) on ${formatAgencyDateTime(new Date(texts.stoppedAt), { zone: true })}`;
  }
  return 'Cancelled: this person has not agreed to texts';
}
