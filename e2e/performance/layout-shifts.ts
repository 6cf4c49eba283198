/**
 * A page's layout shift as the browser itself reports it (`layout-shift` entries), scored as
 * Lighthouse and web-vitals score it, and what the page's HTML alone showed: for the tests that
 * hold signed-in pages still while they load on a phone (issue 24).
 */
import type { Page } from 'playwright-core';

/** Issue 24: CLS at most 0.05 on a phone, cold. */
export const SHIFT_BUDGET = 0.05;

export interface Recorded {
  layoutShifts: { value: number; time: number }[];
  /** The page's heading once the HTML is parsed, and whether the app had started by then. */
  fromHtml?: { heading: string | null; appReady: boolean };
}

/**
 * Records every layout shift from the first paint on, and what the HTML alone showed (installed
 * before the page's own scripts).
 */
export function recordShifts(): void {
  const shifts: { value: number; time: number }[] = [];
  const recorded = window as unknown as Recorded;
  recorded.layoutShifts = shifts;
  document.addEventListener('DOMContentLoaded', () => {
    const heading = document.querySelector('#main h1')?.textContent ?? null;
    recorded.fromHtml = { heading, appReady: document.documentElement.dataset.appReady === 'true' };
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) shifts.push({ value: entry.value, time: entry.startTime });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Cumulative Layout Shift as Lighthouse and web-vitals define it: the worst session window (1 s gap, 5 s long). */
export function shiftScore(page: Page): Promise<number> {
  return page.evaluate(() => {
    const shifts = (window as unknown as Recorded).layoutShifts;
    let worst = 0;
    let window_ = 0;
    let first = 0;
    let last = 0;
    for (const { value, time } of shifts) {
      if (window_ > 0 && (time - last > 1000 || time - first > 5000)) window_ = 0;
      if (window_ === 0) first = time;
      window_ += value;
      last = time;
      worst = Math.max(worst, window_);
    }
    return worst;
  });
}
