/**
 * Queues one performer's alert of a call in the wave's transaction: e-mail, and a text when they
 * chose texts for availability requests (an open call asks for their availability the same way);
 * a text going alone carries the e-mail as its fallback. Quiet hours are the outbox's.
 */
import { agencyDateOf, recipientChannelsFor } from '@scenecall/shared';
import { enqueueMail, enqueueText } from '../mail';
import { alertTemplate } from './mail/alert.mail';
import type { TellOfCall } from './open-call-alerts.repository';
import { alertText } from './texts/alert.text';

export const tellOfCall =
  (callId: string): TellOfCall =>
  async (tx, performerId, user, now) => {
    const data = { callId, performerId };
    const channels = recipientChannelsFor(user ?? {}, 'requests', agencyDateOf(now));
    const email = {
      template: alertTemplate,
      data,
      to: { uid: performerId },
      dedupeKey: `open-call-alert-${callId}-${performerId}`,
    };
    if (channels.includes('email')) await enqueueMail(email, { tx, now });
    if (!channels.includes('sms')) return;
    const fallback = channels.includes('email') ? undefined : { ...email, dedupeKey: undefined };
    const dedupeKey = `open-call-alert-text-${callId}-${performerId}`;
    await enqueueText({ template: alertText, data, to: { uid: performerId }, dedupeKey, fallback }, { tx, now });
  };
