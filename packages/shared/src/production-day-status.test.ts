import { describe, expect, it } from 'vitest';
import { nextDayStatus } from './production-day-status';

describe('production day statuses', () => {
  it('moves forward Draft -> Availability Check -> Booked -> Wrapped', () => {
    expect(nextDayStatus('Draft', 'send-availability-check')).toEqual({ ok: true, status: 'Availability Check' });
    expect(nextDayStatus('Availability Check', 'book')).toEqual({ ok: true, status: 'Booked' });
    expect(nextDayStatus('Booked', 'wrap')).toEqual({ ok: true, status: 'Wrapped' });
  });

  it('refuses skipping ahead or going back', () => {
    expect(nextDayStatus('Draft', 'book').ok).toBe(false);
    expect(nextDayStatus('Draft', 'wrap').ok).toBe(false);
    expect(nextDayStatus('Wrapped', 'send-availability-check').ok).toBe(false);
  });

  it('archives from any status and restores to the status it had', () => {
    expect(nextDayStatus('Booked', 'archive')).toEqual({ ok: true, status: 'Archived' });
    expect(nextDayStatus('Archived', 'restore', 'Booked')).toEqual({ ok: true, status: 'Booked' });
    expect(nextDayStatus('Archived', 'book').ok).toBe(false);
  });
});
