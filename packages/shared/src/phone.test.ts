import { describe, expect, it } from 'vitest';
import { displayPhone, e164ToPhone, formatPhoneInput, isPhone, phoneToE164 } from './phone';

describe('formatPhoneInput (the phone field auto-format)', () => {
  it.each([
    ['', '1-'],
    ['1', '1-'],
    ['1-', '1-'],
    ['16', '1-6'],
    ['1647', '1-647-'],
    ['16475', '1-647-5'],
    ['1647555', '1-647-555-'],
    ['16475550', '1-647-555-0'],
    ['16475550123', '1-647-555-0123'],
  ])('formats %j as %j', (raw, expected) => {
    expect(formatPhoneInput(raw)).toBe(expected);
  });

  it('strips non-digits', () => {
    expect(formatPhoneInput('+1 (647) 555-0123')).toBe('1-647-555-0123');
    expect(formatPhoneInput('1-6a4b7')).toBe('1-647-');
  });

  it('forces a leading 1', () => {
    expect(formatPhoneInput('6475550123')).toBe('1-647-555-0123');
    expect(formatPhoneInput('4')).toBe('1-4');
  });

  it('keeps a leading 1 typed or pasted after the forced 1- once, not twice', () => {
    // What the field holds after focus ('1-') and then typing or pasting the number with its 1.
    expect(formatPhoneInput('1-1')).toBe('1-');
    expect(formatPhoneInput('1-14379766880')).toBe('1-437-976-6880');
    expect(formatPhoneInput('14379766880')).toBe('1-437-976-6880');
    expect(formatPhoneInput('1-1-437-976-6880')).toBe('1-437-976-6880');
    expect(formatPhoneInput('1-+1 (437) 976-6880')).toBe('1-437-976-6880');
  });

  it('keeps at most 11 digits', () => {
    expect(formatPhoneInput('1647555012399')).toBe('1-647-555-0123');
  });

  it('re-formats an already formatted value unchanged', () => {
    expect(formatPhoneInput('1-647-555-0123')).toBe('1-647-555-0123');
  });
});

describe('phone validation and conversions', () => {
  it('accepts only 1-XXX-XXX-XXXX starting with 1', () => {
    expect(isPhone('1-647-555-0123')).toBe(true);
    expect(isPhone('2-647-555-0123')).toBe(false);
    expect(isPhone('1-647-555-012')).toBe(false);
    expect(isPhone('16475550123')).toBe(false);
    expect(isPhone(' 1-647-555-0123')).toBe(false);
  });

  it('converts to and from E.164', () => {
    expect(phoneToE164('1-647-555-0123')).toBe('+16475550123');
    expect(e164ToPhone('+16475550123')).toBe('1-647-555-0123');
  });

  it('displays stored phones as 1-XXX-XXX-XXXX', () => {
    expect(displayPhone('6475550123')).toBe('1-647-555-0123');
    expect(displayPhone('+16475550123')).toBe('1-647-555-0123');
    expect(displayPhone('')).toBe('');
  });
});
