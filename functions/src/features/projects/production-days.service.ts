/**
 * One production day: the day page (details, roles, participants), editing, the status changes the
 * project screens make (archive, restore), deleting, and the call and fitting sheets.
 */
import {
  HOLDS_THE_DAY,
  isDayEditable,
  nextDayStatus,
  roleDisplayName,
  toCastingPerformer,
  type CallSheet,
  type DayParticipantView,
  type DayStatusEvent,
  type FittingSheet,
  type PerformerProfile,
  type ProductionDayPage,
  type ProductionDayRecord,
  type ProductionDayView,
  type UpdateProductionDayBody,
} from '@scenecall/shared';
import { ApiError } from '../../http/api-error';
import { logEvent } from '../../http/logger';
import { sanitizeRichText } from '../../lib/sanitize-html';
import { editedRoles, toDayView } from './day-records';
import { findUsers } from '../users';
import { dayBookings } from './day-bookings';
import { rolesRemoved } from './roles-removed';
import type { DayTarget } from './projects.policy';
import { findProject } from './projects.repository';
import { toProjectView } from './projects.service';

/** The participants of a day as the day page lists them: casting-safe names, role, status, call times. */
async function participantViews(day: DayTarget['day']): Promise<DayParticipantView[]> {
  const onDay = await dayBookings().participantsOfDay(day.id);
  const users = await findUsers(onDay.map((participant) => participant.performerId));
  const roles = new Map(day.record.roles.map((role) => [role.id, role]));
  return onDay
    .map((participant) => {
      const profile = users.get(participant.performerId)?.profile as Partial<PerformerProfile> | null | undefined;
      const role = roles.get(participant.roleId);
      return {
        performerId: participant.performerId,
        name: toCastingPerformer(participant.performerId, profile).name,
        roleId: participant.roleId,
        roleName: role ? roleDisplayName(role) : '',
        status: participant.status,
        draftCallTime: participant.draftCallTime?.time ?? null,
        finalCallTime: participant.finalCallTime?.time ?? null,
        commissionPaid: participant.commissionPaid,
      };
    })
    .sort((a, b) => a.roleName.localeCompare(b.roleName) || a.name.localeCompare(b.name));
}

export async function readDayPage({ projectId, day }: DayTarget): Promise<ProductionDayPage> {
  const [project, participants] = await Promise.all([findProject(projectId), participantViews(day)]);
  if (!project) throw new ApiError('not-found', 'Project not found');
  return { project: toProjectView(project), day: toDayView(day), participants };
}

const bookedOnDay = (count: number) => `${count} ${count === 1 ? 'performer is' : 'performers are'} booked on this day`;

function refuseUnlessEditable(day: ProductionDayRecord): void {
  if (day.status === 'Archived') throw new ApiError('conflict', 'This day is archived. Restore it first');
  if (!isDayEditable(day.status)) throw new ApiError('conflict', `A ${day.status.toLowerCase()} day cannot be changed`);
}

/**
 * Reads the day and writes what `decide` answers (it may throw to refuse), through the booking
 * loop's write path: new dates are copied to every participant in the same transaction.
 */
async function writeDay(
  target: DayTarget,
  decide: (day: ProductionDayRecord) => Partial<ProductionDayRecord>,
): Promise<ProductionDayView> {
  const dayId = target.day.id;
  const written = await dayBookings().writeDay(dayId, decide);
  if (!written) throw new ApiError('not-found', 'Production day not found');
  return toDayView({ id: dayId, record: written });
}

/** 'Edit Production Day Info': the details (and the roles, when sent). */
export async function updateDayDetails(target: DayTarget, body: UpdateProductionDayBody): Promise<ProductionDayView> {
  const { roles, ...details } = body;
  const notes = await sanitizeRichText(details.notes);
  const view = await writeDay(target, (day) => {
    refuseUnlessEditable(day);
    const booked = day.roles.reduce((sum, role) => sum + role.counts.booked, 0);
    if (booked > 0 && details.dates.join() !== day.dates.join()) {
      throw new ApiError('conflict', `${bookedOnDay(booked)}. Cancel their bookings before changing the dates.`);
    }
    return {
      ...details,
      notes,
      firstDate: details.dates[0]!,
      lastDate: details.dates[details.dates.length - 1]!,
      ...(roles ? { roles: editedRoles(day.roles, roles, day.participantRoles) } : {}),
    };
  });
  logEvent('projects.day_updated', { dayId: target.day.id });
  const kept = new Set(view.roles.map((role) => role.id));
  if (target.day.record.roles.some((role) => !kept.has(role.id))) await rolesRemoved(target.day.id);
  return view;
}

/**
 * Moves the day's status by a named event; the status machine decides (`nextDayStatus`). The
 * project screens archive and restore; the booking loop sends availability checks, books and wraps.
 */
export async function changeDayStatus(target: DayTarget, event: DayStatusEvent): Promise<ProductionDayView> {
  const view = await writeDay(target, (day) => {
    const next = nextDayStatus(day.status, event, day.archivedFrom);
    if (!next.ok) throw new ApiError('conflict', next.reason);
    if (next.status === day.status) return {};
    return { status: next.status, archivedFrom: event === 'archive' ? day.status : null };
  });
  logEvent('projects.day_status_changed', { dayId: target.day.id, event, status: view.status });
  return view;
}

/** 'Delete Production Day': refused while any performer is booked on it. */
export async function deleteDay(target: DayTarget): Promise<void> {
  const deleted = await dayBookings().deleteDayWithParticipants(target.day.id, (_day, onDay) => {
    const booked = onDay.filter((participant) => HOLDS_THE_DAY.includes(participant.status)).length;
    if (booked > 0) throw new ApiError('conflict', `${bookedOnDay(booked)}. Cancel their bookings before deleting it.`);
  });
  if (!deleted) throw new ApiError('not-found', 'Production day not found');
  logEvent('projects.day_deleted', { dayId: target.day.id });
  await rolesRemoved(target.day.id);
}

export async function saveCallSheet(target: DayTarget, call: CallSheet): Promise<ProductionDayView> {
  return writeDay(target, (day) => {
    refuseUnlessEditable(day);
    return { call };
  });
}

export async function saveFittingSheet(target: DayTarget, fitting: FittingSheet): Promise<ProductionDayView> {
  return writeDay(target, (day) => {
    refuseUnlessEditable(day);
    return { fitting };
  });
}
