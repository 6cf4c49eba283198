/** A new open call that fits the performer, by text: the title, the closing time and the link. */
import { defineTextTemplate } from '../../mail';
import { alertFacts } from '../mail/alert.mail';
import { notSelectedData } from '../mail/not-selected.mail';

export const alertText = defineTextTemplate({
  name: 'open-call-alert-text',
  data: notSelectedData,
  async compose(data) {
    const { title, dates, closes, openCallsUrl } = await alertFacts(data);
    return {
      body: `New open call for you: "${title}"${dates}. Put yourself forward before ${closes}: ${openCallsUrl}`,
    };
  },
});
