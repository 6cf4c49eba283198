/** The commission reminder by text, for performers who chose texts for reminders: the day, the due date, the link. */
import { formatCad, formatDateForTexts, PENALTY_CENTS, productionDayName } from '@scenecall/shared';
import { defineTextTemplate } from '../../mail';
import { commissionReminderData, commissionsUrl, reminderFacts } from '../mail/commission-reminder.mail';

export const commissionReminderText = defineTextTemplate({
  name: 'commission-reminder-text',
  data: commissionReminderData,
  async compose(data) {
    const { day, dueOn, payRecorded } = await reminderFacts(data);
    const due = formatDateForTexts(dueOn);
    const name = productionDayName(day.record);
    return {
      body: payRecorded
        ? `Commission for ${name} due ${due} (14 days after your pay); then a ${formatCad(PENALTY_CENTS)} penalty. ${commissionsUrl()}`
        : `Pay for ${name} arrived? Record its date: commission is due 14 days after. Else due ${due}. ${commissionsUrl()}`,
    };
  },
});
