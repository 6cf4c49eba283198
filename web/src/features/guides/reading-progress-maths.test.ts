import { describe, expect, it } from 'vitest';
import { readingProgress } from './reading-progress-maths';

describe('readingProgress', () => {
  it('stays hidden up to 140 px of scroll and appears after', () => {
    expect(readingProgress(0, 3000, 800).visible).toBe(false);
    expect(readingProgress(140, 3000, 800).visible).toBe(false);
    expect(readingProgress(141, 3000, 800).visible).toBe(true);
  });

  it('measures the read share of the scrollable height, clamped to 0..1', () => {
    expect(readingProgress(1100, 3000, 800).ratio).toBe(0.5);
    expect(readingProgress(2200, 3000, 800).ratio).toBe(1);
    expect(readingProgress(5000, 3000, 800).ratio).toBe(1);
    expect(readingProgress(-20, 3000, 800).ratio).toBe(0);
  });

  it('counts a page shorter than the window as fully read', () => {
    expect(readingProgress(0, 600, 800).ratio).toBe(1);
  });
});
