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
  answeredBefore,
  type BookingMail,
  type BookingPlan,
  type BookingReads,
  type DayForPerformer,
  findDays,
  findDaysForPerformer,
  findDaysPastDeadline,
  findWaitingPastDeadline,
  findWorkedUnpaid,
  foldRoleCountChanges,
  listParticipationsOf,
  prepareBookingIn,
  runBooking,
} from './bookings.repository';
export { actorOf } from './day-records';
export { firstBookedDatesOf } from './first-work-dates.repository';
export { findParticipant, listParticipantsOfDay, watchParticipantsOfDay } from './participants.repository';
export {
  findDay,
  listDaySummariesOfCasting,
  type StoredDay,
  type StoredDaySummary,
} from './production-days.repository';
export { dayOfCaller, type DayTarget, projectOfCaller } from './projects.policy';
export { daysWithChanges } from './role-count-changes.repository';
export { findProject, listProjects as listProjectsOfCasting, type StoredProject } from './projects.repository';
export { logDayCreated, prepareDay, startDay, unsavedProject } from './projects.service';
export { whenRolesRemoved } from './roles-removed';
