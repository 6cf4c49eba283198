/** A reminder to pay the commission of a worked day before the 2-week limit (after it, a $25 penalty). */
import {
  addCalendarDays,
  formatCad,
  formatDateForPeople,
  idSchema,
  LATE_COMMISSION_DAYS,
  PENALTY_CENTS,
} from '@scenecall/shared';
import { z } from 'zod';
import { config } from '../../../config';
import { findDay, findParticipant } from '../../projects';
import { defineMailTemplate, html, link, paragraphs } from '../../mail';

/** What a commission reminder's e-mail and text are made from. */
export const commissionReminderData = z.strictObject({ dayId: idSchema, performerId: idSchema });

export const commissionReminderTemplate = defineMailTemplate({
  name: 'commission-reminder',
  data: commissionReminderData,
  async compose({ dayId, performerId }) {
    const [day, participant] = await Promise.all([findDay(dayId), findParticipant(dayId, performerId)]);
    if (!day || !participant) throw new Error('The worked day no longer exists');
    const last = participant.dates.at(-1) ?? day.record.lastDate;
    const due = formatDateForPeople(addCalendarDays(last, LATE_COMMISSION_DAYS));
    const url = `${config().webBaseUrl}/performer/commissions`;
    const text = `Please pay the agency's commission for ${day.record.production} (${participant.dates.map(formatDateForPeople).join(', ')}) by ${due}. After ${LATE_COMMISSION_DAYS} days a ${formatCad(PENALTY_CENTS)} late penalty applies. The commission form is already filled from your booking.`;
    return {
      subject: `Commission due by ${due}: ${day.record.production}`,
      text: `${text}\n\nPay the commission: ${url}`,
      html: html`${paragraphs(text)}
        <p>${link(url, 'Pay the commission')}</p>`,
    };
  },
});
