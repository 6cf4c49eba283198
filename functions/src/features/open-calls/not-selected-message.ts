/**
 * Tells a submitter the call closed without them: e-mail, and a text when they chose texts for
 * booking news (shared `messageChannelsFor`, as the booking loop decides), queued in the closing
 * transaction. A text going alone carries the e-mail as its fallback: nobody is left wondering.
 */
import { agencyDateOf, recipientChannelsFor } from '@scenecall/shared';
import { enqueueMail, enqueueText } from '../mail';
import { notSelectedTemplate } from './mail/not-selected.mail';
import type { TellNotSelected } from './open-calls.repository';
import { notSelectedText } from './texts/not-selected.text';

export const tellNotSelected: TellNotSelected = async (tx, submission, user, now) => {
  const { callId, performerId } = submission;
  const data = { callId, performerId };
  const channels = recipientChannelsFor(user ?? {}, 'bookings', agencyDateOf(now));
  const email = {
    template: notSelectedTemplate,
    data,
    to: { uid: performerId },
    dedupeKey: `open-call-not-selected-${callId}-${performerId}`,
  };
  if (channels.includes('email')) await enqueueMail(email, { tx, now });
  if (channels.includes('sms')) {
    const fallback = channels.includes('email') ? undefined : { ...email, dedupeKey: undefined };
    await enqueueText(
      {
        template: notSelectedText,
        data,
        to: { uid: performerId },
        dedupeKey: `open-call-not-selected-text-${callId}-${performerId}`,
        fallback,
      },
      { tx, now },
    );
  }
};
