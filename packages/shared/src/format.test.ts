import { describe, expect, it } from 'vitest';
import { ageFromDateOfBirth, isMinor } from './dates';
import { formatMeasurement, maskSin, titleCaseHyphenated, yesNo } from './format';
import { displayPhone } from './phone';

describe('profile display formatting', () => {
  it('shows booleans as Yes/No, missing as No', () => {
    expect(yesNo(true)).toBe('Yes');
    expect(yesNo(false)).toBe('No');
    expect(yesNo(undefined)).toBe('No');
  });

  it('title-cases hyphenated values and shows both non-binary genders as Non Binary', () => {
    expect(titleCaseHyphenated('dark-brown')).toBe('Dark-Brown');
    expect(titleCaseHyphenated('south-asian')).toBe('South-Asian');
    expect(titleCaseHyphenated('male')).toBe('Male');
    expect(titleCaseHyphenated('non-binary-female')).toBe('Non Binary');
    expect(titleCaseHyphenated('non-binary-male')).toBe('Non Binary');
    expect(titleCaseHyphenated(undefined)).toBe('');
  });

  it('shows the SIN as 3-3-3 groups, masked except its last 3 digits', () => {
    expect(maskSin('123456789')).toBe('***-***-789');
    expect(maskSin('123 456 789')).toBe('***-***-789');
    expect(maskSin('')).toBe('');
    expect(maskSin(null)).toBe('');
    expect(maskSin('***-***-789')).toBe('***-***-789');
  });

  it('shows phones as 1-XXX-XXX-XXXX', () => {
    expect(displayPhone('14165550100')).toBe('1-416-555-0100');
    expect(displayPhone('+14165550100')).toBe('1-416-555-0100');
    expect(displayPhone('4165550100')).toBe('1-416-555-0100');
    expect(displayPhone('1-416-555-0100')).toBe('1-416-555-0100');
  });

  it('computes age from the date of birth, 0 when missing', () => {
    const today = new Date('2025-06-15T16:00:00Z'); // noon in Toronto
    expect(ageFromDateOfBirth('2000-06-15', today)).toBe(25);
    expect(ageFromDateOfBirth('2000-06-16', today)).toBe(24);
    expect(ageFromDateOfBirth(undefined, today)).toBe(0);
    expect(ageFromDateOfBirth('not a date', today)).toBe(0);
    expect(isMinor('2007-06-16', today)).toBe(true);
    expect(isMinor('2007-06-15', today)).toBe(false);
  });

  it('shows measurements with at most one decimal', () => {
    expect(formatMeasurement(32)).toBe('32');
    expect(formatMeasurement(32.5)).toBe('32.5');
    expect(formatMeasurement(32.26)).toBe('32.3');
    expect(formatMeasurement(null)).toBe('');
  });
});
