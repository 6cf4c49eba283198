import { PHONE_INPUT_MASK } from '@scenecall/shared';
import IMask from 'imask';
import { describe, expect, it } from 'vitest';

/** The value the phone field shows after `raw` arrives in one piece (a paste, an autofill). */
function pasted(raw: string): string {
  const masked = IMask.createMask({ ...PHONE_INPUT_MASK });
  masked.append(raw, { input: true });
  return masked.value;
}

/** The value after typing `keys` one at a time into the field, starting from `start`. */
function typed(keys: string, start = ''): string {
  const masked = IMask.createMask({ ...PHONE_INPUT_MASK });
  masked.resolve(start);
  for (const key of keys) masked.append(key, { input: true });
  return masked.value;
}

describe('the phone field mask (PHONE_INPUT_MASK)', () => {
  it.each([
    ['1', '1-'],
    ['6', '1-6'],
    ['647', '1-647-'],
    ['6475', '1-647-5'],
    ['647555', '1-647-555-'],
    ['6475550', '1-647-555-0'],
    ['6475550123', '1-647-555-0123'],
  ])('adds the dashes as %j is typed: %j', (keys, expected) => {
    expect(typed(keys, '1-')).toBe(expected);
  });

  it.each([
    ['4165550110', '1-416-555-0110'],
    ['(416) 555-0110', '1-416-555-0110'],
    ['+1 416 555 0110', '1-416-555-0110'],
    ['+1 (647) 555-0123', '1-647-555-0123'],
    ['14379766880', '1-437-976-6880'],
    ['1-437-976-6880', '1-437-976-6880'],
    ['1647555012399', '1-647-555-0123'],
  ])('takes a pasted %j as %j', (raw, expected) => {
    expect(pasted(raw)).toBe(expected);
  });

  it('keeps a leading 1 typed after the forced 1- once, not twice', () => {
    expect(typed('1', '1-')).toBe('1-');
    expect(typed('14379766880', '1-')).toBe('1-437-976-6880');
  });

  it('takes a stored number back unchanged', () => {
    expect(typed('', '1-647-555-0123')).toBe('1-647-555-0123');
  });
});
