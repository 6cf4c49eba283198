import { describe, expect, it } from 'vitest';
import { completeProfile } from '../../../../packages/shared/src/profile-test-fixtures';
import { formValuesOf, missingLabels, pictureKeysOf, toProfile, visibleSections } from './profile-form';
import { ADMIN_FORM_RULES } from './profile-form-rules';

describe('update form values', () => {
  it('round-trips a stored profile, height through feet and inches', () => {
    const profile = completeProfile({ sizeHeight: 175 });
    const values = formValuesOf(profile);
    expect(values.sizeHeight).toBe("5'9");
    expect(values.lgbt).toBe('false');
    expect(toProfile(values, pictureKeysOf(profile))).toEqual({ ...profile, sizeHeight: 175 });
  });

  it('sends empty fields as null and converts numbers and booleans', () => {
    const values = { ...formValuesOf(null), sizeChest: '34.5', trans: 'true', sizeHeight: "6'0", city: '  ' };
    const profile = toProfile(values, pictureKeysOf(null));
    expect(profile).toMatchObject({ sizeChest: 34.5, trans: true, sizeHeight: 183, city: null, country: 'Canada' });
  });

  it('sends the masked SIN back as answered (kept) and an emptied SIN as "" (cleared)', () => {
    const profile = completeProfile({ socialInsuranceNumber: '***-***-789' });
    expect(toProfile(formValuesOf(profile), pictureKeysOf(profile)).socialInsuranceNumber).toBe('***-***-789');
    const emptied = { ...formValuesOf(profile), socialInsuranceNumber: '' };
    expect(toProfile(emptied, pictureKeysOf(profile)).socialInsuranceNumber).toBe('');
  });

  it('clears fields of sections that no longer apply', () => {
    const female = completeProfile();
    const values = { ...formValuesOf(female), gender: 'male', unionStatus: 'Non-Union', unionId: 'X' };
    const profile = toProfile(values, pictureKeysOf(female));
    expect(profile).toMatchObject({ sizeDress: null, sizeBustCup: null, sizeBustBand: null, unionId: null });
  });

  it('counts chosen pictures as given when listing missing fields', () => {
    const profile = completeProfile({ keyName: null });
    const values = formValuesOf(profile);
    expect(missingLabels(values, pictureKeysOf(profile), {}, false)).toEqual(['Headshot Image']);
    const chosen = { profile: new File(['x'], 'Ada-head', { type: 'image/jpeg' }) };
    expect(missingLabels(values, pictureKeysOf(profile), chosen, false)).toEqual([]);
  });

  it("keeps the union ID under the Admin's rules whatever the union status", () => {
    const values = { ...formValuesOf(completeProfile()), unionStatus: 'Non-Union', unionId: 'N-1' };
    expect(visibleSections(values).unionId).toBe(false);
    expect(visibleSections(values, ADMIN_FORM_RULES).unionId).toBe(true);
    const keys = pictureKeysOf(null);
    expect(toProfile(values, keys, ADMIN_FORM_RULES).unionId).toBe('N-1');
    expect(toProfile(values, keys).unionId).toBeNull();
  });
});
