/**
 * The bookings feature's public module: the only file other features import from it (ESLint enforces
 * this; see CONTRIBUTING.md 'Feature boundaries'). The booking loop: its rules (asking, answering, booking, releasing,
 * call times, calendars, worked days), its one write path (`runBooking`) and its collections (participants, a day's
 * booking fields, role count changes, booking links, request answers); and the e-mails that tell performers.
 */
export { BookingWork } from './booking-work';
export {
  answeredBefore,
  type BookingMail,
  type BookingPlan,
  type BookingReads,
  findParticipant,
  firstBookedDatesOf,
  listParticipantsOfDay,
  listParticipationsOf,
  prepareBookingIn,
  runBooking,
  watchParticipantsOfDay,
} from './booking-loop.service';
export { dayBookingsForProjects, startDay } from './project-days.service';
export { bookedRoleTermsOf, type BookedRoleTerms } from './booked-role-terms';
export { sendCommissionReminders, type PayDatesOf } from './bookings.jobs';
export {
  askNewDay,
  contextOf,
  selectPerformer,
  selectStep,
  type SelectOutcome,
  unselectPerformer,
} from './casting-bookings.service';
export { readWrapTimesWith, type WrapTimesReader } from './minor-rest';
export { bookingRequestTemplate } from './mail/booking-request.mail';
export { bookingRequestText } from './texts/booking-request.text';
export { bookingUpdateText } from './texts/booking-update.text';
export { commissionReminderText } from './texts/commission-reminder.text';
export {
  acknowledgeByText,
  answerByText,
  type TextAnswerer,
  readParticipationsAhead,
  type AcknowledgeOutcome,
  type RequestLabel,
  type TextAnswerOutcome,
} from './texts/text-answers';
export { bookingUpdateTemplate } from './mail/booking-update.mail';
export { commissionReminderTemplate } from './mail/commission-reminder.mail';
export { markCommissionPaid, requireWorkedDays } from './worked-days.service';
export {
  releaseBookingsWithoutGuardian,
  releaseUpcomingWork,
  type WorkEndingCause,
} from './guardian-withdrawal.service';
export { guardianPageUrl } from './guardian-links';
