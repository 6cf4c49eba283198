/** The commission reminder by text, for performers who chose texts for reminders: the day, the due date, the link. */
import {
  addCalendarDays,
  formatCad,
  formatDateForTexts,
  LATE_COMMISSION_DAYS,
  PENALTY_CENTS,
  productionDayName,
} from '@scenecall/shared';
import { config } from '../../../config';
import { defineTextTemplate } from '../../mail';
import { findDay, findParticipant } from '../../projects';
import { commissionReminderData } from '../mail/commission-reminder.mail';

export const commissionReminderText = defineTextTemplate({
  name: 'commission-reminder-text',
  data: commissionReminderData,
  async compose({ dayId, performerId }) {
    const [day, participant] = await Promise.all([findDay(dayId), findParticipant(dayId, performerId)]);
    if (!day || !participant) throw new Error('The worked day no longer exists');
    const last = participant.dates.at(-1) ?? day.record.lastDate;
    const due = formatDateForTexts(addCalendarDays(last, LATE_COMMISSION_DAYS));
    return {
      body: `Please pay the agency's commission for ${productionDayName(day.record)} by ${due}; after that a ${formatCad(PENALTY_CENTS)} late penalty applies. ${config().webBaseUrl}/performer/commissions`,
    };
  },
});
