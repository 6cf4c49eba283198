/**
 * What happened to a performer's booking: booked (with an `.ics` invitation), put on standby,
 * released, expired, no longer needed (blacklisted performers are told only that), a call time
 * (draft, final, or a changed final), a cancellation, a penalty waived.
 */
import { formatDateForPeople, formatCad, PENALTY_CENTS, productionDayName } from '@scenecall/shared';
import { config } from '../../../config';
import { bookingCalendar } from '../booking-calendar';
import { defineMailTemplate, type MailAttachment, html, link, paragraphs } from '../../mail';
import { bookingUpdateData, bookingUpdateFacts, type BookingUpdate } from '../messages/booking-update.facts';

const SUBJECTS: Record<BookingUpdate, string> = {
  booked: 'You are booked',
  standby: 'You are on standby',
  released: 'You were not booked this time',
  expired: 'Your availability request has expired',
  'no-longer-needed': 'You are no longer needed',
  'call-time': 'Your call time',
  cancelled: 'Your booking is cancelled',
  'penalty-waived': 'Your penalty was waived',
};

function message(kind: BookingUpdate, callTime: string | null, changed: boolean, penaltyCents: number): string {
  switch (kind) {
    case 'booked':
      return 'You are booked for this day. The invitation is attached: add it to your calendar. Your call time will follow.';
    case 'standby':
      return 'The role is full for now. You are on standby: if a slot opens, you will be offered it first.';
    case 'released':
      return 'Thank you for answering. The role is filled, so you are not booked for this day. You are free to take other work.';
    case 'expired':
      return 'The time to answer this availability request has passed, so you are not booked for this day.';
    case 'no-longer-needed':
      return 'You are no longer needed for this production. Thank you.';
    case 'call-time':
      return `${changed ? 'Your call time has CHANGED. ' : ''}Your call time is ${callTime ?? ''}. Please acknowledge it in your account under Bookings.`;
    case 'cancelled':
      return penaltyCents > 0
        ? `Your booking is cancelled. It was cancelled less than 24 hours before the call, so the ${formatCad(penaltyCents)} late-cancellation penalty of your agreement applies.`
        : 'Your booking is cancelled.';
    case 'penalty-waived':
      return `The ${formatCad(PENALTY_CENTS)} penalty on this booking was waived.`;
  }
}

export const bookingUpdateTemplate = defineMailTemplate({
  name: 'booking-update',
  guardianReceivesForMinor: true,
  data: bookingUpdateData,
  async compose(data) {
    const { dayId, kind } = data;
    const { day: record, participant, callTime, callTimeChanged, draft } = await bookingUpdateFacts(data);
    const text = message(
      kind,
      callTime ? `${callTime} (${draft ? 'draft' : 'final'})` : null,
      callTimeChanged,
      participant.penaltyCents,
    );
    const about = `${productionDayName(record)}, ${record.dates.map(formatDateForPeople).join(', ')}, ${record.location}`;
    const bookingsUrl = `${config().webBaseUrl}/performer/bookings`;
    const attachments: MailAttachment[] = [];
    if (kind === 'booked' || kind === 'call-time') {
      const domain = new URL(config().webBaseUrl).hostname;
      const ics = await bookingCalendar(record.production, [{ dayId, participant, day: record }], domain);
      attachments.push({
        filename: 'booking.ics',
        content: Buffer.from(ics),
        contentType: 'text/calendar; charset=utf-8',
      });
    }
    const subject = kind === 'call-time' && callTimeChanged ? 'Your call time has changed' : SUBJECTS[kind];
    return {
      subject: `${subject}: ${record.production}`,
      text: [text, '', about, '', `Your bookings: ${bookingsUrl}`].join('\n'),
      html: html`${paragraphs(text)}
        <p>${about}</p>
        <p>${link(bookingsUrl, 'Your bookings')}</p>`,
      attachments,
    };
  },
});
