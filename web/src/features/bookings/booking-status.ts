/** How a booking's state reads to the performer. */
import {
  agencyInstant,
  formatAgencyDateTime,
  formatCad,
  LATE_CANCELLATION_HOURS,
  PENALTY_CENTS,
  type ParticipantStatus,
  type PerformerBookingView,
} from '@scenecall/shared';

export const STATUS_TEXT: Record<ParticipantStatus, string> = {
  selected: 'Selected',
  asked: 'Waiting for your answer',
  offered: 'A slot opened for you',
  available: 'You answered available: casting will confirm',
  unavailable: 'You answered not available',
  expired: 'The time to answer passed',
  standby: 'On standby',
  booked: 'Booked',
  released: 'Not booked',
  cancelled: 'Cancelled',
  worked: 'Worked',
  'no-show': 'No-show',
  blacklisted: 'Not booked',
};

/** When the call is (the final time, else the draft, else the start of the first date). */
export const callOf = (booking: PerformerBookingView): Date =>
  agencyInstant(
    booking.dates[0] ?? '1970-01-01',
    booking.finalCallTime?.time ?? booking.draftCallTime?.time ?? '00:00',
  );

/** Cancelling now would cost the late-cancellation penalty. */
export const cancellingIsLate = (booking: PerformerBookingView, now = new Date()) =>
  callOf(booking).getTime() - now.getTime() < LATE_CANCELLATION_HOURS * 3_600_000;

export const cancelWarning = (booking: PerformerBookingView, now = new Date()) =>
  cancellingIsLate(booking, now)
    ? `Your call is less than ${LATE_CANCELLATION_HOURS} hours away: cancelling now records the ${formatCad(PENALTY_CENTS)} late-cancellation penalty of your agreement.`
    : 'Casting is told at once and the slot is offered to someone else.';

export const deadlineText = (deadline: string | null) =>
  deadline ? `Answer by ${formatAgencyDateTime(deadline, { zone: true })}` : '';

export function penaltyText(booking: PerformerBookingView): string | null {
  if (booking.penaltyCents === 0) return null;
  const what = booking.penaltyReason === 'no-show' ? 'No-show penalty' : 'Late-cancellation penalty';
  return `${what}: ${formatCad(booking.penaltyCents)}${booking.penaltyWaived ? ' (waived)' : ''}`;
}
