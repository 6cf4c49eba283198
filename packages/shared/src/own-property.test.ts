import { describe, expect, it } from 'vitest';
import { ownValue } from './own-property';
import { measurementUnit } from './profile-display';
import { defaultRateOptionFor } from './schemas/payment';
import { profileFieldLabel } from './profile-fields';

const PROTOTYPE_KEYS = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];

describe('lookups by keys from outside', () => {
  it.each(PROTOTYPE_KEYS)('find nothing for %s in a map that does not own it', (key) => {
    expect(ownValue({ a: 1 }, key)).toBeUndefined();
    expect(profileFieldLabel(key)).toBe(key);
    expect(measurementUnit(key)).toBeUndefined();
    expect(defaultRateOptionFor(key)).toBe('non-union');
  });

  it('still find what the map owns', () => {
    expect(profileFieldLabel('state')).toBe('Province');
    expect(measurementUnit('sizeHips')).toBe('in');
    expect(defaultRateOptionFor('ACTRA Full')).toBe('actra-full');
  });
});
