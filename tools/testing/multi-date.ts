/** Steps on the shared multi-date calendar (web/src/components/multi-date-field.tsx). */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The month the calendar shows (YYYY-MM), read from its days. */
const shownMonth = async (page: Page) =>
  (await page
    .getByTestId('multi-date-calendar')
    .locator('td[data-day]:not([data-outside])')
    .first()
    .getAttribute('data-day'))!.slice(0, 7);

/** Pages the calendar to a month (YYYY-MM) with its previous/next buttons. */
export async function showMonth(page: Page, month: string): Promise<void> {
  const calendar = page.getByTestId('multi-date-calendar');
  for (let step = 0; step < 36; step += 1) {
    const shown = await shownMonth(page);
    if (shown === month) return;
    const direction = month < shown ? 'Previous' : 'Next';
    await calendar.getByRole('button', { name: `Go to the ${direction} Month` }).click();
  }
  throw new Error(`The calendar never showed ${month}`);
}

/** Taps each date on the work-dates calendar, paging months as a person would; nothing else to press. */
export async function pickDates(page: Page, dates: string[]): Promise<void> {
  const calendar = page.getByTestId('multi-date-calendar');
  for (const date of dates) {
    await showMonth(page, date.slice(0, 7));
    const wasSelected = (await calendar.locator(`td[data-day="${date}"][data-selected]`).count()) > 0;
    await calendar.locator(`td[data-day="${date}"]:not([data-outside]) button`).click();
    const selected = calendar.locator(`td[data-day="${date}"]:not([data-outside])[data-selected]`);
    await expect.poll(() => selected.count()).toBe(wasSelected ? 0 : 1);
  }
}
