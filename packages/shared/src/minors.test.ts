import { describe, expect, it } from 'vitest';
import { describeMinorHourLimit, minorHourLimit } from './minors';

describe('minor hour limits', () => {
  it('gives 8 h under 12, up to 10 h from 12 to 15, up to 12 h at 16 and 17, and 12 h rest', () => {
    expect(minorHourLimit('2015-06-01', '2026-05-31')).toMatchObject({ age: 10, maxHours: 8, restHours: 12 });
    expect(minorHourLimit('2014-06-01', '2026-05-31')).toMatchObject({ age: 11, maxHours: 8 });
    expect(minorHourLimit('2014-06-01', '2026-06-01')).toMatchObject({ age: 12, maxHours: 10 });
    expect(minorHourLimit('2011-01-01', '2026-12-31')).toMatchObject({ age: 15, maxHours: 10 });
    expect(minorHourLimit('2010-12-03', '2026-12-03')).toMatchObject({ age: 16, maxHours: 12 });
    expect(minorHourLimit('2009-12-04', '2026-12-03')).toMatchObject({ age: 16, maxHours: 12 });
    expect(minorHourLimit('2008-12-04', '2026-12-03')).toMatchObject({ age: 17, maxHours: 12 });
  });

  it('marks nobody from the 18th birthday on, and never guesses an unknown age', () => {
    expect(minorHourLimit('2008-12-03', '2026-12-03')).toBeNull();
    expect(minorHourLimit('1980-01-01', '2026-12-03')).toBeNull();
    expect(minorHourLimit(null, '2026-12-03')).toBeNull();
    expect(minorHourLimit('', '2026-12-03')).toBeNull();
    expect(minorHourLimit('not a date', '2026-12-03')).toBeNull();
    expect(minorHourLimit('2030-01-01', '2026-12-03')).toBeNull();
  });

  it('reads as the call sheet prints it', () => {
    expect(describeMinorHourLimit(minorHourLimit('2018-01-01', '2026-12-03')!)).toBe(
      'Minor (under 12): 8 h, 12 h rest',
    );
    expect(describeMinorHourLimit(minorHourLimit('2012-01-01', '2026-12-03')!)).toBe(
      'Minor (12-15): up to 10 h, 12 h rest',
    );
    expect(describeMinorHourLimit(minorHourLimit('2009-01-01', '2026-12-03')!)).toBe(
      'Minor (16-17): up to 12 h, 12 h rest',
    );
  });
});

describe('age bands at the birthdays (Toronto dates)', () => {
  it('moves up a band on the 12th and 16th birthdays and out of the limits on the 18th, not the day before', () => {
    const dob = '2010-03-15';
    expect(minorHourLimit(dob, '2022-03-14')).toMatchObject({ band: 'under 12', maxHours: 8 });
    expect(minorHourLimit(dob, '2022-03-15')).toMatchObject({ band: '12-15', maxHours: 10 });
    expect(minorHourLimit(dob, '2026-03-14')).toMatchObject({ band: '12-15', maxHours: 10 });
    expect(minorHourLimit(dob, '2026-03-15')).toMatchObject({ band: '16-17', maxHours: 12 });
    expect(minorHourLimit(dob, '2028-03-14')).toMatchObject({ band: '16-17', maxHours: 12 });
    expect(minorHourLimit(dob, '2028-03-15')).toBeNull();
  });
});
