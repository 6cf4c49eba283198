import { describe, expect, it } from 'vitest';
import { formatDateForPeople } from './dates';
import {
  displayProfileValue,
  fullName,
  measurementUnit,
  PROFILE_MEASUREMENT_FIELDS,
  profileAge,
  profileAttributes,
} from './profile-display';
import { completeProfile } from './profile-test-fixtures';

const labelsOf = (profile: Parameters<typeof profileAttributes>[0]) => profileAttributes(profile).map((a) => a.label);
const valueOf = (profile: Parameters<typeof profileAttributes>[0], label: string) =>
  profileAttributes(profile).find((a) => a.label === label)?.value;

describe('Attributes card', () => {
  it('formats each kind of value', () => {
    const profile = completeProfile({ gender: 'non-binary-female', selfDrive: true, guardianTel: null });
    expect(valueOf(profile, 'Self Drive')).toBe('Yes');
    expect(valueOf(profile, 'LGBTQ+')).toBe('No');
    expect(valueOf(profile, 'Height')).toBe('5\'6"');
    expect(valueOf(profile, 'Social Insurance Number')).toBe('***-***-789');
    expect(valueOf(profile, 'Emergency Contact Phone Number')).toBe('1-416-555-0199');
    expect(valueOf(profile, 'Hair Color')).toBe('Dark-Brown');
    expect(valueOf(profile, 'Gender')).toBe('Non Binary');
    expect(valueOf(profile, 'Weight')).toBe('130 lbs');
    expect(valueOf(profile, 'Date of Birth')).toBe(formatDateForPeople(String(profile.dateOfBirth)));
    expect(valueOf(profile, 'Country')).toBe('Canada');
  });

  it('gives every body measurement its unit: inches, lbs for weight, sizes as themselves', () => {
    const female = completeProfile({
      gender: 'female',
      sizeChest: 35,
      sizeWaist: 28.5,
      sizeHips: 36,
      sizeInseam: 30,
      sizeShoe: 8,
      sizeBustBand: 34,
      sizeBustCup: 'B',
      sizeDress: '4-6',
    });
    expect(valueOf(female, 'Chest')).toBe('35 in');
    expect(valueOf(female, 'Waist')).toBe('28.5 in');
    expect(valueOf(female, 'Hips')).toBe('36 in');
    expect(valueOf(female, 'Inseam')).toBe('30 in');
    expect(valueOf(female, 'Bra Size')).toBe('34 in');
    expect(valueOf(female, 'Shoe Size')).toBe('8');
    expect(valueOf(female, 'Bust Cup')).toBe('B');
    expect(valueOf(female, 'Dress Size')).toBe('4-6');
    const male = completeProfile({ gender: 'male', sizeJacket: 'tall', sizeSleeve: 33, sizeNeck: 15.5, sizeHat: 22.5 });
    expect(valueOf(male, 'Sleeve')).toBe('33 in');
    expect(valueOf(male, 'Neck')).toBe('15.5 in');
    expect(valueOf(male, 'Hat')).toBe('22.5 in');
    expect(valueOf(male, 'Jacket')).toBe('Tall');
  });

  it('names every measurement but shoe size with a unit, for the form labels too', () => {
    expect(PROFILE_MEASUREMENT_FIELDS.filter((field) => measurementUnit(field) === undefined)).toEqual(['sizeShoe']);
  });

  it('shows the date of birth the way every date reads', () => {
    expect(displayProfileValue('dateOfBirth', '1990-04-02')).toBe('Mon, Apr 2, 1990');
  });

  it('shows the union ID only for AABP, ACTRA Apprentice and ACTRA Full', () => {
    expect(labelsOf(completeProfile())).not.toContain('Union ID');
    for (const unionStatus of ['AABP', 'ACTRA Apprentice', 'ACTRA Full'] as const) {
      expect(labelsOf(completeProfile({ unionStatus, unionId: '1' }))).toContain('Union ID');
    }
  });

  it('shows dress, bust cup and bra size only for female and non-binary-female', () => {
    for (const gender of ['female', 'non-binary-female'] as const) {
      const labels = labelsOf(completeProfile({ gender }));
      expect(labels).toEqual(expect.arrayContaining(['Dress Size', 'Bust Cup', 'Bra Size']));
      expect(labels).not.toContain('Jacket');
    }
  });

  it('shows jacket, sleeve, neck and hat only for male and non-binary-male', () => {
    for (const gender of ['male', 'non-binary-male'] as const) {
      const labels = labelsOf(completeProfile({ gender, sizeJacket: 'regular' }));
      expect(labels).toEqual(expect.arrayContaining(['Jacket', 'Sleeve', 'Neck', 'Hat']));
      expect(labels).not.toContain('Dress Size');
      expect(labels).not.toContain('Bra Size');
    }
    expect(valueOf(completeProfile({ gender: 'male', sizeJacket: 'regular' }), 'Jacket')).toBe('Regular');
  });

  it('shows the guardian only when one was given', () => {
    expect(labelsOf(completeProfile())).not.toContain('Guardian Full Name');
    const minor = completeProfile({ guardianFullName: 'Pat', guardianTel: '14165550123' });
    expect(valueOf(minor, 'Guardian Phone Number')).toBe('1-416-555-0123');
  });

  it('works on an empty profile', () => {
    expect(profileAttributes(null).length).toBeGreaterThan(0);
    expect(displayProfileValue('sizeHeight', null)).toBe('');
  });
});

describe('name and age', () => {
  it('joins the non-empty name parts', () => {
    expect(fullName({ firstName: 'Ada', middleName: '', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(fullName(null)).toBe('');
  });
  it('computes age, 0 when the date of birth is missing', () => {
    expect(profileAge({ dateOfBirth: '2000-01-01' }, new Date('2025-01-01T17:00:00Z'))).toBe(25);
    expect(profileAge({}, new Date('2025-01-01T17:00:00Z'))).toBe(0);
  });
});
