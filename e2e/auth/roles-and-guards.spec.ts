import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoApp, launchBrowser, openPage } from '../../tools/testing/browser';
import { createTestUser, type TestUser } from '../../tools/testing/users';
import { axeViolations, logIn, waitForPath } from './auth-steps';

describe('login by role, guards and logout', () => {
  let browser: Browser;
  const users = {} as Record<'Admin' | 'Casting' | 'Performer', TestUser>;
  beforeAll(async () => {
    browser = await launchBrowser();
    for (const role of ['Admin', 'Casting', 'Performer'] as const) users[role] = await createTestUser({ role });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an admin lands on /admin with the admin navigation bar, and logs out', async () => {
    const { context, page } = await openPage(browser, '/login');
    expect(await axeViolations(page)).toEqual([]);
    await logIn(page, users.Admin.tel, users.Admin.password);
    await waitForPath(page, (path) => path === '/admin');
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Admin' });
    for (const [name, href] of [
      ['Users', '/admin'],
      ['Performers', '/admin/performers'],
      ['Projects', '/admin/projects'],
      ['Casting Directors', '/admin/casting-directors'],
      ['Commissions', '/admin/commissions'],
    ]) {
      expect(await nav.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, (path) => path === '/login');
    await gotoApp(page, '/admin');
    await waitForPath(page, (path) => path === '/login');
    await context.close();
  });

  it("casting lands on /casting with its own area's bar, not the admin bar (at 360 px)", async () => {
    const { context, page } = await openPage(browser, '/login', 'mobile');
    await logIn(page, users.Casting.tel, users.Casting.password);
    await waitForPath(page, (path) => path === '/casting');
    await page.getByRole('heading', { name: 'Casting', level: 1 }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Admin' }).count()).toBe(0);
    const bar = page.getByRole('navigation', { name: 'Casting' });
    expect(await bar.getByRole('link', { name: 'Productions' }).getAttribute('href')).toBe('/casting');
    expect(await bar.getByRole('link', { name: 'Projects' }).getAttribute('href')).toBe('/project');
    // The site menu offers the same area.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await menu.getByRole('link', { name: 'Projects' }).click();
    await waitForPath(page, (path) => path.startsWith('/project'));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await context.close();
  });

  it("casting's header offers its own area at desktop width", async () => {
    const { context, page } = await openPage(browser, '/login');
    await logIn(page, users.Casting.tel, users.Casting.password);
    await waitForPath(page, (path) => path === '/casting');
    const header = page.getByRole('navigation', { name: 'Main' });
    expect(await header.getByRole('link', { name: 'Productions' }).getAttribute('href')).toBe('/casting');
    expect(await header.getByRole('link', { name: 'Projects' }).getAttribute('href')).toBe('/project');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("a performer who opens the admin area sees 'not allowed'", async () => {
    const { context, page } = await openPage(browser, '/login');
    await logIn(page, users.Performer.tel, users.Performer.password);
    await waitForPath(page, (path) => path.startsWith('/performer'));
    await gotoApp(page, '/admin');
    await page.getByRole('heading', { name: 'Not allowed' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    await context.close();
  });

  it('a session check that cannot be made (the connection drops, the page is left) keeps the session', async () => {
    const { context, page } = await openPage(browser, '/login', 'mobile');
    await logIn(page, users.Performer.tel, users.Performer.password);
    const home = await waitForPath(page, (path) => path.startsWith('/performer'));
    // The next visit cannot fetch Firebase's SDK: the page's own reads still get through.
    let refused = 0;
    await page.route(/\/assets\/firebase[-\w]*\.js$/, async (route) => {
      refused += 1;
      await route.abort('internetdisconnected');
    });
    await gotoApp(page, home);
    await expect.poll(() => refused).toBeGreaterThan(0);
    // The failed import settles within a few frames: the page and the session are still there.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(new URL(page.url()).pathname).toBe(home);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toContain(users.Performer.uid);
    await page.unroute(/\/assets\/firebase[-\w]*\.js$/);
    // Back online, the session goes on until the performer logs out.
    await gotoApp(page, home);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await waitForPath(page, (path) => path === '/login');
    await context.close();
  });

  it('a guarded deep link is remembered across login', async () => {
    const { context, page } = await openPage(browser, '/admin/projects?page=2');
    await waitForPath(page, (path) => path === '/login');
    await logIn(page, users.Admin.tel, users.Admin.password);
    await waitForPath(page, (path) => path === '/admin/projects');
    expect(new URL(page.url()).search).toBe('?page=2');
    await context.close();
  });

  it("wrong credentials show the 'Error' dialog with the server's message and a Close button", async () => {
    const { context, page } = await openPage(browser, '/login');
    await logIn(page, users.Performer.tel, 'Wrong-pass-1');
    const dialog = page.getByRole('dialog', { name: 'Error' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('The phone number or password is incorrect.');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('an unverified account is offered the verification e-mail again', async () => {
    const unverified = await createTestUser({ role: 'Performer', verified: false });
    const { context, page } = await openPage(browser, '/login');
    await logIn(page, unverified.tel, unverified.password);
    const dialog = page.getByRole('dialog', { name: 'Error' });
    await dialog.getByRole('button', { name: 'Resend verification e-mail' }).click();
    await dialog.getByRole('status').waitFor();
    expect(await dialog.getByRole('status').innerText()).toMatch(/new e-mail is on its way/);
    await context.close();
  });
});
