/**
 * The agreement's commission classes (spec 1 §9, spec 2 'Guide facts'): Non-Union and AABP 10 %,
 * ACTRA Apprentice 15 %, ACTRA Full 10 %, SSE / Credit / Principal / Upgrade 15 % unless the project
 * says otherwise. The percents are a setting the Admin edits (the table); today's values are its
 * defaults. One pure resolver says what a booked day's commission rate is, and why. No zod here
 * (the checks are in commission-rate-schemas.ts): the commission form's first render needs this
 * module, not the validation library (issue 37).
 */
import type { UnionStatus } from './enums';
import { COMMISSION_RATE_OPTIONS } from './money';
import { ownValue } from './own-property';

export const COMMISSION_CLASS_IDS = [
  'non-union',
  'aabp',
  'actra-apprentice',
  'actra-full',
  'actor-sse-upgrade',
] as const;
export type CommissionClassId = (typeof COMMISSION_CLASS_IDS)[number];

/** The class of SSE, Credit, Principal and Upgrade roles. */
export const FEATURED_ROLE_CLASS: CommissionClassId = 'actor-sse-upgrade';

/** What a role can be marked as, for its commission (the SSE flag counts as 'SSE'). */
export const ROLE_RATE_CLASSES = ['SSE', 'Credit', 'Principal', 'Upgrade'] as const;
export type RoleRateClass = (typeof ROLE_RATE_CLASSES)[number];

export const MIN_COMMISSION_PERCENT = 1;
export const MAX_COMMISSION_PERCENT = 50;

/** The percent of each class (whole percents): `commissionRateTableSchema` checks one. */
export interface CommissionRateTable {
  percents: Record<CommissionClassId, number>;
}

/** The agreement's values: the table until an Admin changes it. */
export const DEFAULT_COMMISSION_RATE_TABLE: CommissionRateTable = {
  percents: {
    'non-union': 10,
    aabp: 10,
    'actra-apprentice': 15,
    'actra-full': 10,
    'actor-sse-upgrade': 15,
  },
};

const LABELS: Record<CommissionClassId, string> = Object.fromEntries(
  COMMISSION_RATE_OPTIONS.map((option) => [option.id, option.label]),
) as Record<CommissionClassId, string>;

/** The class's name as people read it ('ACTRA Full', 'Actor / SSE / Upgrade'). */
export const commissionClassLabel = (classId: CommissionClassId): string => LABELS[classId];

/** The form's choices for work outside the platform: each class with the table's percent. */
export const commissionRateChoices = (table: CommissionRateTable) =>
  COMMISSION_CLASS_IDS.map((id) => ({ id, label: LABELS[id], percent: table.percents[id] }));

const CLASS_OF_UNION: Record<UnionStatus, CommissionClassId> = {
  'Non-Union': 'non-union',
  AABP: 'aabp',
  'ACTRA Apprentice': 'actra-apprentice',
  'ACTRA Full': 'actra-full',
};

/** The class of a union status; Non-Union when it is unknown. */
export function commissionClassOfUnion(unionStatus: unknown): CommissionClassId {
  return (typeof unionStatus === 'string' ? ownValue(CLASS_OF_UNION, unionStatus) : undefined) ?? 'non-union';
}

/** A project's class (null: each performer's union status) and its own rate for featured roles (null: the table's); `projectCommissionSchema` checks one. */
export interface ProjectCommission {
  classId: CommissionClassId | null;
  featuredRolePercent: number | null;
}
export const NO_PROJECT_COMMISSION: ProjectCommission = { classId: null, featuredRolePercent: null };

/** The role's commission class: its own mark, else SSE when it is an SSE role, else none. */
export function roleRateClassOf(role: { isSSE: boolean; rateClass?: RoleRateClass | null }): RoleRateClass | null {
  return role.rateClass ?? (role.isSSE ? 'SSE' : null);
}

/** A booked day's commission rate and the reason shown beside it ('SSE role: 15 %'). */
export interface CommissionRateResolution {
  percent: number;
  classId: CommissionClassId;
  reason: string;
  /** What the rate comes from, without the figure ('SSE role'): the invoice's words. */
  basis: string;
}

export interface CommissionRateInput {
  table: CommissionRateTable;
  project?: ProjectCommission | null;
  role?: { isSSE: boolean; rateClass?: RoleRateClass | null } | null;
  unionStatus: unknown;
}

const resolved = (percent: number, classId: CommissionClassId, why: string): CommissionRateResolution => ({
  percent,
  classId,
  reason: `${why}: ${percent} %`,
  basis: why,
});

/**
 * The rate of a day worked through the platform. A role marked SSE / Credit / Principal / Upgrade
 * pays the project's own rate for such roles, else the table's; otherwise the project's class when it
 * has one; otherwise the performer's union status.
 */
export function commissionRateFor({
  table,
  project,
  role,
  unionStatus,
}: CommissionRateInput): CommissionRateResolution {
  const roleClass = role ? roleRateClassOf(role) : null;
  const ownFeatured = project?.featuredRolePercent ?? null;
  if (roleClass) {
    return ownFeatured !== null
      ? resolved(ownFeatured, FEATURED_ROLE_CLASS, `Set by the project for ${roleClass} roles`)
      : resolved(table.percents[FEATURED_ROLE_CLASS], FEATURED_ROLE_CLASS, `${roleClass} role`);
  }
  const projectClass = project?.classId ?? null;
  if (projectClass) {
    if (projectClass === FEATURED_ROLE_CLASS && ownFeatured !== null) {
      return resolved(ownFeatured, projectClass, 'Set by the project');
    }
    return resolved(table.percents[projectClass], projectClass, `Set by the project, ${LABELS[projectClass]}`);
  }
  const unionClass = commissionClassOfUnion(unionStatus);
  return resolved(table.percents[unionClass], unionClass, LABELS[unionClass]);
}

/** The one rate of several resolved days, or undefined when they differ (they are paid separately). */
export function singleRateOf(rates: readonly CommissionRateResolution[]): CommissionRateResolution | undefined {
  const [first] = rates;
  return first && rates.every((rate) => rate.percent === first.percent) ? first : undefined;
}
