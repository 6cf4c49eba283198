/** Steps of the Admin's browser tests. */
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoAxeViolations } from '../../tools/testing/axe';
import { openPage } from '../../tools/testing/browser';
import type { TestUser } from '../../tools/testing/users';

/** Logs the Admin in through the login page; answers the page, on /admin. */
export async function adminPage(browser: Browser, admin: TestUser): Promise<Page> {
  const { page } = await openPage(browser, '/login');
  const phone = page.locator('input[name="tel"]');
  await phone.click();
  await phone.pressSequentially(admin.tel.replace(/\D/g, '').slice(1));
  await page.locator('input[name="password"]').fill(admin.password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
  return page;
}

/** Goes to an admin page through the app's own navigation (no reload: the session stays as it is). */
export async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path);
}

export const rowNames = (page: Page) => page.getByTestId('user-row').locator('td:first-child a').allInnerTexts();

/** Types a search and waits until the list shows its answer (the search is debounced). */
/**
 * Types a search and waits for its own answer (the list before the 300 ms debounce may already
 * satisfy `expected`), then for the rows to show it.
 */
export async function search(page: Page, text: string, expected: (names: string[]) => boolean): Promise<string[]> {
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).searchParams.get('query') === text.trim() && response.ok(),
  );
  await page.getByLabel('Search by name, phone or e-mail').fill(text);
  await answered;
  await expect.poll(async () => expected(await rowNames(page))).toBe(true);
  return rowNames(page);
}

export { expectNoAxeViolations };
