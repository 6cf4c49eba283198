/**
 * A reminder to pay the commission of a worked day a few days before it is due (issue 36): 14 days
 * after the pay arrived when the performer recorded it; otherwise it asks whether the pay has
 * arrived, and gives the latest due date (4 weeks + 14 days after the shoot). After it, $25.
 */
import {
  calendarDateSchema,
  COMMISSION_DUE_RULE,
  commissionDueForDays,
  formatCad,
  formatDateForPeople,
  idSchema,
  PENALTY_CENTS,
} from '@scenecall/shared';
import { z } from 'zod';
import { config } from '../../../config';
import { findDay } from '../../projects';
import { findParticipant } from '../participants.repository';
import { defineMailTemplate, html, link, paragraphs } from '../../mail';

/** What a commission reminder's e-mail and text are made from (reminders queued before issue 36 lack the due date). */
export const commissionReminderData = z.strictObject({
  dayId: idSchema,
  performerId: idSchema,
  dueOn: calendarDateSchema.optional(),
  payRecorded: z.boolean().optional(),
});
type CommissionReminderData = z.infer<typeof commissionReminderData>;

/** The worked day, and its due date (the queued one, or counted from its dates without a pay date). */
export async function reminderFacts({ dayId, performerId, dueOn, payRecorded }: CommissionReminderData) {
  const [day, participant] = await Promise.all([findDay(dayId), findParticipant(dayId, performerId)]);
  if (!day || !participant) throw new Error('The worked day no longer exists');
  const due = dueOn ?? commissionDueForDays(participant.dates.map((workDate) => ({ workDate })))?.dueOn;
  if (!due) throw new Error('The worked day has no dates');
  return { day, participant, dueOn: due, payRecorded: payRecorded ?? false };
}

export const commissionsUrl = () => `${config().webBaseUrl}/performer/commissions`;

export const commissionReminderTemplate = defineMailTemplate({
  name: 'commission-reminder',
  data: commissionReminderData,
  async compose(data) {
    const { day, participant, dueOn, payRecorded } = await reminderFacts(data);
    const due = formatDateForPeople(dueOn);
    const what = `${day.record.production} (${participant.dates.map(formatDateForPeople).join(', ')})`;
    const penalty = `Paid after ${due}, a ${formatCad(PENALTY_CENTS)} late penalty applies.`;
    const text = payRecorded
      ? `Please pay the agency's commission for ${what} by ${due}, 14 days after your pay arrived. ${penalty} The commission form is already filled from your booking.`
      : `Has your pay for ${what} arrived? Record the date it arrived on your commissions page. ${COMMISSION_DUE_RULE} Without a recorded date, please pay by ${due}. ${penalty}`;
    return {
      subject: payRecorded
        ? `Commission due by ${due}: ${day.record.production}`
        : `Has your pay arrived? ${day.record.production}`,
      text: `${text}\n\n${payRecorded ? 'Pay the commission' : 'Record the pay date or pay the commission'}: ${commissionsUrl()}`,
      html: html`${paragraphs(text)}
        <p>
          ${link(commissionsUrl(), payRecorded ? 'Pay the commission' : 'Record the pay date or pay the commission')}
        </p>`,
    };
  },
});
