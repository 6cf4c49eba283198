/** The commission reminder by text, for performers who chose texts for reminders: the day, the due date, the link. */
import {
  addCalendarDays,
  formatCad,
  formatDateForTexts,
  idSchema,
  LATE_COMMISSION_DAYS,
  PENALTY_CENTS,
  productionDayName,
} from '@scenecall/shared';
import { z } from 'zod';
import { config } from '../../../config';
import { defineTextTemplate } from '../../mail';
import { findDay, findParticipant } from '../../projects';

export const commissionReminderText = defineTextTemplate({
  name: 'commission-reminder-text',
  data: z.strictObject({ dayId: idSchema, performerId: idSchema }),
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
