/**
 * The Admin's users list by keyboard alone (issue 24, items 4 and 5): paging keeps the focus on the
 * page buttons, also when the page reached is the first or the last (the button is then marked
 * unavailable, not disabled, and a press on it does nothing); opening a user puts the focus on the
 * user page's heading and says it.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../tools/testing/browser';
import { expectHeadingFocused, focused, named, tabTo } from '../../tools/testing/keyboard';
import { createTestUser, type TestUser } from '../../tools/testing/users';
import { adminPage, expectNoAxeViolations, rowNames } from './admin-steps';

const surname = `Kb${Math.random().toString(36).slice(2, 8)}`;

describe('the users list by keyboard', () => {
  let browser: Browser;
  let page: Page;
  const performers: TestUser[] = [];
  beforeAll(async () => {
    const admin = await createTestUser({ role: 'Admin' });
    for (let i = 0; i < 11; i += 1) {
      performers.push(
        await createTestUser({ role: 'Performer', profile: { firstName: `Key${i}`, lastName: surname } }),
      );
    }
    browser = await launchBrowser();
    page = await adminPage(browser, admin);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('keeps the focus on the page buttons at both ends, and opens a user onto its heading', async () => {
    await tabTo(page, named('Search by name, phone or e-mail', 'input'));
    await page.keyboard.type(surname);
    const ours = (names: string[]) => names.length > 0 && names.every((name) => name.endsWith(surname));
    await expect.poll(async () => ours(await rowNames(page)) && (await rowNames(page)).length).toBe(10);
    await page.getByText('page 1 of 2').waitFor();

    const previous = 'Go to previous page';
    await tabTo(page, named('Go to next page', 'button'));
    await page.keyboard.press('Enter');
    await page.getByText('page 2 of 2').waitFor();
    expect(await focused(page)).toMatchObject({ name: 'Go to next page', ariaDisabled: 'true' });
    await page.keyboard.press('Enter'); // the last page: nothing happens
    await expect.poll(() => rowNames(page)).toEqual([`Key0 ${surname}`]);
    expect(await page.getByText('page 2 of 2').count()).toBe(1);
    await expectNoAxeViolations(page, 'users list, last page, next page unavailable');

    expect(await tabTo(page, named(previous, 'button'), { backwards: true, max: 1 })).toBe(1);
    await page.keyboard.press('Enter');
    await page.getByText('page 1 of 2').waitFor();
    expect(await focused(page)).toMatchObject({ name: previous, ariaDisabled: 'true' });
    await page.keyboard.press('Enter');
    expect(await page.getByText('page 1 of 2').count()).toBe(1);
    expect(await focused(page)).toMatchObject({ name: previous, ariaDisabled: 'true' });

    // Back up the list to a user and open it: the user page's heading takes the focus.
    const name = `Key10 ${surname}`;
    await tabTo(page, named(name, 'a'), { backwards: true });
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/admin/user/${performers[10]!.uid}`);
    await expectHeadingFocused(page, name);
  });
});
