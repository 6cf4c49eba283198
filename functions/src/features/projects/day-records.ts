/** Pure rules for production day records: a new day, its roles, and what the API answers. */
import { randomBytes } from 'node:crypto';
import {
  emptyRoleCounts,
  lateGraceOf,
  type BookingMode,
  type CreateProductionDayBody,
  type ParticipantActor,
  type ProductionDayRecord,
  type ProductionDayView,
  type RoleInput,
  type RoleRecord,
} from '@scenecall/shared';
import { ApiError } from '../../http/api-error';
import type { Caller } from '../../http/caller';
import type { StoredDay } from './production-days.repository';
import type { StoredProject } from './projects.repository';

/**
 * Participants one transaction writes at most with their day: Firestore allows 500 writes per
 * transaction; the day document and a margin take the rest.
 */
export const MAX_PARTICIPANT_WRITES = 450;

/** Who acts on a participant, in the state machine's words. */
export function actorOf(caller: Caller): { by: ParticipantActor; byUid: string } {
  return { by: caller.role === 'Admin' ? 'admin' : 'casting', byUid: caller.uid };
}

const newRoleId = () => `role-${randomBytes(6).toString('hex')}`;

/** Roles of a new day: each gets an id (or keeps the one given) and empty counts. */
export function newRoles(inputs: readonly RoleInput[]): RoleRecord[] {
  const ids = inputs.flatMap((input) => (input.id === undefined ? [] : [input.id]));
  if (new Set(ids).size !== ids.length) throw new ApiError('validation-failed', 'Each role id only once');
  return inputs.map((input) => ({
    id: input.id ?? newRoleId(),
    name: input.name,
    slots: input.slots,
    isSSE: input.isSSE,
    ...(input.rateClass ? { rateClass: input.rateClass } : {}),
    counts: emptyRoleCounts(),
  }));
}

/**
 * The roles after an edit: existing roles (by id) keep their counts, new ones start empty. A role
 * that still has performers cannot be removed, and no role can have fewer slots than it has bookings.
 */
export function editedRoles(
  current: readonly RoleRecord[],
  inputs: readonly RoleInput[],
  participantRoles: Record<string, string>,
): RoleRecord[] {
  const byId = new Map(current.map((role) => [role.id, role]));
  const edited = inputs.map((input) => {
    if (input.id === undefined) return newRoles([input])[0]!;
    const existing = byId.get(input.id);
    if (!existing) throw new ApiError('validation-failed', `Role ${input.name} is not a role of this day`);
    if (input.slots < existing.counts.booked) {
      throw new ApiError(
        'conflict',
        `${input.name} has ${existing.counts.booked} booked performers: it needs at least ${existing.counts.booked} slots`,
      );
    }
    // A form that does not send the commission class keeps the role's.
    const rateClass = input.rateClass === undefined ? (existing.rateClass ?? null) : input.rateClass;
    return { ...existing, name: input.name, slots: input.slots, isSSE: input.isSSE, rateClass };
  });
  const kept = new Set(edited.map((role) => role.id));
  const taken = new Set(Object.values(participantRoles));
  const removedWithPerformers = current.find((role) => !kept.has(role.id) && taken.has(role.id));
  if (removedWithPerformers) {
    throw new ApiError(
      'conflict',
      `${removedWithPerformers.name} has performers on it: take them off before removing it`,
    );
  }
  return edited;
}

/** A new day of `project`, in Draft. */
export function newDayRecord(
  project: StoredProject,
  body: CreateProductionDayBody,
  createdBy: string,
  now: Date,
  bookingMode: BookingMode = 'hand-picked',
): ProductionDayRecord {
  const { roles, ...details } = body;
  const at = now.toISOString();
  return {
    ...details,
    projectId: project.id,
    castingId: project.record.castingId,
    production: project.record.name,
    firstDate: details.dates[0]!,
    lastDate: details.dates[details.dates.length - 1]!,
    status: 'Draft',
    archivedFrom: null,
    bookingMode,
    roles: newRoles(roles),
    participantRoles: {},
    call: null,
    fitting: null,
    availabilityDeadline: null,
    createdBy,
    createdAt: at,
    updatedAt: at,
  };
}

export function toDayView({ id, record }: StoredDay): ProductionDayView {
  const { participantRoles: _participantRoles, createdBy: _createdBy, ...view } = record;
  return { id, ...view, lateGraceMinutes: lateGraceOf(record) };
}
