/**
 * Projects and production days (spec 2 §3 'Production day', 'Project', 'Project day', 'Role').
 * The spec describes the production day twice, from the casting wizard and from the project
 * screens; here they are one entity: a project (a production, owned by one Casting account) has
 * production days, each with its details, roles (slots) and call/fitting sheets. Its participants
 * (performer + role + booking state) live in their own collection (see `participant-state.ts`).
 */
import { z } from 'zod';
import { ROLE_RATE_CLASSES, type ProjectCommission, type RoleRateClass } from '../commission-rate';
import { addCalendarDays } from '../dates';
import { PARTICIPANT_STATUSES, roleCountOf, type ParticipantStatus } from '../participant-state';
import type { DayStatus } from '../production-day-status';
import { calendarDateSchema, idSchema, textSchema } from './common';

export const PROJECTS_COLLECTION = 'projects';
export const PRODUCTION_DAYS_COLLECTION = 'productionDays';
/** The fields every stored production day has: its converters (projects' and the booking loop's) check them. */
export const PRODUCTION_DAY_REQUIRED_FIELDS = [
  'projectId',
  'castingId',
  'dates',
  'status',
  'roles',
  'participantRoles',
] as const;

export const PROJECT_STATUSES = ['active', 'archived'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const SHUTTLE_OPTIONS = ['Available', 'Not Available'] as const;
export type Shuttle = (typeof SHUTTLE_OPTIONS)[number];
export const DEFAULT_SHUTTLE: Shuttle = 'Not Available';

/** A production day's union (spec 2 §3: ACTRA or Non-Union). */
export const DAY_UNIONS = ['ACTRA', 'Non-Union'] as const;
export type DayUnion = (typeof DAY_UNIONS)[number];

export const EXTERIOR_OPTIONS = ['Interior', 'Exterior', 'Interior and Exterior'] as const;
export type Exterior = (typeof EXTERIOR_OPTIONS)[number];

/** Spec 2 §9 'Default day rate text'. */
export const DEFAULT_DAY_RATE_TEXT =
  'Regular background. ACTRA Full and Apprentice are paid as per the union agreement. AABP and Non-Union are paid $17.20/hour.';

export const BOOKING_MODES = ['automatic', 'hand-picked'] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];

export const MAX_DAY_DATES = 31;
export const MAX_ROLES_PER_DAY = 30;
export const MAX_ROLE_SLOTS = 500;
export const MAX_NOTES_LENGTH = 20_000;

const text = (max: number) => textSchema.trim().max(max);
const requiredText = (label: string, max: number) =>
  textSchema
    .trim()
    .min(1, { message: `${label} is required` })
    .max(max, { message: `${label} is too long` });

/** 'HH:mm', 24-hour, Toronto wall-clock time. */
export const callTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Times must be HH:mm' });

export const dayDatesSchema = z
  .array(calendarDateSchema, { error: 'Dates are required' })
  .min(1, { message: 'Select at least one date' })
  .max(MAX_DAY_DATES, { message: `At most ${MAX_DAY_DATES} dates` })
  .refine((dates) => new Set(dates).size === dates.length, { message: 'Each date only once' })
  .transform((dates) => [...dates].sort());

export const projectNameSchema = requiredText('Project name', 120);

/** POST /api/project/create/{castingId} (spec 2 §7: name; the castingId comes from the path). */
export const createProjectBodySchema = z.strictObject({
  name: projectNameSchema,
  castingId: idSchema.optional(),
});
export type CreateProjectBody = z.infer<typeof createProjectBodySchema>;

/** A role of a production day: name, slots (spec's `max`), and the SSE flag. */
export const roleInputSchema = z.strictObject({
  id: idSchema.optional(),
  name: requiredText('Role name', 80),
  slots: z
    .number({ error: 'Slots must be a number' })
    .int({ message: 'Slots must be a whole number' })
    .min(1, { message: 'At least 1 slot' })
    .max(MAX_ROLE_SLOTS, { message: `At most ${MAX_ROLE_SLOTS} slots` }),
  isSSE: z.boolean({ error: 'SSE is required' }),
  /** The role's commission class (Credit, Principal, Upgrade; an SSE role is SSE): 15 % unless the project says otherwise. */
  rateClass: z.enum(ROLE_RATE_CLASSES, { error: 'Choose SSE, Credit, Principal or Upgrade' }).nullable().optional(),
});
export type RoleInput = z.infer<typeof roleInputSchema>;

export const rolesSchema = z
  .array(roleInputSchema)
  .max(MAX_ROLES_PER_DAY, { message: `At most ${MAX_ROLES_PER_DAY} roles` })
  .refine((roles) => new Set(roles.map((role) => role.name.toLowerCase())).size === roles.length, {
    message: 'Each role name only once',
  });

/** The spec's role display: 'SSE ' prefix when the role is an SSE role. */
export function roleDisplayName(role: { name: string; isSSE: boolean }): string {
  return role.isSSE ? `SSE ${role.name}` : role.name;
}

/** Minutes after the call time before a performer not checked in shows as late: the day's default. */
export const DEFAULT_LATE_GRACE_MINUTES = 15;
export const MAX_LATE_GRACE_MINUTES = 120;

/** The day's late grace ("Late after", minutes past the call time), set on the day form. */
export const lateGraceMinutesSchema = z
  .number({ error: 'Late after must be a number of minutes' })
  .int({ message: 'Late after must be a whole number of minutes' })
  .min(0, { message: 'Late after cannot be negative' })
  .max(MAX_LATE_GRACE_MINUTES, { message: `Late after is at most ${MAX_LATE_GRACE_MINUTES} minutes` });

/**
 * The project's 'New production day' form (spec 2 §2, §5: Title, Set location, Shuttle, Dates and
 * Rate required) and the day's other details with their defaults. Notes are rich text, sanitised on
 * the server.
 */
export const productionDayDetailsSchema = z.strictObject({
  title: requiredText('Title', 120),
  dates: dayDatesSchema,
  location: requiredText('Set location (City)', 80),
  shuttle: z.enum(SHUTTLE_OPTIONS, { error: 'Shuttle is required' }),
  rate: requiredText('Rate', 500),
  requiredDocuments: text(500).default(''),
  notes: text(MAX_NOTES_LENGTH).default(''),
  union: z.enum(DAY_UNIONS).default('Non-Union'),
  exterior: z.enum(EXTERIOR_OPTIONS).default('Interior'),
  selfDriveOnly: z.boolean().default(false),
  lateGraceMinutes: lateGraceMinutesSchema.default(DEFAULT_LATE_GRACE_MINUTES),
});
export type ProductionDayDetails = z.infer<typeof productionDayDetailsSchema>;
export type ProductionDayDetailsInput = z.input<typeof productionDayDetailsSchema>;

/** POST /api/project/{id}/create-day: the details, and roles when the form gives them. */
export const createProductionDayBodySchema = productionDayDetailsSchema.extend({
  roles: rolesSchema.default([]),
});
export type CreateProductionDayBody = z.infer<typeof createProductionDayBodySchema>;

/** Editing a day's details ('Edit Production Day Info'): the same fields, all of them sent. */
export const updateProductionDayBodySchema = productionDayDetailsSchema.extend({
  roles: rolesSchema.optional(),
});
export type UpdateProductionDayBody = z.infer<typeof updateProductionDayBodySchema>;

/**
 * The casting wizard's step 2 (spec 2 §5 'Day form': production, dates, union, location, exterior,
 * message and selfDriveOnly required). Production is an existing project of the Casting user or
 * the name of a new one. Title and rate take their defaults when the wizard does not ask for them.
 */
export const wizardDayDetailsSchema = z.strictObject({
  production: z.union([z.strictObject({ projectId: idSchema }), z.strictObject({ newProjectName: projectNameSchema })]),
  dates: dayDatesSchema,
  union: z.enum(DAY_UNIONS, { error: 'Union is required' }),
  location: requiredText('Location', 80),
  exterior: z.enum(EXTERIOR_OPTIONS, { error: 'Exterior is required' }),
  selfDriveOnly: z.boolean({ error: 'Self drive only is required' }),
  notes: requiredText('Message', MAX_NOTES_LENGTH),
  title: text(120).optional(),
});
export type WizardDayDetails = z.infer<typeof wizardDayDetailsSchema>;

/** One line of the call sheet's schedule or of the fitting times. */
export const scheduleLineSchema = z.strictObject({
  time: callTimeSchema,
  description: text(200),
});
export type ScheduleLine = z.infer<typeof scheduleLineSchema>;

/** Spec 2 §3 Project day `call`: every field of the call sheet. */
export const callSheetSchema = z.strictObject({
  title: requiredText('Title', 120),
  filmingDate: calendarDateSchema,
  reportTo: text(300),
  parking: text(1000),
  shuttles: text(1000),
  healthAndSafety: text(2000),
  rate: text(500),
  callSheet: z.array(scheduleLineSchema).max(50),
  wardrobeNotes: text(2000),
  hairNotes: text(2000),
  makeupNotes: text(2000),
  accounting: text(2000),
  additionalNotes: text(4000),
});
export type CallSheet = z.infer<typeof callSheetSchema>;

/** Spec 2 §3 Project day `fitting`: every field of the fitting sheet. */
export const fittingSheetSchema = z.strictObject({
  title: requiredText('Title', 120),
  shootDates: z.array(calendarDateSchema).max(MAX_DAY_DATES),
  fittingDate: calendarDateSchema,
  rate: text(500),
  fittingTime: z.array(scheduleLineSchema).max(50),
  reportTo: text(300),
  notes: text(4000),
  wardrobeNotes: text(2000),
  hairNotes: text(2000),
  makeupNotes: text(2000),
  additionalNotes: text(4000),
});
export type FittingSheet = z.infer<typeof fittingSheetSchema>;

/** Per-role counts kept on the day document, updated in the same transaction as each participant. */
export interface RoleCounts {
  selected: number;
  asked: number;
  available: number;
  booked: number;
  standby: number;
}

export interface RoleRecord {
  id: string;
  name: string;
  slots: number;
  isSSE: boolean;
  /** Absent or null: by the SSE flag (see `roleRateClassOf`). */
  rateClass?: RoleRateClass | null;
  counts: RoleCounts;
}

export const emptyRoleCounts = (): RoleCounts => ({ selected: 0, asked: 0, available: 0, booked: 0, standby: 0 });

/**
 * The roles after one participant of `roleId` moves from status `from` to `to` (null: not on the
 * day, i.e. added or removed): the count of the old status goes down, the new one's up.
 */
export function recountRole(
  roles: readonly RoleRecord[],
  roleId: string,
  from: ParticipantStatus | null,
  to: ParticipantStatus | null,
): RoleRecord[] {
  const out = from ? roleCountOf(from) : null;
  const into = to ? roleCountOf(to) : null;
  return roles.map((role) => {
    if (role.id !== roleId || out === into) return role;
    const counts = { ...role.counts };
    if (out) counts[out] = Math.max(0, counts[out] - 1);
    if (into) counts[into] += 1;
    return { ...role, counts };
  });
}

/** The project document (`projects/{projectId}`). */
export interface ProjectRecord {
  name: string;
  /** The Casting account the project belongs to. */
  castingId: string;
  status: ProjectStatus;
  /** performerId -> why and by whom; the reason is shown to Admin only (booking loop). */
  blacklist: Record<string, { reason: string; byUid: string; at: string }>;
  /** The project's commission class and its rate for SSE-type roles (absent: the agreement's table). */
  commission?: ProjectCommission;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

/** A project as the API answers it. */
export interface ProjectView {
  id: string;
  name: string;
  castingId: string;
  status: ProjectStatus;
  commission: ProjectCommission;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/project/create/{castingId}: the new project's id (the Firebase session is the token). */
export interface CreateProjectAnswer {
  id: string;
}

/** GET /api/project/read/all: active projects unless `status=archived`. */
export const projectListQuerySchema = z.strictObject({
  status: z.enum(PROJECT_STATUSES, { error: 'Status must be active or archived' }).optional(),
});
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;

/** The production day document (`productionDays/{dayId}`), see STAFF-DESIGN.md. */
export interface ProductionDayRecord extends Omit<ProductionDayDetails, 'lateGraceMinutes'> {
  /** Days made before the grace was a setting have none: read it with `lateGraceOf`. */
  lateGraceMinutes?: number;
  projectId: string;
  castingId: string;
  /** The project's name, copied so the casting explorer groups days without reading projects. */
  production: string;
  firstDate: string;
  lastDate: string;
  status: DayStatus;
  /** The status the day had when it was archived (restoring returns to it). */
  archivedFrom: DayStatus | null;
  bookingMode: BookingMode;
  roles: RoleRecord[];
  /** performerId -> roleId: a performer is on one role of a day at most. */
  participantRoles: Record<string, string>;
  call: CallSheet | null;
  fitting: FittingSheet | null;
  availabilityDeadline: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

/** A day as the API answers it (the performer -> role map stays on the server). */
export interface ProductionDayView extends Omit<
  ProductionDayRecord,
  'participantRoles' | 'createdBy' | 'lateGraceMinutes'
> {
  id: string;
  lateGraceMinutes: number;
}

/** The day's late grace in minutes (the default for days made before it was a setting). */
export const lateGraceOf = (day: Pick<ProductionDayRecord, 'lateGraceMinutes'>): number =>
  day.lateGraceMinutes ?? DEFAULT_LATE_GRACE_MINUTES;

/** GET /api/project/{id}/days: each day with its dates (spec 2 §7), title and status. */
export interface ProductionDaySummary {
  id: string;
  title: string;
  dates: string[];
  location: string;
  status: DayStatus;
}

/** One participant on the day page: the performer's name (casting view), role, status, call times. */
export interface DayParticipantView {
  performerId: string;
  name: string;
  roleId: string;
  roleName: string;
  status: ParticipantStatus;
  draftCallTime: string | null;
  finalCallTime: string | null;
  commissionPaid: boolean;
}

/** GET /api/project/{id}/days/{dayId}: everything the day page shows. */
export interface ProductionDayPage {
  project: ProjectView;
  day: ProductionDayView;
  participants: DayParticipantView[];
}

/** The call sheet as the 'Create Call Sheet' form first shows it: filled from the day. */
export function defaultCallSheet(
  day: Pick<ProductionDayDetails, 'title' | 'dates' | 'location' | 'rate' | 'shuttle'>,
): CallSheet {
  return {
    title: day.title,
    filmingDate: day.dates[0] ?? '',
    reportTo: day.location,
    parking: '',
    shuttles: day.shuttle === 'Available' ? 'Shuttle available.' : 'No shuttle: performers make their own way.',
    healthAndSafety: '',
    rate: day.rate,
    callSheet: [],
    wardrobeNotes: '',
    hairNotes: '',
    makeupNotes: '',
    accounting: '',
    additionalNotes: '',
  };
}

/** Spec 2 §9 guide facts: a fitting pays 2 hours. */
export const FITTING_RATE_TEXT = 'A fitting pays 2 hours.';

/** The fitting sheet as the 'Create Fitting Sheet' form first shows it: the day before the shoot. */
export function defaultFittingSheet(
  day: Pick<ProductionDayDetails, 'title' | 'dates' | 'location' | 'rate'>,
): FittingSheet {
  const first = day.dates[0];
  return {
    title: day.title,
    shootDates: [...day.dates],
    fittingDate: first ? addCalendarDays(first, -1) : '',
    rate: FITTING_RATE_TEXT,
    fittingTime: [],
    reportTo: day.location,
    notes: '',
    wardrobeNotes: '',
    hairNotes: '',
    makeupNotes: '',
    additionalNotes: '',
  };
}

export const MASS_EMAIL_MAX_HTML = 50_000;

/**
 * POST /api/project/{id}/days/{dayId}/mass-email: rich text to the day's participants, filtered by
 * role and status (none chosen: everyone). `requestId` is made once per message by the form, so a
 * retried send does not e-mail anyone twice.
 */
export const massEmailBodySchema = z.strictObject({
  subject: requiredText('Subject', 200),
  html: textSchema.max(MASS_EMAIL_MAX_HTML, { message: 'The message is too long' }),
  roleIds: z.array(idSchema).max(MAX_ROLES_PER_DAY).default([]),
  statuses: z.array(z.enum(PARTICIPANT_STATUSES)).max(PARTICIPANT_STATUSES.length).default([]),
  requestId: z.string().regex(/^[A-Za-z0-9-]{8,40}$/, { message: 'is not a valid request id' }),
});
export type MassEmailBody = z.infer<typeof massEmailBodySchema>;
export type MassEmailBodyInput = z.input<typeof massEmailBodySchema>;

export interface MassEmailAnswer {
  sent: number;
}

/** Performers taken off a project never receive its e-mail. */
export const NEVER_MASS_EMAILED: readonly ParticipantStatus[] = ['blacklisted'];

/** Whether a participant receives a mass e-mail with these filters (an empty filter takes everyone). */
export function isMassEmailRecipient(
  participant: { roleId: string; status: ParticipantStatus },
  filter: { roleIds: readonly string[]; statuses: readonly ParticipantStatus[] },
): boolean {
  return (
    !NEVER_MASS_EMAILED.includes(participant.status) &&
    (filter.roleIds.length === 0 || filter.roleIds.includes(participant.roleId)) &&
    (filter.statuses.length === 0 || filter.statuses.includes(participant.status))
  );
}
