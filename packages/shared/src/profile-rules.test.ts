import { describe, expect, it } from 'vitest';
import {
  missingFieldLabels,
  missingRequiredFields,
  mustTakeTest,
  activationShortfall,
  qualifiesForActivation,
  unionStatusChoices,
} from './profile-rules';
import { completeProfile } from './profile-test-fixtures';

const today = new Date('2025-06-15T16:00:00Z'); // noon in Toronto
const notActivated = { userActivated: false, today };

describe('required profile fields', () => {
  it('accepts a complete adult Non-Union profile', () => {
    expect(missingRequiredFields(completeProfile(), notActivated)).toEqual([]);
  });

  it('lists every always-required field by friendly name, in form order', () => {
    const labels = missingFieldLabels({}, notActivated);
    expect(labels).toEqual(
      expect.arrayContaining(['Headshot Image', 'Full Body Image', 'WHASA Certificate Image', 'Province']),
    );
    expect(labels).toContain('Emergency Contact Phone Number');
    expect(labels.indexOf('Headshot Image')).toBeLessThan(labels.indexOf('Province'));
    expect(labels).not.toContain('Middle Name');
    expect(labels).not.toContain('Social Insurance Number');
  });

  it('treats blank text and zero as missing, false as an answer', () => {
    const profile = completeProfile({ city: '  ', sizeChest: 0, lgbt: false });
    expect(missingRequiredFields(profile, notActivated)).toEqual(['city', 'sizeChest']);
  });

  it('requires the union ID for AABP and ACTRA, not Non-Union', () => {
    expect(missingRequiredFields(completeProfile({ unionStatus: 'AABP' }), notActivated)).toEqual(['unionId']);
    expect(missingRequiredFields(completeProfile({ unionStatus: 'ACTRA Full' }), notActivated)).toEqual([
      'actraCardKeyName',
      'unionId',
    ]);
    expect(missingFieldLabels(completeProfile({ unionStatus: 'ACTRA Apprentice' }), notActivated)).toEqual([
      'ACTRA Card Image',
      'Union ID',
    ]);
  });

  it('requires male sizes for male and non-binary-male, female sizes for female and non-binary-female', () => {
    const male = completeProfile({ gender: 'male', sizeDress: null, sizeBustCup: null, sizeBustBand: null });
    expect(missingRequiredFields(male, notActivated)).toEqual(['sizeSleeve', 'sizeNeck', 'sizeHat', 'sizeJacket']);
    expect(missingRequiredFields({ ...male, gender: 'non-binary-male' }, notActivated)).toHaveLength(4);
    const nbFemale = completeProfile({ gender: 'non-binary-female', sizeDress: null });
    expect(missingRequiredFields(nbFemale, notActivated)).toEqual(['sizeDress']);
  });

  it("requires the guardian's contact, relationship and documents under 18, and no identity document", () => {
    const minor = completeProfile({ dateOfBirth: '2010-01-01', documentKeyName: null });
    expect(missingFieldLabels(minor, notActivated)).toEqual([
      "Guardian's Identity Document Image",
      'Proof of Guardianship Image',
      'Guardian Full Name',
      'Guardian Phone Number',
      'Guardian E-mail',
      'Guardian Relationship',
    ]);
  });

  it('requires the identity document at 18 and over until the account is activated', () => {
    const adult = completeProfile({ documentKeyName: null });
    expect(missingFieldLabels(adult, notActivated)).toEqual(['Identity Document Image']);
    expect(missingRequiredFields(adult, { userActivated: true, today })).toEqual([]);
    const eighteenToday = completeProfile({ dateOfBirth: '2007-06-15', documentKeyName: null });
    expect(missingRequiredFields(eighteenToday, notActivated)).toEqual(['documentKeyName']);
  });
});

describe('union status choices by account state', () => {
  it('gives all four to a not-activated user', () => {
    expect(unionStatusChoices({ userActivated: false, testPassed: false, unionStatus: 'ACTRA Full' })).toHaveLength(4);
  });
  it('lets an activated Non-Union user pick Non-Union or AABP', () => {
    expect(unionStatusChoices({ userActivated: true, testPassed: true, unionStatus: 'Non-Union' })).toEqual([
      'Non-Union',
      'AABP',
    ]);
  });
  it('gives an activated account without a saved status all four', () => {
    expect(unionStatusChoices({ userActivated: true, testPassed: true, unionStatus: null })).toHaveLength(4);
  });
  it('gives other activated users no choice', () => {
    expect(unionStatusChoices({ userActivated: true, testPassed: true, unionStatus: 'AABP' })).toEqual(['AABP']);
    expect(unionStatusChoices({ userActivated: true, testPassed: false, unionStatus: 'ACTRA Full' })).toEqual([
      'ACTRA Full',
    ]);
  });
});

describe('activation', () => {
  it('sends not-activated Non-Union and AABP performers without a passed test to the test', () => {
    expect(mustTakeTest({ userActivated: false, testPassed: false, unionStatus: 'Non-Union' })).toBe(true);
    expect(mustTakeTest({ userActivated: false, testPassed: false, unionStatus: 'AABP' })).toBe(true);
    expect(mustTakeTest({ userActivated: false, testPassed: true, unionStatus: 'AABP' })).toBe(false);
    expect(mustTakeTest({ userActivated: false, testPassed: false, unionStatus: 'ACTRA Full' })).toBe(false);
    expect(mustTakeTest({ userActivated: true, testPassed: false, unionStatus: 'Non-Union' })).toBe(false);
    expect(mustTakeTest({ userActivated: false, testPassed: false, unionStatus: null })).toBe(false);
  });

  it('qualifies ACTRA members with a complete profile, others only after the test', () => {
    const actra = completeProfile({
      unionStatus: 'ACTRA Full',
      unionId: '12345',
      actraCardKeyName: 'performers/uid1/actra-card/eeeeeeeeeeee.jpg',
    });
    expect(qualifiesForActivation({ userActivated: false, testPassed: false, profile: actra })).toBe(true);
    expect(qualifiesForActivation({ userActivated: false, testPassed: false, profile: completeProfile() })).toBe(false);
    expect(qualifiesForActivation({ userActivated: false, testPassed: true, profile: completeProfile() })).toBe(true);
    const incomplete = completeProfile({ whasaKeyName: null });
    expect(qualifiesForActivation({ userActivated: false, testPassed: true, profile: incomplete })).toBe(false);
    expect(qualifiesForActivation({ userActivated: false, testPassed: true, profile: null })).toBe(false);
  });

  it('says what activation still lacks: fields in form order, and the test unless ACTRA', () => {
    const incomplete = completeProfile({ firstName: null, whasaKeyName: null });
    expect(activationShortfall({ testPassed: false, profile: incomplete })).toEqual({
      fields: ['whasaKeyName', 'firstName'],
      testPassed: true,
      guardianConsent: false,
    });
    const actra = completeProfile({
      unionStatus: 'ACTRA Full',
      unionId: 'A-1',
      actraCardKeyName: 'performers/u/actra-card/AAAAAAAA.png',
    });
    expect(activationShortfall({ testPassed: false, profile: actra })).toEqual({
      fields: [],
      testPassed: false,
      guardianConsent: false,
    });
    expect(activationShortfall({ testPassed: true, profile: completeProfile() })).toEqual({
      fields: [],
      testPassed: false,
      guardianConsent: false,
    });
  });

  it("waits for a minor's guardian to consent", () => {
    const minor = completeProfile({ dateOfBirth: '2012-01-01' });
    expect(activationShortfall({ testPassed: true, profile: minor }).guardianConsent).toBe(true);
    expect(activationShortfall({ testPassed: true, profile: minor, guardianConsent: 'given' }).guardianConsent).toBe(
      false,
    );
  });
});
