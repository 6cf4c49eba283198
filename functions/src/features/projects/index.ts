/**
 * The projects feature's public module: the only file other features import from it (ESLint enforces
 * this; see CONTRIBUTING.md 'Feature boundaries'). Projects and production days (the day's descriptive fields):
 * their read model, policies and services. A day's participants and its booking fields are the bookings feature's,
 * which projects reaches through `DayBookings` (provided by the composition root).
 */
export { type DayBookings, type PreparedDay, provideDayBookings } from './day-bookings';
export { actorOf, MAX_PARTICIPANT_WRITES } from './day-records';
export {
  findDay,
  findDays,
  findProject,
  listDaysOfCasting,
  listDaysOfProject,
  listDaySummariesOfCasting,
  listProjectsOfCasting,
  type StoredDay,
  type StoredDaySummary,
  type StoredProject,
} from './project-reads';
export { dayOfCaller, type DayTarget, projectOfCaller } from './projects.policy';
export { logDayCreated, prepareDay, unsavedProject } from './projects.service';
export { whenRolesRemoved } from './roles-removed';
