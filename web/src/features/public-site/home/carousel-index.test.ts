import { describe, expect, it } from 'vitest';
import { wrapIndex } from './carousel-index';

describe('wrapIndex', () => {
  it('moves forward and wraps from the last slide to the first', () => {
    expect(wrapIndex(0, 1, 3)).toBe(1);
    expect(wrapIndex(2, 1, 3)).toBe(0);
  });

  it('moves back and wraps from the first slide to the last', () => {
    expect(wrapIndex(1, -1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
  });

  it('handles steps larger than the slide count and an empty carousel', () => {
    expect(wrapIndex(1, 7, 3)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
