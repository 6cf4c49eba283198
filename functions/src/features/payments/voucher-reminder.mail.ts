/**
 * The reminder for a signed voucher whose commission is still unpaid after it was due (14 days
 * after the pay arrived, or after the latest expected pay date): the signed gross, the due date and
 * what it counted from, and the late penalty.
 */
import {
  calendarDateSchema,
  formatCad,
  formatDateForPeople,
  formatDateForTexts,
  idSchema,
  COMMISSION_DUE_RULE,
  PENALTY_CENTS,
  TEXT_SHORT_PATHS,
  voucherReminderWording,
} from '@scenecall/shared';
import { z } from 'zod';
import { config } from '../../config';
import { defineMailTemplate, defineTextTemplate, html, link, paragraphs } from '../mail';

/** Plain facts of the voucher (the payments feature does not read days): for the e-mail and the text. */
export const voucherReminderData = z.strictObject({
  voucherId: idSchema,
  dayName: z.string().min(1).max(300),
  date: calendarDateSchema,
  grossCents: z.number().int().min(0),
  /** Reminders queued before issue 36 lack these. */
  dueOn: calendarDateSchema.optional(),
  payRecorded: z.boolean().optional(),
});
type VoucherReminderData = z.infer<typeof voucherReminderData>;

const commissionsUrl = () => `${config().webBaseUrl}/performer/commissions`;

const sentence = ({ dayName, grossCents }: VoucherReminderData, date: string) =>
  `The commission for your signed voucher of ${dayName} (${date}, gross ${formatCad(grossCents)}) is overdue; a ${formatCad(PENALTY_CENTS)} late penalty applies.`;

/** When it was due and why, in the rule's words (`COMMISSION_DUE_RULE`). */
const dueSentence = ({ dueOn, payRecorded }: VoucherReminderData) =>
  dueOn
    ? payRecorded
      ? ` It was due on ${formatDateForPeople(dueOn)}, 14 days after your pay arrived.`
      : ` It was due on ${formatDateForPeople(dueOn)}: ${COMMISSION_DUE_RULE} If your pay arrived later, record its date on your commissions page first.`
    : '';

export const voucherReminderTemplate = defineMailTemplate({
  name: 'voucher-commission-reminder',
  guardianReceivesForMinor: true,
  data: voucherReminderData,
  async compose(data) {
    const text = `${sentence(data, formatDateForPeople(data.date))}${dueSentence(data)} The commission form offers the voucher with its gross filled in.`;
    return {
      subject: `Commission overdue: ${data.dayName}`,
      text: `${text}\n\nPay the commission: ${commissionsUrl()}`,
      html: html`${paragraphs(text)}
        <p>${link(commissionsUrl(), 'Pay the commission')}</p>`,
    };
  },
});

export const voucherReminderText = defineTextTemplate({
  name: 'voucher-commission-reminder-text',
  guardianReceivesForMinor: true,
  data: voucherReminderData,
  async compose(data) {
    return {
      body: voucherReminderWording(config().sms.senderName, {
        dayName: data.dayName,
        date: formatDateForTexts(data.date),
        gross: formatCad(data.grossCents),
        link: `${config().webBaseUrl}${TEXT_SHORT_PATHS.commissions}`,
      }),
    };
  },
});
