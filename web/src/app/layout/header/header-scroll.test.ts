import { describe, expect, it } from 'vitest';
import { INITIAL_HEADER_SCROLL, nextHeaderScroll, type HeaderScrollState } from './header-scroll';

const scrollThrough = (positions: number[]): HeaderScrollState =>
  positions.reduce(nextHeaderScroll, INITIAL_HEADER_SCROLL);

describe('nextHeaderScroll', () => {
  it('keeps the header while the page is within the first 100 px', () => {
    expect(scrollThrough([40, 100]).hidden).toBe(false);
  });

  it('hides it when scrolling down past 100 px and shows it again on the way up', () => {
    expect(scrollThrough([50, 150]).hidden).toBe(true);
    expect(scrollThrough([50, 150, 600, 580]).hidden).toBe(false);
    expect(scrollThrough([50, 150, 600, 580, 590]).hidden).toBe(true);
  });

  it('keeps its state when the position does not change', () => {
    expect(scrollThrough([300, 300]).hidden).toBe(true);
  });

  it('compacts the logo from 400 px', () => {
    expect(scrollThrough([399]).compactLogo).toBe(false);
    expect(scrollThrough([400]).compactLogo).toBe(true);
    expect(scrollThrough([400, 120]).compactLogo).toBe(false);
  });
});
