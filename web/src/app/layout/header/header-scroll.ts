/** The header hides after 100 px of downward scroll and returns on upward scroll; the logo compacts at 400 px. */
export const HEADER_HIDE_AFTER_PX = 100;
export const LOGO_COMPACT_AT_PX = 400;

export interface HeaderScrollState {
  hidden: boolean;
  compactLogo: boolean;
  lastY: number;
}

export const INITIAL_HEADER_SCROLL: HeaderScrollState = { hidden: false, compactLogo: false, lastY: 0 };

export function nextHeaderScroll(previous: HeaderScrollState, scrollY: number): HeaderScrollState {
  const delta = scrollY - previous.lastY;
  let hidden = previous.hidden;
  if (scrollY <= HEADER_HIDE_AFTER_PX) hidden = false;
  else if (delta > 0) hidden = true;
  else if (delta < 0) hidden = false;
  return { hidden, compactLogo: scrollY >= LOGO_COMPACT_AT_PX, lastY: scrollY };
}
