/**
 * The bookings feature's public module: the only file other features import from it (ESLint enforces
 * this; see CONTRIBUTING.md 'Feature boundaries'). The booking loop's rules: asking, answering, booking, releasing, call times, calendars, worked days; and the e-mails that tell performers.
 */
export { BookingWork } from './booking-work';
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
  readParticipationsAhead,
  type AcknowledgeOutcome,
  type RequestLabel,
  type TextAnswerOutcome,
} from './texts/text-answers';
export { bookingUpdateTemplate } from './mail/booking-update.mail';
export { commissionReminderTemplate } from './mail/commission-reminder.mail';
export { markCommissionPaid, requireWorkedDays } from './worked-days.service';
