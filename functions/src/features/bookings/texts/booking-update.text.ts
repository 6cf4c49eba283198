/** What happened to a booking, by text: one line, the day, and (for a call time) "Reply OK to confirm". */
import {
  bookingUpdateWording,
  formatCad,
  formatDateForTexts,
  PENALTY_CENTS,
  productionDayName,
  TEXT_SHORT_PATHS,
} from '@scenecall/shared';
import { config } from '../../../config';
import { defineTextTemplate } from '../../mail';
import { bookingUpdateData, bookingUpdateFacts, type BookingUpdate } from '../messages/booking-update.facts';

function line(kind: BookingUpdate, callTime: string, changed: boolean, penaltyCents: number): string {
  switch (kind) {
    case 'booked':
      return 'You are BOOKED for';
    case 'standby':
      return 'You are on standby (first offered a slot if one opens) for';
    case 'released':
      return 'Thank you: the role is filled, so you are not booked for';
    case 'expired':
      return 'The time to answer has passed, so you are not booked for';
    case 'no-longer-needed':
      return 'You are no longer needed for';
    case 'call-time':
      return `${changed ? 'CALL TIME CHANGED: ' : ''}your call time is ${callTime} for`;
    case 'cancelled':
      return penaltyCents > 0
        ? `Your booking is cancelled (late cancellation: ${formatCad(penaltyCents)} penalty) for`
        : 'Your booking is cancelled for';
    case 'penalty-waived':
      return `The ${formatCad(PENALTY_CENTS)} penalty was waived for`;
  }
}

export const bookingUpdateText = defineTextTemplate({
  name: 'booking-update-text',
  guardianReceivesForMinor: true,
  data: bookingUpdateData,
  async compose(data) {
    const { kind, which } = data;
    const { day: record, participant, callTime, callTimeChanged, draft } = await bookingUpdateFacts(data);
    const time = callTime ? `${callTime}${draft ? ' (draft)' : ''}` : '';
    const dates = record.dates.map(formatDateForTexts).join(', ');
    const what = line(kind, time, callTimeChanged, participant.penaltyCents);
    // One segment where the content allows: the location gives way first, then the day's name is cut short.
    return {
      body: bookingUpdateWording(config().sms.senderName, {
        what,
        dayName: productionDayName(record),
        dates,
        location: record.location,
        askToConfirm: kind === 'call-time' && which === 'final',
        link: `${config().webBaseUrl}${TEXT_SHORT_PATHS.bookings}`,
      }),
    };
  },
});
