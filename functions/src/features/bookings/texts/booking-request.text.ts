/**
 * An availability request (or an offered slot) by text: the day in a line, how to answer by reply,
 * and the one-click answer page. "Reply YES or NO" answers through the same booking transaction as
 * the link (features/texts). With several open requests, each carries its short code ("YES 2").
 */
import {
  bookingRequestWording,
  formatAgencyTimeForTexts,
  formatDateForTexts,
  productionDayName,
} from '@scenecall/shared';
import { config } from '../../../config';
import { defineTextTemplate } from '../../mail';
import { bookingRequestData, bookingRequestFacts } from '../messages/booking-request.facts';
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
  async compose(data) {
    const { dayId, performerId, offer } = data;
    // A text's link is short: 16 random bytes (see issueBookingLink).
    const { day: record, deadline, links: issued } = await bookingRequestFacts(data, 16);
    const dates = record.dates.map(formatDateForTexts).join(', ');
    const code = await requestCodeOf(dayId, performerId);
    const by = formatAgencyTimeForTexts(deadline, { zone: true });
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
