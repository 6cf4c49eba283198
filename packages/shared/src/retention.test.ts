import { describe, expect, it } from 'vitest';
import { newAccountRecord, type AccountRecord } from './account-state';
import { agencyInstant } from './dates';
import { addCalendarMonths, isDueForPurge, purgeDueOn } from './retention';

/** Deactivated at a Toronto wall-clock time (late evening: the UTC date is already the next day). */
const deactivatedAt = (date: string, time = '23:30'): AccountRecord => ({
  ...newAccountRecord('deactivated'),
  deactivation: { by: 'performer', reason: null, note: null, at: agencyInstant(date, time).toISOString() },
});

/** An instant on a Toronto date. */
const on = (date: string, time = '00:05') => agencyInstant(date, time);

describe('addCalendarMonths', () => {
  it('adds whole months, ending on the last day of a shorter month', () => {
    expect(addCalendarMonths('2024-03-15', 24)).toBe('2026-03-15');
    expect(addCalendarMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addCalendarMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addCalendarMonths('2025-11-30', 3)).toBe('2026-02-28');
  });
});

describe('isDueForPurge', () => {
  const account = deactivatedAt('2024-03-15');

  it('counts from the Toronto date of the deactivation, not the UTC one', () => {
    expect(purgeDueOn(agencyInstant('2024-03-15', '23:30').toISOString(), 24)).toBe('2026-03-16');
  });

  it('keeps the account through the anniversary and purges it from the day after (Toronto dates)', () => {
    expect(isDueForPurge(account, 24, on('2026-03-15', '23:59'))).toBe(false);
    expect(isDueForPurge(account, 24, on('2026-03-16', '00:00'))).toBe(true);
    expect(isDueForPurge(account, 24, on('2027-01-01'))).toBe(true);
  });

  it('follows the retention setting', () => {
    expect(isDueForPurge(account, 1, on('2024-04-16'))).toBe(true);
    expect(isDueForPurge(account, 1, on('2024-04-15'))).toBe(false);
    expect(isDueForPurge(account, 36, on('2026-03-16'))).toBe(false);
  });

  it('ends a period that starts on the 29th of February on the 28th', () => {
    const leap = deactivatedAt('2024-02-29', '12:00');
    expect(isDueForPurge(leap, 12, on('2025-02-28', '23:59'))).toBe(false);
    expect(isDueForPurge(leap, 12, on('2025-03-01'))).toBe(true);
  });

  it('never purges an account that is not deactivated, or one already purged', () => {
    const later = on('2030-01-01');
    expect(isDueForPurge({ ...account, state: 'active' }, 24, later)).toBe(false);
    expect(isDueForPurge({ ...account, state: 'suspended' }, 24, later)).toBe(false);
    expect(isDueForPurge({ ...account, deactivation: null }, 24, later)).toBe(false);
    expect(isDueForPurge({ ...account, purge: { at: later.toISOString(), step: 'done' } }, 24, later)).toBe(false);
  });
});
