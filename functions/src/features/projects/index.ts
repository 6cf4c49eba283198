/**
 * The projects feature's public module: the only file other features import from it (ESLint enforces
 * this; see CONTRIBUTING.md 'Feature boundaries'). Projects, production days and their participants: the data and its one write path (`runBooking`), and the services that manage them.
 */
export { type DayBookings, type PreparedDay, provideDayBookings } from './day-bookings';
export { actorOf, MAX_PARTICIPANT_WRITES } from './day-records';
export {
  findDay,
  findDays,
  listDaySummariesOfCasting,
  type StoredDay,
  type StoredDaySummary,
} from './production-days.repository';
export { dayOfCaller, type DayTarget, projectOfCaller } from './projects.policy';
export { findProject, listProjects as listProjectsOfCasting, type StoredProject } from './projects.repository';
export { logDayCreated, prepareDay, unsavedProject } from './projects.service';
export { whenRolesRemoved } from './roles-removed';
