/**
 * How long a deactivated account's personal data is kept (issue 40): an Admin setting, 24 months by
 * default. An account is due for purge once it has been deactivated for longer than that, counted in
 * Toronto calendar dates: deactivated on 2024-03-15 with 24 months, it is kept through 2026-03-15 and
 * due from 2026-03-16. A month that has no such day ends the period on its last day (2024-02-29 + 12
 * months: kept through 2025-02-28).
 */
import { addMonths } from 'date-fns/addMonths';
import { format } from 'date-fns/format';
import type { AccountRecord } from './account-state';
import { addCalendarDays, agencyDateOf, agencyToday } from './dates';
import type { PerformerProfile } from './schemas/profile';
import type { UserRecord } from './schemas/user';

export const DEFAULT_RETENTION_MONTHS = 24;
export const MIN_RETENTION_MONTHS = 1;
export const MAX_RETENTION_MONTHS = 120;

/** GET/PUT /admin/retention-settings. */
export interface RetentionSettings {
  /** Whole months a deactivated account's personal data is kept. */
  months: number;
}

export const DEFAULT_RETENTION_SETTINGS: RetentionSettings = { months: DEFAULT_RETENTION_MONTHS };

/** GET /admin/retention-dry-run: what the daily purge would do today. */
export interface RetentionDryRun {
  retentionMonths: number;
  /** Accounts the purge would delete the personal data of today. */
  count: number;
  /** The Toronto date the longest-deactivated of them was deactivated (null: none due). */
  earliestDeactivatedOn: string | null;
}

/** The calendar date `months` after `date` (YYYY-MM-DD), on the month's last day when it has no such day. */
export function addCalendarMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return format(addMonths(new Date(year, month - 1, day), months), 'yyyy-MM-dd');
}

/** The first Toronto date on which an account deactivated at `deactivatedAt` (an instant) is due for purge. */
export function purgeDueOn(deactivatedAt: string, months: number): string {
  return addCalendarDays(addCalendarMonths(agencyDateOf(deactivatedAt), months), 1);
}

/** Deactivated, not purged yet, and deactivated for longer than the retention period (Toronto dates). */
export function isDueForPurge(account: AccountRecord, months: number, now: Date): boolean {
  if (account.state !== 'deactivated' || account.purge || !account.deactivation) return false;
  return agencyToday(now) >= purgeDueOn(account.deactivation.at, months);
}

/**
 * What `users/{uid}` keeps after the purge: the name the kept invoices, vouchers and penalties are
 * read with, the role, when the account was made, the version of the terms accepted and when (the
 * agreement those records were made under), and the account's state and history. No contact, no
 * SIN, no date of birth, no pictures, no consents for texts, no guardian.
 */
export function keptAfterPurge(user: UserRecord, account: AccountRecord): UserRecord {
  const profile = user.profile ?? {};
  const name = Object.fromEntries(
    (['firstName', 'middleName', 'lastName'] as const)
      .filter((field) => typeof profile[field] === 'string' && profile[field] !== '')
      .map((field) => [field, profile[field]]),
  ) as Partial<PerformerProfile>;
  const terms = user.termsAcceptance;
  return {
    tel: '',
    email: '',
    role: user.role,
    emailVerified: false,
    testPassed: false,
    userActivated: false,
    disabled: true,
    profile: name,
    sin: null,
    ...(terms ? { termsAcceptance: { at: terms.at, termsVersion: terms.termsVersion, client: null } } : {}),
    account,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}
