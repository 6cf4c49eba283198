import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { agencyInstant, formatAgencyDateTime, formatDateAndTimeOfDay, formatTimeOfDay } from './dates';

// The server's clock runs in UTC: Toronto's times must not depend on the process's zone.
beforeAll(() => {
  vi.stubEnv('TZ', 'UTC');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('times as people read them', () => {
  it('runs with the process in UTC', () => {
    expect(new Date('2026-07-15T12:00:00Z').getTimezoneOffset()).toBe(0);
    expect(new Date('2026-01-15T12:00:00Z').getTimezoneOffset()).toBe(0);
  });

  it('writes wall-clock times in 12-hour form with AM/PM', () => {
    expect(formatTimeOfDay('18:00')).toBe('6:00 PM');
    expect(formatTimeOfDay('06:30')).toBe('6:30 AM');
    expect(formatTimeOfDay('00:05')).toBe('12:05 AM');
    expect(formatTimeOfDay('12:00')).toBe('12:00 PM');
    expect(formatTimeOfDay('23:59', { zone: true })).toBe('11:59 PM Toronto time');
    expect(formatTimeOfDay('TBA')).toBe('TBA');
  });

  it('reads instants in Toronto time in winter (EST, UTC-5)', () => {
    const instant = agencyInstant('2026-01-15', '18:00');
    expect(instant.toISOString()).toBe('2026-01-15T23:00:00.000Z');
    expect(formatAgencyDateTime(instant)).toBe('Thu, Jan 15, 2026, 6:00 PM');
    expect(formatAgencyDateTime('2026-01-16T04:30:00Z', { zone: true })).toBe(
      'Thu, Jan 15, 2026, 11:30 PM Toronto time',
    );
  });

  it('reads instants in Toronto time in summer (EDT, UTC-4)', () => {
    const instant = agencyInstant('2026-07-15', '18:00');
    expect(instant.toISOString()).toBe('2026-07-15T22:00:00.000Z');
    expect(formatAgencyDateTime(instant, { zone: true })).toBe('Wed, Jul 15, 2026, 6:00 PM Toronto time');
    expect(formatAgencyDateTime('2026-07-16T03:30:00Z')).toBe('Wed, Jul 15, 2026, 11:30 PM');
  });

  it('reads both sides of a clock change', () => {
    // Toronto springs forward at 2:00 AM on Sun, Mar 8, 2026 and falls back at 2:00 AM on Nov 1.
    expect(formatAgencyDateTime('2026-03-08T06:59:00Z')).toBe('Sun, Mar 8, 2026, 1:59 AM');
    expect(formatAgencyDateTime('2026-03-08T07:00:00Z')).toBe('Sun, Mar 8, 2026, 3:00 AM');
    expect(formatAgencyDateTime('2026-11-01T05:30:00Z')).toBe('Sun, Nov 1, 2026, 1:30 AM');
    expect(formatAgencyDateTime('2026-11-01T06:30:00Z')).toBe('Sun, Nov 1, 2026, 1:30 AM');
  });

  it('joins a business date and a wall-clock time', () => {
    expect(formatDateAndTimeOfDay('2026-11-19', '18:00', { zone: true })).toBe(
      'Thu, Nov 19, 2026, 6:00 PM Toronto time',
    );
  });
});
