/**
 * Every e-mail the app sends, by template name, composed from the features that own them (as
 * routes.ts and jobs.ts are): a template lives with the feature whose facts it tells and the mail
 * feature knows none of them. Delivery looks a queued e-mail's template up here. To add one: write
 * it with `defineMailTemplate` in its feature (`<name>.mail.ts`), queue it with `enqueueMail`, and
 * list it here.
 */
import {
  agencyDateOf,
  formatAgencyDateTime,
  messageRecipientOn,
  recipientEmailOf,
  toE164,
  type MessageRecipient,
  type TextSettings,
} from '@scenecall/shared';
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
import { dataExportReadyTemplate } from './features/privacy';
import { findUser } from './features/users';
import { accountChangeTemplate, accountChangeText } from './features/account-state/account-change.mail';
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
  dataExportReadyTemplate,
  accountChangeTemplate,
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
  accountChangeText,
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

/** Who receives a message about the performer's work today (their guardian while they are a minor). */
async function workRecipientOf(uid: string): Promise<MessageRecipient | undefined> {
  const user = await findUser(uid);
  return user ? messageRecipientOn(user, agencyDateOf(new Date())) : undefined;
}

/**
 * Where an e-mail about the performer's work goes (templates `guardianReceivesForMinor`): the
 * guardian's address for a minor, the minor in copy when the guardian allows it; undefined for an
 * adult, who is reached as every `{ uid }` recipient is.
 */
export async function workEmailOf(uid: string): Promise<{ address: string; cc: string | null } | undefined> {
  const recipient = await workRecipientOf(uid);
  if (recipient?.to !== 'guardian') return undefined;
  const own = (await recipientAddress(uid)) ?? '';
  const chosen = recipientEmailOf(recipient, own);
  return chosen.address ? chosen : undefined;
}

/** Where a text about the performer's work goes: a minor's guardian's number, else the performer's. */
export async function workPhoneOf(uid: string): Promise<string | undefined> {
  const recipient = await workRecipientOf(uid);
  if (recipient?.to !== 'guardian') return recipientPhone(uid);
  return recipient.tel ? toE164(recipient.tel) : undefined;
}

const stoppedOn = (texts: TextSettings) =>
  `Cancelled: texts were turned off (STOP) on ${formatAgencyDateTime(new Date(texts.stoppedAt!), { zone: true })}`;

/**
 * Why a text about a minor's work may no longer go to their guardian (read at every attempt): the
 * guardian's own consent for their number. 'not-a-minor' when the performer is reached themselves.
 */
export async function guardianTextRefusal(uid: string): Promise<string | undefined | 'not-a-minor'> {
  const recipient = await workRecipientOf(uid);
  if (recipient?.to !== 'guardian') return 'not-a-minor';
  if (!recipient.tel) return 'Cancelled: the guardian has no phone number on record';
  if (recipient.texts?.enabled) return undefined;
  if (recipient.texts?.stoppedAt) return stoppedOn(recipient.texts);
  return 'Cancelled: the guardian has not agreed to texts';
}

/**
 * Why a text may no longer go to `{ uid }`, read at every delivery attempt (a retry, a text held
 * for quiet hours): the user does not take texts now (never agreed, unticked the box, or texted
 * STOP since it was queued). Undefined when it may go.
 */
export async function textRefusal(uid: string): Promise<string | undefined> {
  const texts = (await findUser(uid))?.texts;
  if (texts?.enabled) return undefined;
  if (texts?.stoppedAt) return stoppedOn(texts);
  return 'Cancelled: this person has not agreed to texts';
}
