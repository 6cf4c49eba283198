import { describe, expect, it } from 'vitest';
import { median, percentile, retainedHeap, summarize } from './timing';

describe('bench timing', () => {
  it('takes percentiles by nearest rank', () => {
    const samples = Array.from({ length: 20 }, (_, i) => 20 - i);
    expect(summarize(samples)).toEqual({ count: 20, p50: 10, p95: 19, max: 20 });
    expect(percentile([], 50)).toBeNaN();
  });

  it('takes the median of an odd and an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('measures the heap a result keeps alive', async () => {
    const { result, bytes } = await retainedHeap(async () => Array.from({ length: 100_000 }, (_, i) => ({ i })));
    expect(result).toHaveLength(100_000);
    // At least the array's 100,000 slots and an object for each.
    expect(bytes).toBeGreaterThan(100_000 * 16);
  });
});
