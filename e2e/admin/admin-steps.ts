/** Steps of the Admin's browser tests. */
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoAxeViolations } from '../../tools/testing/axe';

import type { TestUser } from '../../tools/testing/users';
import { openSignedIn } from '../../tools/testing/signed-in';

/** The Admin's browser, signed in, on /admin. */
export async function adminPage(browser: Browser, admin: TestUser): Promise<Page> {
  const { page } = await openSignedIn(browser, admin, '/admin');
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
