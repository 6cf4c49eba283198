/** The commission reminder by text, for performers who chose texts for reminders: the day, the due date, the link. */
import { commissionReminderWording, formatDateForTexts, productionDayName, TEXT_SHORT_PATHS } from '@scenecall/shared';
import { config } from '../../../config';
import { defineTextTemplate } from '../../mail';
import { commissionReminderData, commissionReminderFacts } from '../messages/commission-reminder.facts';

export const commissionReminderText = defineTextTemplate({
  name: 'commission-reminder-text',
  data: commissionReminderData,
  async compose(data) {
    const { day, dueOn, payRecorded } = await commissionReminderFacts(data);
    return {
      body: commissionReminderWording(config().sms.senderName, {
        dayName: productionDayName(day.record),
        due: formatDateForTexts(dueOn),
        payRecorded,
        link: `${config().webBaseUrl}${TEXT_SHORT_PATHS.commissions}`,
      }),
    };
  },
});
