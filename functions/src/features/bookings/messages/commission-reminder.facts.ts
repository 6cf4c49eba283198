/**
 * What a commission reminder's e-mail and its text both tell, read once for both: the worked day and
 * its due date (the queued one, or counted from its dates without a pay date). Each channel's
 * template keeps its own wording.
 */
import { calendarDateSchema, commissionDueForDays, idSchema } from '@scenecall/shared';
import { z } from 'zod';
import { findDay } from '../../projects';
import { findParticipant } from '../participants.repository';

/** What a commission reminder's e-mail and text are made from (reminders queued before issue 36 lack the due date). */
export const commissionReminderData = z.strictObject({
  dayId: idSchema,
  performerId: idSchema,
  dueOn: calendarDateSchema.optional(),
  payRecorded: z.boolean().optional(),
});
type CommissionReminderData = z.output<typeof commissionReminderData>;

export async function commissionReminderFacts({ dayId, performerId, dueOn, payRecorded }: CommissionReminderData) {
  const [day, participant] = await Promise.all([findDay(dayId), findParticipant(dayId, performerId)]);
  if (!day || !participant) throw new Error('The worked day no longer exists');
  const due = dueOn ?? commissionDueForDays(participant.dates.map((workDate) => ({ workDate })))?.dueOn;
  if (!due) throw new Error('The worked day has no dates');
  return { day, participant, dueOn: due, payRecorded: payRecorded ?? false };
}
