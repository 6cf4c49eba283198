/**
 * The projects feature's public module: the only file other features import from it (ESLint enforces
 * this; see CONTRIBUTING.md 'Feature boundaries'). Projects, production days and their participants: the data and its one write path (`runBooking`), and the services that manage them.
 */
export {
  type BookingLinkRecord,
  deleteBookingLink,
  findBookingLink,
  saveBookingLink,
} from './booking-links.repository';
export {
  type DayForPerformer,
  findDaysForPerformer,
  findDaysPastDeadline,
  findWaitingPastDeadline,
  findWorkedUnpaid,
  listParticipationsOf,
} from './booking-finders.repository';
export { type BookingMail, type BookingPlan, prepareBookingIn, runBooking } from './booking-plan.repository';
export { type BookingReads } from './booking-reads.repository';
export { answeredBefore } from './request-answers.repository';
export { foldRoleCountChanges } from './role-count-folding.repository';
export { actorOf } from './day-records';
export { findParticipant, listParticipantsOfDay, watchParticipantsOfDay } from './participants.repository';
export {
  findDay,
  findDays,
  listDaySummariesOfCasting,
  type StoredDay,
  type StoredDaySummary,
} from './production-days.repository';
export { dayOfCaller, type DayTarget, projectOfCaller } from './projects.policy';
export { daysWithChanges } from './role-count-changes.repository';
export { findProject, listProjects as listProjectsOfCasting, type StoredProject } from './projects.repository';
export { logDayCreated, prepareDay, startDay, unsavedProject } from './projects.service';
export { whenRolesRemoved } from './roles-removed';
