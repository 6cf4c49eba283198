import { describe, expect, it } from 'vitest';
import { canStillBeAnswered, requestCodeFor } from './request-codes';

const now = new Date('2026-11-10T12:00:00Z');
const ahead = '2026-11-12T23:00:00.000Z';
const past = '2026-11-09T23:00:00.000Z';

describe('request codes', () => {
  it('takes the smallest number no answerable request holds', () => {
    const others = [
      { status: 'asked' as const, deadline: ahead, requestCode: 1 },
      { status: 'offered' as const, deadline: ahead, requestCode: 3 },
    ];
    expect(requestCodeFor(null, others, now)).toBe(2);
    expect(requestCodeFor(null, others, now, [2])).toBe(4);
  });

  it('reuses a number once its request can no longer be answered', () => {
    const others = [
      { status: 'available' as const, deadline: ahead, requestCode: 1 },
      { status: 'asked' as const, deadline: past, requestCode: 2 },
      { status: 'asked' as const, deadline: ahead, requestCode: 3 },
    ];
    expect(requestCodeFor(null, others, now)).toBe(1);
  });

  it('keeps its own number when asked again, unless another request holds it', () => {
    const others = [{ status: 'asked' as const, deadline: ahead, requestCode: 1 }];
    expect(requestCodeFor(2, others, now)).toBe(2);
    expect(requestCodeFor(1, others, now)).toBe(2);
  });

  it('an answerable request is asked or offered with its deadline ahead', () => {
    expect(canStillBeAnswered({ status: 'asked', deadline: ahead }, now)).toBe(true);
    expect(canStillBeAnswered({ status: 'asked', deadline: past }, now)).toBe(false);
    expect(canStillBeAnswered({ status: 'booked', deadline: ahead }, now)).toBe(false);
  });
});
