/** A call closed without choosing the performer, by text: one kind line and where to find others. */
import { defineTextTemplate } from '../../mail';
import { notSelectedData, notSelectedFacts } from '../mail/not-selected.mail';

export const notSelectedText = defineTextTemplate({
  name: 'open-call-not-selected-text',
  data: notSelectedData,
  async compose(data) {
    const { title, dates, listUrl } = await notSelectedFacts(data);
    return {
      body: `Thank you for putting yourself forward for "${title}"${dates}. The call is closed and casting chose other performers this time. More open calls: ${listUrl}`,
    };
  },
});
