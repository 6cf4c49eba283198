/** Steps of the commission payment browser tests. */
import AxeBuilder from '@axe-core/playwright';
import { addCalendarDays, agencyToday } from '@scenecall/shared';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { gotoApp, openPage, type VIEWPORTS } from '../../tools/testing/browser';
import type { TestUser } from '../../tools/testing/users';

/** Signs in through the real login page, then opens the commission screen. */
export async function openCommissionsAs(browser: Browser, user: TestUser, viewport: keyof typeof VIEWPORTS) {
  const { context, page } = await openPage(browser, '/login', viewport);
  const tel = page.locator('input[name="tel"]');
  await tel.click();
  await tel.pressSequentially(user.tel.replace(/\D/g, '').slice(1));
  await page.locator('input[name="password"]').fill(user.password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/performer'), { timeout: 20_000 });
  await gotoApp(page, '/performer/commissions');
  await page.getByRole('heading', { name: 'Pay the commission' }).waitFor({ timeout: 20_000 });
  return { context, page };
}

/** The Toronto calendar date `days` before today (YYYY-MM-DD). */
export const daysAgo = (days: number): string => addCalendarDays(agencyToday(), -days);

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

export async function fillPaymentForm(page: Page, form: { production: string; dates: string[]; amount: string }) {
  await page.getByLabel('Production name').fill(form.production);
  await pickDates(page, form.dates);
  await page.getByLabel('Gross amount').fill(form.amount);
}

export async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill('1234');
  await page.getByLabel('CVC').fill('123');
}

/** Serious and critical accessibility violations on the page as it is now. */
export async function expectAxeClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}
