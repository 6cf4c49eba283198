import { describe, expect, it } from 'vitest';
import { checkInCodeOf, verifyCheckInCode } from './check-in-codes';

const SECRET = 'unit-test-secret';
const claim = { dayId: 'day_A1', performerId: 'perf-B2', date: '2026-12-03' };

describe('check-in codes', () => {
  it('a code made by the server names its day, performer and date', () => {
    const code = checkInCodeOf(claim, SECRET);
    expect(code).toMatch(/^sc1\.day_A1\.perf-B2\.20261203\.[A-Za-z0-9_-]{22}$/);
    expect(verifyCheckInCode(code, SECRET)).toEqual(claim);
  });

  it('a code altered to another day, person or date, or signed with another secret, is refused', () => {
    const code = checkInCodeOf(claim, SECRET);
    const mac = code.split('.')[4];
    for (const forged of [
      `sc1.day_A2.perf-B2.20261203.${mac}`,
      `sc1.day_A1.perf-B3.20261203.${mac}`,
      `sc1.day_A1.perf-B2.20261204.${mac}`,
      checkInCodeOf(claim, 'another-secret'),
      `${code}.extra`,
      'sc1.day_A1.perf-B2.20261203.',
      'not a code',
    ]) {
      expect(verifyCheckInCode(forged, SECRET), forged).toBeUndefined();
    }
  });
});
