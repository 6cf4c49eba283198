import { describe, expect, it } from 'vitest';
import { agencyInstant } from './dates';
import {
  describeRestClash,
  firstRestClash,
  isWrapPastLimit,
  minorTimeLeft,
  restClashBetween,
  workEndOf,
} from './minor-hours';

const TEEN = '2012-06-01'; // 14 in 2026: 10 h

describe('rest between a minor’s working days', () => {
  it('ends a day at its wrap (past midnight the next morning), else at its call plus the limit', () => {
    expect(workEndOf({ date: '2026-12-03', call: '07:00', wrap: '17:30' }, 10)).toEqual(
      agencyInstant('2026-12-03', '17:30'),
    );
    expect(workEndOf({ date: '2026-12-03', call: '18:00', wrap: '01:30' }, 10)).toEqual(
      agencyInstant('2026-12-04', '01:30'),
    );
    expect(workEndOf({ date: '2026-12-03', call: '07:00', wrap: null }, 10)).toEqual(
      agencyInstant('2026-12-03', '17:00'),
    );
  });

  it('refuses 11 h and accepts 12 h, across midnight', () => {
    const night = { date: '2026-12-03', call: '15:00', wrap: '00:30' };
    expect(restClashBetween(night, { date: '2026-12-04', call: '11:30', wrap: null }, 10)?.restMinutes).toBe(660);
    expect(restClashBetween(night, { date: '2026-12-04', call: '12:30', wrap: null }, 10)).toBeNull();
  });

  it('counts real hours across the clock change', () => {
    // Spring forward (Mar 8, 2026): 20:00 to 08:00 on the wall is 11 real hours.
    const spring = restClashBetween(
      { date: '2026-03-07', call: '10:00', wrap: '20:00' },
      { date: '2026-03-08', call: '08:00', wrap: null },
      10,
    );
    expect(spring?.restMinutes).toBe(660);
    // Fall back (Nov 1, 2026): 20:00 to 07:00 on the wall is 12 real hours.
    expect(
      restClashBetween(
        { date: '2026-10-31', call: '10:00', wrap: '20:00' },
        { date: '2026-11-01', call: '07:00', wrap: null },
        10,
      ),
    ).toBeNull();
  });

  it('checks the day before and after each date for minors only, and names the clash', () => {
    const before = { date: '2026-12-02', call: '07:00', wrap: '19:00' };
    const after = { date: '2026-12-05', call: '05:00', wrap: null };
    const day = { dates: ['2026-12-03', '2026-12-04'], call: '06:00' };
    const clash = firstRestClash(TEEN, day, [before, after]);
    expect(clash && describeRestClash(clash)).toBe(
      'Only 11 h of rest between the wrap on Wed, Dec 2, 2026 at 7:00 PM and the call on Thu, Dec 3, 2026 at 6:00 AM: a minor needs 12 h between working days',
    );
    // Not wrapped: the earlier day runs to its limit (06:00 + 10 h = 16:00, 13 h before 05:00).
    expect(firstRestClash(TEEN, day, [after])).toBeNull();
    expect(firstRestClash('1990-01-01', day, [before, after])).toBeNull();
    const late = firstRestClash(TEEN, { dates: ['2026-12-04'], call: '04:00' }, [
      { ...before, date: '2026-12-03', wrap: null },
    ]);
    expect(late && describeRestClash(late)).toContain(
      'the end of the day’s limit (not wrapped yet) on Thu, Dec 3, 2026 at 5:00 PM',
    );
  });
});

describe('a minor’s time left on set', () => {
  const now = (time: string) => agencyInstant('2026-12-03', time);
  it('is within the limit, warns from 30 minutes left, and is reached at the limit', () => {
    expect(minorTimeLeft('2026-12-03', '07:00', 10, now('16:29'))).toMatchObject({ minutesLeft: 31, state: 'within' });
    expect(minorTimeLeft('2026-12-03', '07:00', 10, now('16:30'))).toMatchObject({ minutesLeft: 30, state: 'warning' });
    expect(minorTimeLeft('2026-12-03', '07:00', 10, now('16:59'))).toMatchObject({ minutesLeft: 1, state: 'warning' });
    expect(minorTimeLeft('2026-12-03', '07:00', 10, now('17:00'))).toMatchObject({ minutesLeft: 0, state: 'reached' });
  });

  it('tells a wrap past the limit, past midnight too', () => {
    expect(isWrapPastLimit('2026-12-03', '07:00', '17:00', 10)).toBe(false);
    expect(isWrapPastLimit('2026-12-03', '07:00', '17:01', 10)).toBe(true);
    expect(isWrapPastLimit('2026-12-03', '18:00', '03:00', 8)).toBe(true);
  });
});
