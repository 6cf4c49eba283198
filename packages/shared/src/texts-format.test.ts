import { describe, expect, it } from 'vitest';
import { formatAgencyTimeForTexts, formatDateForTexts } from './dates';

describe('dates and times in texts', () => {
  it('are short, in Toronto time, across a clock change', () => {
    expect(formatDateForTexts('2026-12-02')).toBe('Wed Dec 2');
    const now = new Date('2026-10-30T12:00:00Z');
    // 6:00 PM in Toronto on Mon Nov 2 is 23:00 UTC (EST, after the change on Nov 1).
    expect(formatAgencyTimeForTexts('2026-11-02T23:00:00Z', { zone: true, now })).toBe('Mon 6:00 PM Toronto time');
    expect(formatAgencyTimeForTexts('2026-11-20T23:00:00Z', { now })).toBe('Fri Nov 20, 6:00 PM');
  });
});
