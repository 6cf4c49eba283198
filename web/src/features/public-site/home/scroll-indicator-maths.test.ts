import { describe, expect, it } from 'vitest';
import { scrollIndicatorStyle } from './scroll-indicator-maths';

describe('scrollIndicatorStyle', () => {
  it('starts at its natural size, fully visible', () => {
    expect(scrollIndicatorStyle(0)).toEqual({ scale: 1, opacity: 1 });
  });

  it('grows linearly to 6x over 700 px of scroll', () => {
    expect(scrollIndicatorStyle(350)).toEqual({ scale: 3.5, opacity: 1 });
    expect(scrollIndicatorStyle(700)).toEqual({ scale: 6, opacity: 1 });
  });

  it('then fades out over the next 500 px and stays gone', () => {
    expect(scrollIndicatorStyle(950)).toEqual({ scale: 6, opacity: 0.5 });
    expect(scrollIndicatorStyle(1200)).toEqual({ scale: 6, opacity: 0 });
    expect(scrollIndicatorStyle(5000)).toEqual({ scale: 6, opacity: 0 });
  });

  it('treats overscroll above the top as no scroll', () => {
    expect(scrollIndicatorStyle(-40)).toEqual({ scale: 1, opacity: 1 });
  });
});
