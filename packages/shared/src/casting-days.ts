/**
 * The casting area's production days (spec 2 §2 'Production explorer', 'Production day view', §3,
 * §7): the explorer's groups, the day view (date as a year/month/day triple, participants as casting
 * cards), the wizard's submit, and the candidate rules every path that selects performers shares.
 */
import { z } from 'zod';
import type { CastingPerformer } from './casting-view';
import type { ParticipantStatus } from './participant-state';
import type { DayStatus } from './production-day-status';
import { idSchema } from './schemas/common';
import {
  BOOKING_MODES,
  rolesSchema,
  wizardDayDetailsSchema,
  type BookingMode,
  type DayUnion,
  type Exterior,
  type RoleCounts,
} from './schemas/production';

/** A role's candidates: performers selected, asked, answered available, or booked. */
export const takenSlots = (counts: RoleCounts): number =>
  counts.selected + counts.asked + counts.available + counts.booked;

/**
 * How many candidates casting may pick for a role: twice its slots. Casting asks more performers
 * than it needs because some answer not available; Confirm books the first available up to the
 * slots, never more, and the others stand by or are released (the booking loop).
 */
export const candidateLimit = (slots: number): number => slots * 2;

export const candidatesLeft = (role: { slots: number; counts: RoleCounts }): number =>
  Math.max(0, candidateLimit(role.slots) - takenSlots(role.counts));

/** Casting adds and removes performers until the day is booked. */
export const isCastingOpen = (status: DayStatus): boolean => status === 'Draft' || status === 'Availability Check';

/** A calendar date as the spec's [year, month, day] triple (month from 1). */
export type DateTriple = [number, number, number];
export const dateTripleOf = (date: string): DateTriple => {
  const [year, month, day] = date.split('-').map(Number);
  return [year ?? 0, month ?? 0, day ?? 0];
};

/** A role as the casting screens show it: the spec's `max` (slots) and `available`, with every count. */
export interface CastingRoleView {
  id: string;
  name: string;
  isSSE: boolean;
  max: number;
  available: number;
  /** Performers counted against the slots (selected + asked + available + booked). */
  taken: number;
  counts: RoleCounts;
}

/** One day in the explorer (spec 2 §3 'list form'). */
export interface CastingDaySummary {
  id: string;
  projectId: string;
  production: string;
  title: string;
  dates: string[];
  /** The first date as [year, month, day]. */
  date: DateTriple;
  location: string;
  status: DayStatus;
  roles: CastingRoleView[];
  availableParticipants: number;
  confirmedParticipants: number;
  invoiceRequestedParticipants: number;
}

/** GET /api/casting/production-days/all: one array of days per production (spec 2 §7). */
export type CastingDayGroups = CastingDaySummary[][];

export interface CastingParticipantView {
  /** The performer's id (spec 2 §3 Participant). */
  id: string;
  roleId: string;
  /** The role's display name. */
  role: string;
  unionStatus: CastingPerformer['unionStatus'];
  status: ParticipantStatus;
  draftCallTime: string | null;
  finalCallTime: string | null;
  commissionPaid: boolean;
  performer: CastingPerformer;
}

/** GET /api/casting/production-days/{id}. */
export interface CastingDayView extends CastingDaySummary {
  union: DayUnion;
  exterior: Exterior;
  selfDriveOnly: boolean;
  notes: string;
  bookingMode: BookingMode;
  /** Add and remove are open (not yet booked). */
  castingOpen: boolean;
  participants: CastingParticipantView[];
}

/**
 * Performers the wizard's Confirm takes at once: it writes each one's participant and availability
 * e-mail in one transaction with the day (Firestore allows 500 writes in one).
 */
export const MAX_WIZARD_PERFORMERS = 240;

/**
 * POST /api/casting/production-days: the wizard's Confirm. Roles carry ids made by the wizard so
 * the participants can name them; the server checks each role takes at most its slots.
 * `requestId` is made once per wizard run, so a retried Confirm answers the first one's day.
 */
export const createCastingDayBodySchema = z
  .strictObject({
    bookingMode: z.enum(BOOKING_MODES, { error: 'Booking mode is required' }),
    details: wizardDayDetailsSchema,
    roles: rolesSchema.refine((roles) => roles.length > 0, { message: 'Select at least one role' }),
    participants: z
      .array(z.strictObject({ performerId: idSchema, roleId: idSchema }))
      .max(MAX_WIZARD_PERFORMERS, { message: 'Too many performers at once' }),
    requestId: z
      .string()
      .regex(/^[A-Za-z0-9-]{8,40}$/, { message: 'is not a valid request id' })
      .optional(),
  })
  .superRefine((body, ctx) => {
    const roles = new Map(body.roles.map((role) => [role.id, role]));
    if (body.roles.some((role) => role.id === undefined))
      ctx.addIssue({ code: 'custom', path: ['roles'], message: 'Each role needs an id' });
    const performers = new Set<string>();
    const perRole = new Map<string, number>();
    for (const { performerId, roleId } of body.participants) {
      if (!roles.has(roleId))
        ctx.addIssue({
          code: 'custom',
          path: ['participants'],
          message: 'A performer names a role the day does not have',
        });
      if (performers.has(performerId))
        ctx.addIssue({ code: 'custom', path: ['participants'], message: 'A performer is on one role of a day only' });
      performers.add(performerId);
      perRole.set(roleId, (perRole.get(roleId) ?? 0) + 1);
    }
    for (const [roleId, count] of perRole) {
      const role = roles.get(roleId);
      if (role && count > candidateLimit(role.slots))
        ctx.addIssue({
          code: 'custom',
          path: ['participants'],
          message: `${role.name} takes at most ${candidateLimit(role.slots)} performers`,
        });
    }
  });
export type CreateCastingDayBody = z.infer<typeof createCastingDayBodySchema>;
export type CreateCastingDayBodyInput = z.input<typeof createCastingDayBodySchema>;

/** POST /api/casting/production-days/{id}/participants: a performer onto a role. */
export const castingParticipantBodySchema = z.strictObject({ performerId: idSchema, roleId: idSchema });
export type CastingParticipantBody = z.infer<typeof castingParticipantBodySchema>;

/** GET /api/casting/performers/all-by-ids?ids=a,b */
export const castingIdsQuerySchema = z.strictObject({
  ids: z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : value.split(',')).filter((item) => item !== ''))
    .pipe(z.array(idSchema).max(100, { message: 'At most 100 ids' })),
});
