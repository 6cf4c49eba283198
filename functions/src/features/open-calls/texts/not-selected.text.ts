/** A call closed without choosing the performer, by text: one kind line and where to find others. */
import { openCallNotSelectedWording } from '@scenecall/shared';
import { config } from '../../../config';
import { defineTextTemplate } from '../../mail';
import { notSelectedData } from '../mail/not-selected.mail';
import { openCallTextFacts } from './open-call-text-facts';

export const notSelectedText = defineTextTemplate({
  name: 'open-call-not-selected-text',
  guardianReceivesForMinor: true,
  data: notSelectedData,
  async compose(data) {
    return { body: openCallNotSelectedWording(config().sms.senderName, await openCallTextFacts(data.callId)) };
  },
});
