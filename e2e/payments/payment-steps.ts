/** Steps of the commission payment browser tests. */
import { addCalendarDays, agencyToday } from '@scenecall/shared';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { gotoApp, openPage, type VIEWPORTS } from '../../tools/testing/browser';
import { pickDates } from '../../tools/testing/multi-date';
import type { TestUser } from '../../tools/testing/users';
import { seriousAxeViolations } from '../../tools/testing/axe';
import { openSignedIn } from '../../tools/testing/signed-in';
import { logIn } from '../auth/auth-steps';

/**
 * Signs in through the real login page, then opens the commission screen: for a test whose subject
 * includes the login (a deactivated performer can still log in to pay).
 */
export async function logInToCommissions(browser: Browser, user: TestUser, viewport: keyof typeof VIEWPORTS) {
  const { context, page } = await openPage(browser, '/login', viewport);
  await logIn(page, user.tel, user.password);
  await page.waitForURL((url) => url.pathname.startsWith('/performer'));
  await gotoApp(page, '/performer/commissions');
  await page.getByRole('heading', { name: 'Pay the commission' }).waitFor();
  return { context, page };
}

/** The commission screen in a browser already signed in as `user` (the login page has its own tests). */
export async function openCommissionsAs(browser: Browser, user: TestUser, viewport: keyof typeof VIEWPORTS) {
  const { context, page } = await openSignedIn(browser, user, '/performer/commissions', viewport);
  await page.getByRole('heading', { name: 'Pay the commission' }).waitFor();
  return { context, page };
}

/** The Toronto calendar date `days` before today (YYYY-MM-DD). */
export const daysAgo = (days: number): string => addCalendarDays(agencyToday(), -days);

export { pickDates, showMonth } from '../../tools/testing/multi-date';

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
  expect(await seriousAxeViolations(page)).toEqual([]);
}

export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}
