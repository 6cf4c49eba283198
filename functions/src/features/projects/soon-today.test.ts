import { agencyDateOf } from '@scenecall/shared';
import { describe, expect, it } from 'vitest';
import { callSoonToday, deadlineSoonToday } from './projects.test-support';

// 23:55 in Toronto on 29 November 2026 (EST, UTC-5), and noon the same day.
const LATE_EVENING = Date.parse('2026-11-30T04:55:00Z');
const NOON = Date.parse('2026-11-29T17:00:00Z');

describe('moments soon today in Toronto, for tests of a day dated today', () => {
  it('keep the deadline and the call on the same Toronto date late in the evening', () => {
    const deadline = Date.parse(deadlineSoonToday(LATE_EVENING));
    expect(agencyDateOf(new Date(deadline))).toBe('2026-11-29');
    expect(deadline).toBeGreaterThan(LATE_EVENING);
    expect(agencyDateOf(callSoonToday(LATE_EVENING))).toBe('2026-11-29');
  });

  it('give ten minutes and two hours ahead during the day', () => {
    expect(deadlineSoonToday(NOON)).toBe(new Date(NOON + 600_000).toISOString());
    expect(callSoonToday(NOON).getTime()).toBe(NOON + 2 * 3_600_000);
  });
});
