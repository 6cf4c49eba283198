import { describe, expect, it } from 'vitest';
import { completeProfile } from '../profile-test-fixtures';
import { isMaskedSin, parsePendingPictureKey, parsePictureKey } from '../profile-constants';
import { newAccountProfileSchema, performerProfileSchema } from './profile';
import { PROFILE_FIELDS, profileFieldLabel } from '../profile-fields';

describe('performer profile schema', () => {
  it('has the fields the profile pages list, in their order (profile-fields.ts)', () => {
    expect(Object.keys(performerProfileSchema.shape)).toEqual(PROFILE_FIELDS);
  });

  it('accepts a complete profile and fixes the country to Canada', () => {
    const parsed = performerProfileSchema.parse({ ...completeProfile(), country: undefined });
    expect(parsed.country).toBe('Canada');
  });

  it('refuses account fields (strict)', () => {
    for (const field of ['userActivated', 'testPassed', 'role', 'emailVerified']) {
      const result = performerProfileSchema.safeParse({ ...completeProfile(), [field]: true });
      expect(result.success).toBe(false);
    }
  });

  it('refuses values outside the enumerations and other countries', () => {
    expect(performerProfileSchema.safeParse(completeProfile({ hairColor: 'purple' as never })).success).toBe(false);
    expect(performerProfileSchema.safeParse(completeProfile({ state: 'XX' as never })).success).toBe(false);
    expect(performerProfileSchema.safeParse({ ...completeProfile(), country: 'USA' }).success).toBe(false);
  });

  it('accepts the SIN masked as answers carry it (meaning: keep the stored one), and only that mask', () => {
    expect(isMaskedSin('***-***-789')).toBe(true);
    expect(isMaskedSin('123456789')).toBe(false);
    expect(isMaskedSin('***-***-78x')).toBe(false);
    expect(isMaskedSin('*')).toBe(false);
    expect(performerProfileSchema.safeParse(completeProfile({ socialInsuranceNumber: '***-***-789' })).success).toBe(
      true,
    );
    expect(performerProfileSchema.safeParse(completeProfile({ socialInsuranceNumber: '**-789' })).success).toBe(false);
  });

  it('reads pending upload keys and refuses anything else', () => {
    expect(parsePendingPictureKey('pending/AAAAAAAAAAAAAAAA/whasa.jpg')).toEqual({
      uploadId: 'AAAAAAAAAAAAAAAA',
      kind: 'whasa',
      extension: 'jpg',
    });
    expect(parsePendingPictureKey('pending/../whasa.jpg')).toBeNull();
    const pending = completeProfile({ keyName: 'pending/AAAAAAAAAAAAAAAA/profile.png' });
    expect(newAccountProfileSchema.safeParse(pending).success).toBe(true);
    expect(newAccountProfileSchema.safeParse({ ...pending, keyName: 'pending/x/../profile.png' }).success).toBe(false);
    expect(parsePendingPictureKey('performers/u/whasa/AAAAAAAAAAAAAAAA.jpg')).toBeNull();
    expect(
      performerProfileSchema.safeParse(completeProfile({ keyName: 'pending/AAAAAAAAAAAAAAAA/profile.png' })).success,
    ).toBe(false);
  });

  it('limits the SIN to 9 digits and checks phones', () => {
    expect(performerProfileSchema.safeParse(completeProfile({ socialInsuranceNumber: '1234567890' })).success).toBe(
      false,
    );
    expect(performerProfileSchema.safeParse(completeProfile({ socialInsuranceNumber: '12a' })).success).toBe(false);
    expect(performerProfileSchema.safeParse(completeProfile({ emergencyTel: '416-555-0199' })).success).toBe(false);
  });

  it('rounds measurements to 0.1 and wants whole cm heights', () => {
    expect(performerProfileSchema.parse(completeProfile({ sizeChest: 34.26 })).sizeChest).toBe(34.3);
    expect(performerProfileSchema.safeParse(completeProfile({ sizeHeight: 170.5 })).success).toBe(false);
    expect(performerProfileSchema.safeParse(completeProfile({ sizeWeight: -1 })).success).toBe(false);
  });

  it('refuses future or malformed dates of birth', () => {
    expect(performerProfileSchema.safeParse(completeProfile({ dateOfBirth: '2999-01-01' })).success).toBe(false);
    expect(performerProfileSchema.safeParse(completeProfile({ dateOfBirth: '01/02/1990' })).success).toBe(false);
  });

  it('accepts only stored picture keys, never a file name or another path', () => {
    expect(performerProfileSchema.safeParse(completeProfile({ keyName: 'me.jpg' })).success).toBe(false);
    expect(
      performerProfileSchema.safeParse(completeProfile({ keyName: 'performers/u/profile/../x.jpg' })).success,
    ).toBe(false);
    expect(parsePictureKey('performers/abc/actra-card/0123456789ab.jpg')).toEqual({
      uid: 'abc',
      kind: 'actra-card',
      file: '0123456789ab.jpg',
    });
    expect(parsePictureKey('users/abc/profile/0123456789ab.jpg')).toBeNull();
  });

  it('has friendly names', () => {
    expect(profileFieldLabel('state')).toBe('Province');
    expect(profileFieldLabel('sizeBustBand')).toBe('Bra Size');
  });
});
