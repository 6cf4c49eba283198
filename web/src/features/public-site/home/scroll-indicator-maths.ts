/** The home page's scroll indicator: grows to 6x over the first 700 px, then fades out over 500 px. */
export const INDICATOR_MAX_SCALE = 6;
export const INDICATOR_GROW_PX = 700;
export const INDICATOR_FADE_PX = 500;

const clamp01 = (value: number): number => Math.min(Math.max(value, 0), 1);

export function scrollIndicatorStyle(scrollY: number): { scale: number; opacity: number } {
  const grown = clamp01(scrollY / INDICATOR_GROW_PX);
  const faded = clamp01((scrollY - INDICATOR_GROW_PX) / INDICATOR_FADE_PX);
  return { scale: 1 + (INDICATOR_MAX_SCALE - 1) * grown, opacity: 1 - faded };
}
