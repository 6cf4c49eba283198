/**
 * A reminder to pay the commission of a worked day a few days before it is due (issue 36): 14 days
 * after the pay arrived when the performer recorded it; otherwise it asks whether the pay has
 * arrived, and gives the latest due date (4 weeks + 14 days after the shoot). After it, $25.
 */
import { COMMISSION_DUE_RULE, formatCad, formatDateForPeople, PENALTY_CENTS } from '@scenecall/shared';
import { config } from '../../../config';
import { defineMailTemplate, html, link, paragraphs } from '../../mail';
import { commissionReminderData, commissionReminderFacts } from '../messages/commission-reminder.facts';

const commissionsUrl = () => `${config().webBaseUrl}/performer/commissions`;

export const commissionReminderTemplate = defineMailTemplate({
  name: 'commission-reminder',
  data: commissionReminderData,
  async compose(data) {
    const { day, participant, dueOn, payRecorded } = await commissionReminderFacts(data);
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
