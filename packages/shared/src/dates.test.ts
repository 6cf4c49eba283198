import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarDateSchema } from './schemas/common';
import {
  agencyDateOf,
  agencyInstant,
  agencyMonthBounds,
  agencyMonthOf,
  agencyTimeOf,
  ageOn,
  calendarDateToLocalDate,
  daysBetween,
  formatAgencyDateTime,
  formatDateForPeople,
  formatDateInFull,
  formatMonthForPeople,
  isCalendarDate,
  localDateToCalendarDate,
} from './dates';

describe('business dates', () => {
  it('accepts only real calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    for (const bad of ['2026-02-30', '1990-02-30', '2026-13-01', '2026-04-31', '2026-1-01', '20260101', ''])
      expect(isCalendarDate(bad), bad).toBe(false);
    expect(calendarDateSchema.safeParse('2026-02-30').success).toBe(false);
  });

  it('takes the Toronto date of an instant, not the UTC one', () => {
    // 21:30 on Nov 22 in Toronto is 02:30 on Nov 23 in UTC.
    expect(agencyDateOf('2026-11-23T02:30:00Z')).toBe('2026-11-22');
    expect(agencyDateOf('2026-07-01T03:59:00Z')).toBe('2026-06-30');
  });

  it('reads the Toronto wall-clock time of an instant, to the minute', () => {
    expect(agencyTimeOf('2026-11-23T02:30:59Z')).toBe('21:30');
    expect(agencyTimeOf('2026-07-01T12:05:00Z')).toBe('08:05');
  });

  it('turns Toronto wall-clock times into instants across daylight saving', () => {
    expect(agencyInstant('2026-01-15', '06:30').toISOString()).toBe('2026-01-15T11:30:00.000Z');
    expect(agencyInstant('2026-07-15', '06:30').toISOString()).toBe('2026-07-15T10:30:00.000Z');
  });

  it('reads dates the same way everywhere', () => {
    expect(formatDateForPeople('2026-11-19')).toBe('Thu, Nov 19, 2026');
    expect(formatDateInFull('2026-11-01')).toBe('Sunday, November 1, 2026');
    expect(formatAgencyDateTime('2026-11-23T02:30:00Z')).toBe('Sun, Nov 22, 2026, 9:30 PM');
  });

  it('bridges calendar dates to the local Date a date picker shows, and back', () => {
    const local = calendarDateToLocalDate('2026-03-08');
    expect([local.getFullYear(), local.getMonth(), local.getDate()]).toEqual([2026, 2, 8]);
    expect(localDateToCalendarDate(new Date(2026, 10, 19, 23, 59))).toBe('2026-11-19');
    expect(localDateToCalendarDate(calendarDateToLocalDate('2024-02-29'))).toBe('2024-02-29');
  });

  it('counts calendar days and ages', () => {
    expect(daysBetween('2026-02-27', '2026-03-01')).toBe(2);
    expect(ageOn('2008-11-23', '2026-11-22')).toBe(17);
    expect(ageOn('2008-11-23', '2026-11-23')).toBe(18);
  });
});

describe('agency months', () => {
  it('bounds a Toronto month by its first instants, DST included', () => {
    const { from, to } = agencyMonthBounds('2026-11');
    expect(from.toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(to.toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(agencyMonthBounds('2026-12').to.toISOString()).toBe('2027-01-01T05:00:00.000Z');
  });

  it('reads the month of an instant in Toronto, and writes it for people', () => {
    expect(agencyMonthOf('2026-12-01T03:00:00.000Z')).toBe('2026-11');
    expect(formatMonthForPeople('2026-11')).toBe('November 2026');
  });
});

describe('loading the dates module', () => {
  afterEach(() => vi.restoreAllMocks());

  it('builds no Intl formatter until one is used (every signed-in page loads it before its first paint)', async () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    // A query makes a module instance of its own, evaluated now, while the spy watches.
    const specifier = './dates.ts?evaluated-under-spy';
    const fresh = (await import(/* @vite-ignore */ specifier)) as typeof import('./dates');
    expect(built).not.toHaveBeenCalled();
    expect(fresh.agencyTimeOf('2026-07-01T10:30:00Z')).toBe('06:30');
    expect(fresh.agencyTimeOf('2026-12-01T10:30:00Z')).toBe('05:30');
    expect(built).toHaveBeenCalledTimes(1);
  });
});
