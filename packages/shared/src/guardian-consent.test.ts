import { describe, expect, it } from 'vitest';
import {
  eighteenthBirthday,
  guardianConsentAllows,
  guardianConsentState,
  type GuardianConsentEventType,
} from './guardian-consent';
import { isMinorOnDate, minorHourLimit } from './minors';
import { performerProfileSchema } from './schemas/profile';
import { registrationSchema } from './schemas/account';

const events = (...types: GuardianConsentEventType[]) => types.map((type) => ({ type }));

describe('age bands at the boundaries (Toronto dates)', () => {
  const born = '2014-06-15';
  it.each([
    ['2026-06-14', 'under 12', true],
    ['2026-06-15', '12-15', true],
    ['2030-06-14', '12-15', true],
    ['2030-06-15', '16-17', true],
    ['2032-06-14', '16-17', true],
    ['2032-06-15', null, false],
  ])('on %s the band is %s', (date, band, minor) => {
    expect(minorHourLimit(born, date)?.band ?? null).toBe(band);
    expect(isMinorOnDate(born, date)).toBe(minor);
  });

  it('lifts the guardian rule on the 18th birthday, 29 February on 1 March', () => {
    expect(eighteenthBirthday('2008-02-29')).toBe('2026-03-01');
    expect(eighteenthBirthday('2008-03-01')).toBe('2026-03-01');
    const minor = { dateOfBirth: born, guardianConsent: null };
    expect(guardianConsentAllows(minor, '2032-06-14')).toBe(false);
    expect(guardianConsentAllows(minor, '2032-06-15')).toBe(true);
    expect(guardianConsentAllows({ dateOfBirth: born, guardianConsent: 'given' }, '2026-01-01')).toBe(true);
    expect(guardianConsentAllows({ dateOfBirth: null }, '2026-01-01')).toBe(true);
  });
});

describe('guardianConsentState', () => {
  it('reads the last decisive event of the history', () => {
    expect(guardianConsentState([])).toBeNull();
    expect(guardianConsentState(events('requested'))).toBe('pending');
    expect(guardianConsentState(events('requested', 'given'))).toBe('given');
    expect(guardianConsentState(events('requested', 'declined', 'requested'))).toBe('pending');
    expect(guardianConsentState(events('requested', 'given', 'withdrawn'))).toBe('withdrawn');
    expect(guardianConsentState(events('requested', 'given', 'requested'))).toBe('given');
  });
});

describe('bad input', () => {
  it('refuses a date of birth in the future and a performer younger than 4', () => {
    const future = performerProfileSchema.safeParse({ dateOfBirth: '2999-01-01' });
    expect(future.error?.issues[0]?.message).toBe('must be a real date in the past');
    const three = new Date();
    const dob = `${three.getFullYear() - 3}-01-01`;
    expect(performerProfileSchema.safeParse({ dateOfBirth: dob }).error?.issues[0]?.message).toMatch(/at least 4/);
  });

  it('refuses registration without the ticked terms, a minor without a guardian, and the minor’s own e-mail', () => {
    const base = { tel: '1-416-555-0100', email: 'kid@example.test', password: 'Sunny-day-42', role: 'Performer' };
    expect(registrationSchema.safeParse(base).success).toBe(false);
    const minor = { ...base, termsAccepted: true, dateOfBirth: '2015-01-01', firstName: 'Kim', lastName: 'Doe' };
    expect(registrationSchema.safeParse(minor).error?.issues[0]?.path).toEqual(['guardian']);
    const guardian = { fullName: 'Pat Doe', email: 'kid@example.test', tel: '1-416-555-0101', relationship: 'Parent' };
    expect(registrationSchema.safeParse({ ...minor, guardian }).error?.issues[0]?.path).toEqual(['guardian', 'email']);
    expect(
      registrationSchema.safeParse({ ...minor, guardian: { ...guardian, email: 'pat@example.test' } }).success,
    ).toBe(true);
  });
});
