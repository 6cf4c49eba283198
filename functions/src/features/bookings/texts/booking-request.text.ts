/**
 * An availability request (or an offered slot) by text: the day in a line, how to answer by reply,
 * and the one-click answer page. "Reply YES or NO" answers through the same booking transaction as
 * the link (features/texts). With several open requests, each carries its short code ("YES 2").
 */
import {
  bookingRequestWording,
  formatAgencyTimeForTexts,
  formatDateForTexts,
  isMinor,
  productionDayName,
} from '@scenecall/shared';
import { config } from '../../../config';
import { issueBookingLink } from '../booking-links';
import { findDay } from '../../projects';
import { findParticipant } from '../participants.repository';
import { findUser } from '../../users';
import { defineTextTemplate } from '../../mail';
import { bookingRequestData } from '../mail/booking-request.mail';
import { requestCodeOf } from './request-codes';

/** '$17.20/h' from the day's rate text when it names an hourly amount. */
export function hourlyRateOf(rate: string): string | undefined {
  const match = /\$\s?(\d+(?:\.\d{2})?)\s*(?:\/|per\s)\s*h(?:ou)?r?\b/i.exec(rate);
  return match ? `$${match[1]}/h` : undefined;
}

export const bookingRequestText = defineTextTemplate({
  name: 'booking-request-text',
  guardianReceivesForMinor: true,
  data: bookingRequestData,
  async compose({ dayId, performerId, offer }) {
    const [day, participant, user] = await Promise.all([
      findDay(dayId),
      findParticipant(dayId, performerId),
      findUser(performerId),
    ]);
    if (!day || !participant?.deadline) throw new Error('The request no longer exists');
    const record = day.record;
    // A minor's request is answered by the guardian, by reply or by link (as in the e-mail).
    const dateOfBirth = user?.profile?.dateOfBirth;
    const minor = Boolean(dateOfBirth) && isMinor(dateOfBirth);
    const issued = await issueBookingLink(
      { dayId, performerId, answerer: minor ? 'guardian' : 'performer', deadline: participant.deadline, offer },
      new Date(),
      16,
    );
    const dates = record.dates.map(formatDateForTexts).join(', ');
    const code = await requestCodeOf(dayId, performerId);
    const by = formatAgencyTimeForTexts(participant.deadline, { zone: true });
    // One segment where the content allows (the short link counted): the day's facts go first.
    const body = bookingRequestWording(config().sms.senderName, {
      dayName: productionDayName(record),
      dates,
      facts: [record.union, hourlyRateOf(record.rate), record.location],
      offer: Boolean(offer),
      code,
      by,
      link: issued.short,
    });
    return {
      body,
      onNotSent: issued.revoke,
    };
  },
});
