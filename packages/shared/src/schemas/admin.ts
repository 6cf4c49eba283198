/**
 * The Admin's calls (spec 2 §2 Admin screens, §7): the users list and its filters, creating and
 * updating accounts, role and disabled state, casting directors, custom e-mails, and the
 * commissions overview. The performer profile inside the create and update bodies is parsed by the
 * server with the profile schemas (`performerProfile`), so each bad field is named by its label.
 */
import { z } from 'zod';
import { USER_LIST_PAGE_SIZE } from '../constants';
import { ROLES, UNION_STATUSES, type Role, type UnionStatus } from '../enums';
import { newPasswordSchema } from './account';
import { COMMISSION_STATUSES, type CommissionView } from './payment';
import { emailSchema, idSchema, phoneSchema, textSchema } from './common';
import type { PenaltyTotals, PenaltyView } from './penalty';

export const ADMIN_SEARCH_MAX_LENGTH = 100;
export const ADMIN_PAGE_SIZE_MAX = 100;

const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true');

/** GET /api/admin/users?page&size&query (+ role, unionStatus, activated filters). Page numbers start at 0. */
export const adminUsersQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(USER_LIST_PAGE_SIZE),
  query: textSchema.trim().max(ADMIN_SEARCH_MAX_LENGTH).default(''),
  role: z.enum(ROLES).optional(),
  unionStatus: z.enum(UNION_STATUSES).optional(),
  activated: booleanParam.optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;
export type AdminUsersFilters = Omit<AdminUsersQuery, 'page' | 'size'>;

/** One row of the users list (and one card of /admin/performers). */
export interface AdminUserRow {
  id: string;
  name: string;
  tel: string;
  email: string;
  role: Role;
  companyName: string | null;
  unionStatus: UnionStatus | null;
  userActivated: boolean;
  emailVerified: boolean;
  disabled: boolean;
  createdAt: string;
  headshotKey: string | null;
  /** Whole years today, null without a date of birth. */
  age: number | null;
  /** Every field the profile form requires is filled in (performers). */
  profileComplete: boolean;
}

export interface AdminUsersPage {
  content: AdminUserRow[];
  totalPages: number;
  totalElements: number;
  page: number;
  size: number;
}

export const COMPANY_NAME_MAX_LENGTH = 120;
export const companyNameSchema = textSchema
  .trim()
  .min(1, { message: 'Company name is required' })
  .max(COMPANY_NAME_MAX_LENGTH, { message: `Company name is at most ${COMPANY_NAME_MAX_LENGTH} characters` });

/** The profile inside the create and update bodies: any object here, checked field by field by the server. */
const performerProfileBody = z.record(z.string(), z.unknown()).nullish();

const companyRequiredForCasting = <T extends { role?: Role; companyName?: string | null }>(value: T) =>
  value.role !== 'Casting' || Boolean(value.companyName);
const companyIssue = { message: 'Company name is required for a Casting account', path: ['companyName'] };

/** POST /api/admin/users: a new account; the role is preset to Performer. */
export const adminCreateUserSchema = z
  .strictObject({
    tel: phoneSchema,
    email: emailSchema,
    password: newPasswordSchema,
    role: z.enum(ROLES).default('Performer'),
    emailVerified: z.boolean().default(false),
    testPassed: z.boolean().default(false),
    userActivated: z.boolean().default(false),
    companyName: companyNameSchema.nullish(),
    performerProfile: performerProfileBody,
  })
  .refine(companyRequiredForCasting, companyIssue);
export type AdminCreateUserRequest = z.input<typeof adminCreateUserSchema>;

/** A blank password keeps the current one. */
export const keptOrNewPasswordSchema = z.union([z.literal(''), newPasswordSchema]);

/** PUT /api/admin/users/{id}: the account's fields and its profile (the role changes on its own call). */
export const adminUpdateUserSchema = z.strictObject({
  tel: phoneSchema,
  email: emailSchema,
  password: keptOrNewPasswordSchema.optional(),
  emailVerified: z.boolean(),
  testPassed: z.boolean(),
  userActivated: z.boolean(),
  companyName: companyNameSchema.nullish(),
  performerProfile: performerProfileBody,
});
export type AdminUpdateUserRequest = z.input<typeof adminUpdateUserSchema>;

/** PUT /api/admin/users/{id}/role */
export const adminRoleChangeSchema = z.strictObject({ role: z.enum(ROLES, { error: 'Choose a role' }) });

/** PUT /api/admin/users/{id}/disabled */
export const adminDisabledChangeSchema = z.strictObject({ disabled: z.boolean() });

/** The account fields an Admin sees beside the profile (GET /api/admin/users/{id}). */
export interface AdminAccountAnswer {
  uid: string;
  role: Role;
  disabled: boolean;
}

const personName = (label: string) =>
  textSchema
    .trim()
    .min(1, { message: `${label} is required` })
    .max(60, { message: `${label} is at most 60 characters` });

/** POST /api/admin/casting-directors: a Casting account with its company. */
export const castingDirectorCreateSchema = z.strictObject({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  companyName: companyNameSchema,
  tel: phoneSchema,
  email: emailSchema,
  password: newPasswordSchema,
});
export type CastingDirectorCreateRequest = z.infer<typeof castingDirectorCreateSchema>;

export interface CastingDirectorProject {
  id: string;
  name: string;
  status: string;
}

export interface CastingDirectorRow {
  id: string;
  name: string;
  companyName: string | null;
  email: string;
  tel: string;
  disabled: boolean;
  createdAt: string;
  projects: CastingDirectorProject[];
}

/** The two people an Admin's custom e-mail may be signed by (from configuration). */
export interface EmailSigner {
  id: string;
  name: string;
}

export const CUSTOM_EMAIL_SUBJECT_MAX = 200;
export const CUSTOM_EMAIL_BODY_MAX = 50_000;

/** POST /api/admin/users/email-to (spec: email, subject, body; the signer is sent too). */
export const customEmailSchema = z.strictObject({
  email: emailSchema,
  subject: textSchema
    .trim()
    .min(1, { message: 'Subject is required' })
    .max(CUSTOM_EMAIL_SUBJECT_MAX, { message: `Subject is at most ${CUSTOM_EMAIL_SUBJECT_MAX} characters` }),
  body: textSchema
    .min(1, { message: 'Message is required' })
    .max(CUSTOM_EMAIL_BODY_MAX, { message: 'Message is too long' }),
  signer: idSchema,
});
export type CustomEmailRequest = z.infer<typeof customEmailSchema>;

export interface TestAttemptRow {
  id: string;
  at: string;
  score: number;
  total: number;
  passed: boolean;
}

/** The commissions overview (/admin/commissions): every commission, by status and month. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const commissionsOverviewQuerySchema = z.strictObject({
  status: z.enum(COMMISSION_STATUSES).optional(),
  /** YYYY-MM, Toronto: paid commissions by their payment's month, others by their creation's. */
  month: z.string().regex(MONTH_PATTERN, { message: 'Month must be YYYY-MM' }).optional(),
});
export type CommissionsOverviewQuery = z.infer<typeof commissionsOverviewQuerySchema>;

/** A commission as the performer sees it, with whose it is and the month it counts in. */
export interface CommissionOverviewRow extends CommissionView {
  performerId: string | null;
  performerName: string;
  /** YYYY-MM the row counts in. */
  month: string;
}

export interface MonthlyCommissionTotals {
  month: string;
  count: number;
  grossCents: number;
  commissionCents: number;
  hstCents: number;
  totalCents: number;
  penaltyCents: number;
}

/** A penalty in the Admin's overview, with whose it is. */
export interface PenaltyOverviewRow extends PenaltyView {
  performerName: string;
}

export interface CommissionsOverview {
  rows: CommissionOverviewRow[];
  /** Penalties recorded in the month (every one without a month), newest first, and their totals by state. */
  penalties: PenaltyOverviewRow[];
  penaltyTotals: PenaltyTotals;
  /** Paid commissions only, newest month first. */
  monthlyTotals: MonthlyCommissionTotals[];
  /** True when more rows matched than one answer carries (narrow the filters). */
  truncated: boolean;
}

/** The commissions overview by production day (vouchers of a Toronto month; this month by default). */
export const commissionDaysQuerySchema = z.strictObject({
  month: z.string().regex(MONTH_PATTERN, { message: 'Month must be YYYY-MM' }).optional(),
});
export type CommissionDaysQuery = z.infer<typeof commissionDaysQuerySchema>;

/**
 * One production day's work and money from its vouchers: how many are signed, disputed or not
 * signed yet, the gross of the signed ones, the commission it makes at each performer's usual rate
 * (owed), the commission paid for the day, and what is still outstanding.
 */
export interface CommissionDayRow {
  dayId: string;
  dayName: string;
  dates: string[];
  signed: number;
  disputed: number;
  unsigned: number;
  grossCents: number;
  owedCents: number;
  paidCents: number;
  outstandingCents: number;
}

export interface CommissionDaysAnswer {
  month: string;
  days: CommissionDayRow[];
}
