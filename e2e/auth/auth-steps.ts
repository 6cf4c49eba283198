/** Steps shared by the account browser tests. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousAxeViolations } from '../../tools/testing/axe';
import { PAGE_WAIT_MS } from '../../tools/testing/browser';

/** Types a 1-XXX-XXX-XXXX phone into the auto-formatting phone field (the leading 1- is forced). */
export async function typePhone(page: Page, tel: string): Promise<void> {
  const field = page.locator('input[name="tel"]');
  await field.click();
  await field.pressSequentially(tel.replace(/\D/g, '').slice(1));
  expect(await field.inputValue()).toBe(tel);
}

export async function logIn(page: Page, tel: string, password: string): Promise<void> {
  await page.locator('input[name="tel"]').waitFor();
  await typePhone(page, tel);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Submit' }).click();
}

/**
 * Waits until the page is at `expected` (a path, or a test of the path) and returns where it is; when
 * it does not get there, the error says where it is and what the page says.
 */
export async function waitForPath(
  page: Page,
  expected: string | ((path: string) => boolean),
  timeout = PAGE_WAIT_MS,
): Promise<string> {
  const test = typeof expected === 'string' ? (path: string) => path === expected : expected;
  try {
    await page.waitForURL((url) => test(url.pathname), { timeout });
  } catch (error) {
    const text = await page
      .locator('body')
      .innerText()
      .catch(() => '');
    const wanted = typeof expected === 'string' ? expected : 'the expected path';
    throw new Error(`Still on ${page.url()} instead of ${wanted}. Page says: ${text.slice(0, 600)}`, { cause: error });
  }
  return new URL(page.url()).pathname;
}

/** Serious and critical accessibility violations on the page as it is now. */
export const axeViolations = seriousAxeViolations;
