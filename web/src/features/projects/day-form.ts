/**
 * The production day form's values, and their check with the shared schema (the same one the
 * server uses, so the messages agree): values in, a request body or the message of each field out.
 */
import {
  DEFAULT_DAY_RATE_TEXT,
  DEFAULT_LATE_GRACE_MINUTES,
  DEFAULT_SHUTTLE,
  createProductionDayBodySchema,
  updateProductionDayBodySchema,
  type CreateProductionDayBody,
  type DayUnion,
  type Exterior,
  type ProductionDayView,
  type RoleRateClass,
  type Shuttle,
  type UpdateProductionDayBody,
} from '@scenecall/shared';
import type { z } from 'zod';

export interface RoleDraft {
  /** Set for roles the day already has. */
  id?: string;
  name: string;
  slots: string;
  isSSE: boolean;
  /** Its commission class (Credit, Principal, Upgrade); null: by the SSE flag. */
  rateClass?: RoleRateClass | null;
}

export interface DayFormValues {
  title: string;
  dates: string[];
  location: string;
  shuttle: Shuttle;
  rate: string;
  requiredDocuments: string;
  notes: string;
  union: DayUnion;
  exterior: Exterior;
  selfDriveOnly: boolean;
  /** Minutes past the call time before the set screen shows a performer as late. */
  lateGraceMinutes: string;
  roles: RoleDraft[];
}

export type DayFormErrors = Partial<Record<string, string>>;

export const emptyDayForm = (): DayFormValues => ({
  title: '',
  dates: [],
  location: '',
  shuttle: DEFAULT_SHUTTLE,
  rate: DEFAULT_DAY_RATE_TEXT,
  requiredDocuments: '',
  notes: '',
  union: 'Non-Union',
  exterior: 'Interior',
  selfDriveOnly: false,
  lateGraceMinutes: String(DEFAULT_LATE_GRACE_MINUTES),
  roles: [],
});

export const dayFormOf = (day: ProductionDayView): DayFormValues => ({
  title: day.title,
  dates: day.dates,
  location: day.location,
  shuttle: day.shuttle,
  rate: day.rate,
  requiredDocuments: day.requiredDocuments,
  notes: day.notes,
  union: day.union,
  exterior: day.exterior,
  selfDriveOnly: day.selfDriveOnly,
  lateGraceMinutes: String(day.lateGraceMinutes),
  roles: day.roles.map((role) => ({
    id: role.id,
    name: role.name,
    slots: String(role.slots),
    isSSE: role.isSSE,
    rateClass: role.rateClass ?? null,
  })),
});

/** A number typed in a field: empty or not a number is NaN, which the schema names. */
const numberOf = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));

function bodyOf(values: DayFormValues) {
  return {
    ...values,
    lateGraceMinutes: numberOf(values.lateGraceMinutes),
    roles: values.roles.map((role) => ({
      ...(role.id ? { id: role.id } : {}),
      name: role.name,
      slots: numberOf(role.slots),
      isSSE: role.isSSE,
      ...(role.rateClass !== undefined ? { rateClass: role.rateClass } : {}),
    })),
  };
}

/** Each issue under its field ('title', 'dates', 'roles.0.slots', 'roles' for the list itself). */
export function errorsOf(issues: readonly z.core.$ZodIssue[]): DayFormErrors {
  const errors: DayFormErrors = {};
  for (const issue of issues) {
    const key = issue.path.join('.') || 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

export type Checked<Body> = { ok: true; body: Body } | { ok: false; errors: DayFormErrors };

export function checkNewDay(values: DayFormValues): Checked<CreateProductionDayBody> {
  const result = createProductionDayBodySchema.safeParse(bodyOf(values));
  return result.success ? { ok: true, body: result.data } : { ok: false, errors: errorsOf(result.error.issues) };
}

export function checkDayEdit(values: DayFormValues): Checked<UpdateProductionDayBody> {
  const result = updateProductionDayBodySchema.safeParse(bodyOf(values));
  return result.success ? { ok: true, body: result.data } : { ok: false, errors: errorsOf(result.error.issues) };
}
