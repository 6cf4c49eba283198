import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoApp, launchBrowser } from '../../tools/testing/browser';
import { adminDb, createTestUser, type TestUser } from '../../tools/testing/users';
import { adminPage, expectNoAxeViolations, rowNames, search } from './admin-steps';

const surname = `Qx${Math.random().toString(36).slice(2, 8)}`;

describe('the users list (1280 px)', () => {
  let browser: Browser;
  let page: Page;
  let admin: TestUser;
  const performers: TestUser[] = [];
  beforeAll(async () => {
    admin = await createTestUser({ role: 'Admin' });
    for (let i = 0; i < 12; i += 1) {
      performers.push(
        await createTestUser({
          role: 'Performer',
          activated: i % 2 === 0,
          profile: { firstName: `Page${i}`, lastName: surname },
        }),
      );
    }
    browser = await launchBrowser();
    page = await adminPage(browser, admin);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('searches across names, pages through the answer 10 at a time and keeps the page in local storage', async () => {
    await expectNoAxeViolations(page, 'users list');
    const first = await search(page, surname.toLowerCase(), (names) => names.length === 10);
    expect(first[0]).toBe(`Page11 ${surname}`);
    await page.getByText('page 1 of 2').waitFor();
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect.poll(() => rowNames(page)).toEqual([`Page1 ${surname}`, `Page0 ${surname}`]);
    await page.getByText('page 2 of 2').waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('admin.users.page'))).toBe('1');

    // A new search starts again from the first page.
    await search(page, `page3 ${surname}`, (names) => names.length === 1 && names[0] === `Page3 ${surname}`);
    expect(await page.evaluate(() => window.localStorage.getItem('admin.users.page'))).toBe('0');
  });

  it('finds a user by phone and filters by activation; a row opens the user', async () => {
    const target = performers[4]!;
    await search(page, target.tel.slice(2, 9), (names) => names.includes(`Page4 ${surname}`));
    await search(page, surname, (names) => names.length === 10);
    await page.getByLabel('Activated').click();
    await page.getByRole('option', { name: 'Not activated' }).click();
    await expect.poll(() => rowNames(page)).toEqual([1, 3, 5, 7, 9, 11].reverse().map((i) => `Page${i} ${surname}`));
    await page
      .getByTestId('user-row')
      .filter({ hasText: `Page5 ${surname}` })
      .locator('td')
      .nth(2)
      .click();
    await page.waitForURL((url) => url.pathname === `/admin/user/${performers[5]!.uid}`);
    await page.getByRole('heading', { name: `Page5 ${surname}`, level: 1 }).waitFor();
  });

  it("deletes a user after 'Are you sure you want to delete this user?' (No keeps it)", async () => {
    await gotoApp(page, '/admin');
    await search(page, `page2 ${surname}`, (names) => names.length === 1);
    const target = performers[2]!;
    await page.getByRole('button', { name: `Delete Page2 ${surname}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete user' });
    await dialog.getByText('Are you sure you want to delete this user?').waitFor();
    await expectNoAxeViolations(page, 'delete confirm');
    await dialog.getByRole('button', { name: 'No' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await adminDb().collection('users').doc(target.uid).get()).exists).toBe(true);

    await page.getByRole('button', { name: `Delete Page2 ${surname}` }).click();
    await page.getByRole('dialog', { name: 'Delete user' }).getByRole('button', { name: 'Yes' }).click();
    await page.getByText('No user matches.').waitFor();
    expect((await adminDb().collection('users').doc(target.uid).get()).exists).toBe(false);
  });

  it('shows the performers as cards, and the casting directors and commissions pages, each accessible', async () => {
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Performers' }).click();
    await page.getByRole('heading', { name: 'Performers', level: 1 }).waitFor();
    await page.getByLabel('Search by name, phone or e-mail').fill(surname);
    await expect.poll(() => page.getByTestId('performer-card').count()).toBe(11);
    const card = page.getByTestId('performer-card').filter({ hasText: `Page4 ${surname}` });
    expect(await card.innerText()).toContain('Activated');
    expect(await card.innerText()).toContain('Profile incomplete');
    await expectNoAxeViolations(page, 'performers');

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Casting Directors' }).click();
    await page.getByRole('heading', { name: 'Casting Directors', level: 1 }).waitFor();
    await expectNoAxeViolations(page, 'casting directors');
    await page.getByRole('button', { name: 'Add casting director' }).click();
    await page.getByRole('dialog', { name: 'Add casting director' }).waitFor();
    await expectNoAxeViolations(page, 'add casting director dialog');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Commissions' }).click();
    await page.getByRole('heading', { name: 'Commissions', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Paid, by month' }).waitFor();
    await expectNoAxeViolations(page, 'commissions');
  });
});
