// The instants below are written in UTC, as a server's clock gives them; the rule answers in Toronto dates.
import { describe, expect, it } from 'vitest';
import {
  begunRefusal,
  datesOnSetAt,
  datesStillOnSet,
  isOnSetAt,
  judgedTimeOf,
  onSetRefusal,
  setDateAt,
  shownSetDate,
} from './set-date';

const at = (iso: string) => new Date(iso);

describe('the dates on set at an instant', () => {
  it('is the Toronto date, not the UTC one: 22:30 on Nov 28 in Toronto is 03:30 UTC on Nov 29', () => {
    expect(datesOnSetAt(at('2026-11-29T03:30:00Z'))).toEqual(['2026-11-28']);
    expect(isOnSetAt('2026-11-29', at('2026-11-29T03:30:00Z'))).toBe(false);
  });

  it('keeps a night shoot’s date until 06:00 the next morning, then only the new date', () => {
    // 05:59 and 06:00 EST on Nov 30 are 10:59 and 11:00 UTC.
    expect(datesOnSetAt(at('2026-11-30T10:59:00Z'))).toEqual(['2026-11-29', '2026-11-30']);
    expect(datesOnSetAt(at('2026-11-30T11:00:00Z'))).toEqual(['2026-11-30']);
    expect(datesOnSetAt(at('2026-11-30T05:00:00Z'))).toEqual(['2026-11-29', '2026-11-30']);
  });

  it('ends the window at 06:00 Toronto time across the autumn clock change (1 Nov 2026, EDT to EST)', () => {
    // Oct 31's night: 05:30 EST on Nov 1 is 10:30 UTC (still on set); 06:00 EST is 11:00 UTC.
    expect(isOnSetAt('2026-10-31', at('2026-11-01T10:30:00Z'))).toBe(true);
    expect(isOnSetAt('2026-10-31', at('2026-11-01T11:00:00Z'))).toBe(false);
  });

  it('ends the window at 06:00 Toronto time across the spring clock change (8 Mar 2026, EST to EDT)', () => {
    // Mar 7's night: 05:30 EDT on Mar 8 is 09:30 UTC (still on set); 06:30 EDT is 10:30 UTC (over).
    expect(isOnSetAt('2026-03-07', at('2026-03-08T09:30:00Z'))).toBe(true);
    expect(isOnSetAt('2026-03-07', at('2026-03-08T10:30:00Z'))).toBe(false);
  });
});

describe('the set date of a production day', () => {
  it('is today’s date when the day works today; null (not on set today) for a day in the future', () => {
    const noon = at('2026-12-03T17:00:00Z');
    expect(setDateAt(['2026-12-02', '2026-12-03'], noon)).toBe('2026-12-03');
    expect(setDateAt(['2026-12-04', '2026-12-05'], noon)).toBeNull();
    expect(shownSetDate(['2026-12-05', '2026-12-04'], noon)).toBe('2026-12-04');
    expect(shownSetDate(['2026-12-01', '2026-12-02'], noon)).toBe('2026-12-02');
  });

  it('is yesterday’s night shoot before 06:00, today’s on consecutive dates unless someone is still on set', () => {
    const threeAm = at('2026-12-04T08:00:00Z');
    expect(setDateAt(['2026-12-03'], threeAm)).toBe('2026-12-03');
    expect(setDateAt(['2026-12-03', '2026-12-04'], threeAm)).toBe('2026-12-04');
    expect(setDateAt(['2026-12-03', '2026-12-04'], threeAm, ['2026-12-03'])).toBe('2026-12-03');
  });

  it('counts as still on set a checked-in voucher not wrapped', () => {
    expect(
      datesStillOnSet([
        { date: '2026-12-03', status: 'open', in: '18:00' },
        { date: '2026-12-02', status: 'sent', in: '18:00' },
        { date: '2026-12-04', status: 'open', in: null },
      ]),
    ).toEqual(['2026-12-03']);
  });
});

describe('judging a change', () => {
  const now = at('2026-11-30T13:00:00Z'); // 08:00 in Toronto, Nov 30

  it('judges a queued change by the time the device recorded it, never later than the server’s clock', () => {
    expect(judgedTimeOf('2026-11-30T03:30:00Z', now).toISOString()).toBe('2026-11-30T03:30:00.000Z');
    expect(judgedTimeOf('2026-12-03T15:00:00Z', now)).toBe(now);
    expect(judgedTimeOf(undefined, now)).toBe(now);
  });

  it('accepts yesterday evening’s queued check-in sent this morning, refuses a future or finished date', () => {
    expect(onSetRefusal('2026-11-29', judgedTimeOf('2026-11-30T03:30:00Z', now))).toBeNull();
    expect(onSetRefusal('2026-12-03', now)).toBe(
      'Thu, Dec 3, 2026 has not started: check-ins, meals and wraps are recorded on the date itself (until 6:00 AM the next morning, Toronto time)',
    );
    expect(onSetRefusal('2026-11-29', now)).toMatch(/^Sun, Nov 29, 2026 is over/);
  });

  it('lets a correction or a signature through once the date has begun', () => {
    expect(begunRefusal('2026-11-28', now, 'a voucher is signed')).toBeNull();
    expect(begunRefusal('2026-11-30', now, 'a voucher is signed')).toBeNull();
    expect(begunRefusal('2026-12-01', now, 'a voucher is signed')).toBe(
      'Tue, Dec 1, 2026 has not started: a voucher is signed once the date has begun',
    );
  });
});
