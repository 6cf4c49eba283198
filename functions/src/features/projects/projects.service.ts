/** Projects: create, list, read, archive and restore, and the days of a project (list, create). */
import {
  NO_PROJECT_COMMISSION,
  newParticipant,
  recountRole,
  type BookingMode,
  type ProjectCommission,
  type CreateProductionDayBody,
  type CreateProjectBody,
  type ProductionDaySummary,
  type ProjectRecord,
  type ProjectStatus,
  type ProjectView,
} from '@scenecall/shared';
import { ApiError } from '../../http/api-error';
import type { Caller } from '../../http/caller';
import { logEvent } from '../../http/logger';
import { sanitizeRichText } from '../../lib/sanitize-html';
import { dayBookings, type PreparedDay } from './day-bookings';
import { actorOf, MAX_PARTICIPANT_WRITES, newDayRecord } from './day-records';
import { listDaysOfProject, newDayId } from './production-days.repository';
import {
  insertProject,
  newProjectId,
  listProjects as listStoredProjects,
  updateProject,
  type StoredProject,
} from './projects.repository';

export const toProjectView = ({ id, record }: StoredProject): ProjectView => ({
  id,
  name: record.name,
  castingId: record.castingId,
  status: record.status,
  commission: record.commission ?? NO_PROJECT_COMMISSION,
  createdAt: record.createdAt,
  updatedAt: record.updatedAt,
});

export async function createProject(caller: Caller, castingId: string, body: CreateProjectBody): Promise<string> {
  if (body.castingId !== undefined && body.castingId !== castingId) {
    throw new ApiError('validation-failed', 'The casting account in the body differs from the address', [
      { field: 'castingId', message: 'must match the address' },
    ]);
  }
  const id = await insertProject(newProjectRecord(caller, castingId, body.name));
  logEvent('projects.created', { projectId: id, byRole: caller.role });
  return id;
}

function newProjectRecord(caller: Caller, castingId: string, name: string): ProjectRecord {
  const at = new Date().toISOString();
  return { name, castingId, status: 'active', blacklist: {}, createdBy: caller.uid, createdAt: at, updatedAt: at };
}

/** A project not written yet: `createDay` writes it with its first day (the wizard's new production). */
export const unsavedProject = (caller: Caller, name: string): StoredProject => ({
  id: newProjectId(),
  record: newProjectRecord(caller, caller.uid, name),
});

/** Admin sees every project; a Casting user only theirs. */
export async function listProjects(caller: Caller, status: ProjectStatus = 'active'): Promise<ProjectView[]> {
  const stored = await listStoredProjects(caller.role === 'Admin' ? null : caller.uid, status);
  return stored.map(toProjectView);
}

async function setProjectStatus(project: StoredProject, status: ProjectStatus): Promise<ProjectView> {
  const written = await updateProject(project.id, (current) => {
    if (current.status === status) {
      throw new ApiError(
        'conflict',
        status === 'archived' ? 'This project is already archived' : 'This project is not archived',
      );
    }
    return { write: true, changes: { status } };
  });
  if (!written) throw new ApiError('not-found', 'Project not found');
  logEvent(status === 'archived' ? 'projects.archived' : 'projects.restored', { projectId: project.id });
  return toProjectView({ id: project.id, record: written });
}

/** PUT /project/{id}/commission: the project's commission class and its own rate for SSE-type roles. */
export async function changeProjectCommission(
  caller: Caller,
  project: StoredProject,
  commission: ProjectCommission,
): Promise<ProjectView> {
  const written = await updateProject(project.id, () => ({ write: true, changes: { commission } }));
  if (!written) throw new ApiError('not-found', 'Project not found');
  logEvent('projects.commission_changed', {
    projectId: project.id,
    byRole: caller.role,
    classId: commission.classId ?? 'by-union-status',
    featuredRolePercent: commission.featuredRolePercent ?? undefined,
  });
  return toProjectView({ id: project.id, record: written });
}

export const archiveProject = (project: StoredProject) => setProjectStatus(project, 'archived');
export const restoreProject = (project: StoredProject) => setProjectStatus(project, 'active');

/** GET /project/{id}/days: each day with its dates, earliest first. */
export async function listDays(project: StoredProject): Promise<ProductionDaySummary[]> {
  const days = await listDaysOfProject(project.id);
  return days.map(({ id, record }) => ({
    id,
    title: record.title,
    dates: record.dates,
    location: record.location,
    status: record.status,
  }));
}

/** A performer chosen for a role of a new day (the wizard's selection). */
export interface NewDayParticipant {
  performerId: string;
  roleId: string;
}

/**
 * Builds a production day of the project with its roles and (for the casting wizard) its first
 * participants (status `selected`, counted on their roles, in `participantRoles`), after checking
 * each names a role of the day and no performer is listed twice. Nothing is written yet.
 */
export async function prepareDay(
  caller: Caller,
  project: StoredProject,
  body: CreateProductionDayBody,
  firstParticipants: readonly NewDayParticipant[] = [],
  { bookingMode = 'hand-picked', projectIsNew = false }: { bookingMode?: BookingMode; projectIsNew?: boolean } = {},
): Promise<PreparedDay> {
  if (project.record.status !== 'active') throw new ApiError('conflict', 'This project is archived. Restore it first');
  if (firstParticipants.length > MAX_PARTICIPANT_WRITES) {
    throw new ApiError('validation-failed', 'Too many performers to add at once');
  }
  const now = new Date();
  const notes = await sanitizeRichText(body.notes);
  const record = newDayRecord(project, { ...body, notes }, caller.uid, now, bookingMode);
  const known = new Set(record.roles.map((role) => role.id));
  const performers = new Set<string>();
  for (const participant of firstParticipants) {
    if (!known.has(participant.roleId))
      throw new ApiError('validation-failed', 'A participant names a role the day does not have');
    if (performers.has(participant.performerId))
      throw new ApiError('validation-failed', 'A performer is on one role of a day only');
    performers.add(participant.performerId);
  }
  const id = newDayId();
  const context = { ...actorOf(caller), now };
  const participants = firstParticipants.map(({ performerId, roleId }) => {
    record.roles = recountRole(record.roles, roleId, null, 'selected');
    record.participantRoles[performerId] = roleId;
    const fields = { dayId: id, projectId: record.projectId, castingId: record.castingId, performerId, roleId };
    return newParticipant({ ...fields, dates: record.dates }, context);
  });
  return { project, projectIsNew, id, record, participants };
}

export function logDayCreated(caller: Caller, day: PreparedDay): void {
  if (day.projectIsNew) logEvent('projects.created', { projectId: day.project.id, byRole: caller.role });
  logEvent('projects.day_created', { projectId: day.project.id, dayId: day.id, roles: day.record.roles.length });
}

/**
 * Creates a production day of the project, with its roles and first participants, in one
 * transaction (the booking loop's write path); an `unsavedProject` is written in it too. Answers
 * the new day's id.
 */
export async function createDay(
  caller: Caller,
  project: StoredProject,
  body: CreateProductionDayBody,
  firstParticipants: readonly NewDayParticipant[] = [],
  options: { bookingMode?: BookingMode; projectIsNew?: boolean } = {},
): Promise<string> {
  const day = await prepareDay(caller, project, body, firstParticipants, options);
  await dayBookings().createDay(day);
  logDayCreated(caller, day);
  return day.id;
}
