/** A new open call that fits the performer, by text: the title, the closing time and the link. */
import { formatAgencyTimeForTexts, openCallAlertWording } from '@scenecall/shared';
import { config } from '../../../config';
import { defineTextTemplate } from '../../mail';
import { findCall } from '../open-calls.repository';
import { notSelectedData } from '../mail/not-selected.mail';
import { openCallTextFacts } from './open-call-text-facts';

export const alertText = defineTextTemplate({
  name: 'open-call-alert-text',
  guardianReceivesForMinor: true,
  data: notSelectedData,
  async compose(data) {
    const [facts, call] = await Promise.all([openCallTextFacts(data.callId), findCall(data.callId)]);
    const closes = call ? formatAgencyTimeForTexts(call.record.closesAt, { zone: true }) : '';
    return { body: openCallAlertWording(config().sms.senderName, { ...facts, closes }) };
  },
});
