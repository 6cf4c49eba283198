import { describe, expect, it } from 'vitest';
import { displayPhone, e164ToPhone, isPhone, phoneToE164 } from './phone';

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
