/**
 * Where the keyboard is after a route change (issue 24, item 4), keyboard only: the page the browser
 * opened keeps the browser's own start (focus on the document, nothing announced, even when a guard
 * redirected it to /login); after logging in, and after following a link, the new page's h1 has the
 * focus and the live region says it.
 */
import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { performerWith } from '../../functions/src/features/casting/casting.test-support';
import { expectNoAxeViolations } from '../../tools/testing/axe';
import { launchBrowser, openPage } from '../../tools/testing/browser';
import { announcement, expectHeadingFocused, focused, named, tabTo } from '../../tools/testing/keyboard';
import type { TestUser } from '../../tools/testing/users';
import { waitForPath } from './auth-steps';

describe('the keyboard after a route change', () => {
  let browser: Browser;
  let performer: TestUser;
  const lastName = `Keys${randomBytes(3).toString('hex')}`;
  beforeAll(async () => {
    browser = await launchBrowser();
    performer = await performerWith({ firstName: 'Kira', lastName });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('leaves the opened page alone, then puts the focus on the area’s heading after logging in', async () => {
    const { context, page } = await openPage(browser, '/performer');
    await waitForPath(page, (path) => path === '/login');
    await page.locator('input[name="tel"]').waitFor();
    expect((await focused(page)).tag).toBe('body');
    expect(await announcement(page)).toBe('');

    await tabTo(page, named('Phone', 'input'));
    await page.keyboard.type(performer.tel.replace(/\D/g, '').slice(1));
    await tabTo(page, named('Password', 'input'));
    await page.keyboard.type(performer.password);
    await page.keyboard.press('Enter');
    await waitForPath(page, (path) => path === '/performer');
    await expectHeadingFocused(page, `Kira ${lastName}`);
    await expectNoAxeViolations(page, 'performer area after logging in');

    // A link followed from the keyboard: the new page's heading, not the top of the document.
    await tabTo(page, (element) => element.href === '/performer/bookings');
    await page.keyboard.press('Enter');
    await waitForPath(page, (path) => path === '/performer/bookings');
    await expectHeadingFocused(page, 'Bookings');
    await context.close();
  });
});
