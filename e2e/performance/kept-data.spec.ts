/**
 * A performer's second visit paints what the page showed last time before the API answers (the
 * query cache kept per signed-in user) and, from the page's HTML, before any of the app's
 * JavaScript has arrived (the page's kept look); nothing of either stays for the next person on
 * the same phone: logout removes them, and another account never sees them.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeProfile } from '../../packages/shared/src/profile-test-fixtures';
import { gotoApp, launchBrowser, openPage } from '../../tools/testing/browser';
import { createTestUser, type TestUser } from '../../tools/testing/users';
import { logIn, waitForPath } from '../auth/auth-steps';

const suffix = Date.now().toString(36);

const keptKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('queries:')));
const keptPages = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('page:')));

describe('the kept query cache', () => {
  let browser: Browser;
  let first: TestUser;
  let second: TestUser;
  beforeAll(async () => {
    browser = await launchBrowser();
    first = await createTestUser({
      role: 'Performer',
      profile: completeProfile({ firstName: 'Kept', lastName: `First${suffix}` }),
    });
    second = await createTestUser({
      role: 'Performer',
      profile: completeProfile({ firstName: 'Kept', lastName: `Second${suffix}` }),
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("paints the last visit's profile before the API answers, and logout leaves nothing for the next performer", async () => {
    const { context, page } = await openPage(browser, '/login', 'mobile');
    await logIn(page, first.tel, first.password);
    await waitForPath(page, '/performer');
    await page.getByRole('heading', { level: 1, name: `Kept First${suffix}` }).waitFor();
    await expect.poll(() => keptKeys(page)).toEqual([`queries:${first.uid}`]);
    // The copy is saved a moment after each answer: wait until it holds the profile shown.
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', `queries:${first.uid}`))
      .toContain(`"lastName":"First${suffix}"`);

    // Second visit with the profile's answer held back: the page shows the kept profile.
    let held = 0;
    await page.route('**/api/performer/get-user', () => {
      held += 1; // never answered
    });
    await gotoApp(page, '/performer');
    await page.getByRole('heading', { level: 1, name: `Kept First${suffix}` }).waitFor();
    // The page asks for the profile again (held back): what it shows came from the kept copy.
    await expect.poll(() => held).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { level: 1, name: `Kept First${suffix}` }).isVisible()).toBe(true);
    await page.unroute('**/api/performer/get-user');

    // Logout: nothing of the first performer stays in this browser.
    await gotoApp(page, '/performer');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await waitForPath(page, '/login');
    expect(await keptKeys(page)).toEqual([]);

    // The next person logs in on the same phone: only their own data, and none of the first's kept.
    await logIn(page, second.tel, second.password);
    await waitForPath(page, '/performer');
    await page.getByRole('heading', { level: 1, name: `Kept Second${suffix}` }).waitFor();
    expect(await page.locator('main').innerText()).not.toContain(`First${suffix}`);
    await expect.poll(() => keptKeys(page)).toEqual([`queries:${second.uid}`]);
    await context.close();
  });

  it("paints the page's kept look from its HTML before any JavaScript, then the app takes over in place", async () => {
    const { context, page } = await openPage(browser, '/login', 'mobile');
    await logIn(page, first.tel, first.password);
    await waitForPath(page, '/performer');
    await page.getByRole('heading', { level: 1, name: `Kept First${suffix}` }).waitFor();
    // A page is kept once it has loaded (its spinner gone, the backdrop's fade included).
    await page.getByRole('progressbar').waitFor({ state: 'hidden' });
    await gotoApp(page, '/performer/bookings');
    await page.getByRole('heading', { level: 1, name: 'Bookings' }).waitFor();
    await page.getByRole('progressbar').waitFor({ state: 'detached' });
    // Leaving the page (the tab hidden or closed) keeps its look.
    await page.goto('/robots.txt');
    expect((await keptPages(page)).sort()).toEqual([
      `page:${first.uid}:/performer`,
      `page:${first.uid}:/performer/bookings`,
    ]);

    // The app's scripts held back: the HTML alone shows the profile, its controls inert.
    await page.route('**/assets/*.js', () => undefined);
    await page.goto('/performer', { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: `Kept First${suffix}` }).waitFor();
    expect(await page.locator('#root button').count()).toBeGreaterThan(0);
    expect(await page.locator('#root button:not([inert])').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.dataset.appReady)).toBeUndefined();
    await page.unroute('**/assets/*.js');

    // With its scripts, the app renders the same page in place and its controls work.
    await gotoApp(page, '/performer');
    await page.getByRole('heading', { level: 1, name: `Kept First${suffix}` }).waitFor();
    expect(await page.locator('[inert]').count()).toBe(0);

    // Logout removes the kept pages too.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await waitForPath(page, '/login');
    expect(await keptPages(page)).toEqual([]);
    await context.close();
  });

  it("another account's kept data is removed when someone else signs in without a logout", async () => {
    const { context, page } = await openPage(browser, '/login', 'mobile');
    // As if the first performer's session had ended without a logout (token expired, cleared).
    await page.evaluate((uid) => localStorage.setItem(`queries:${uid}`, '{"format":1}'), first.uid);
    await logIn(page, second.tel, second.password);
    await waitForPath(page, '/performer');
    await page.getByRole('heading', { level: 1, name: `Kept Second${suffix}` }).waitFor();
    await expect.poll(() => keptKeys(page)).toEqual([`queries:${second.uid}`]);
    await context.close();
  });
});
