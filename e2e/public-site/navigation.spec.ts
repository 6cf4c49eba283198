import { AGENCY } from '@scenecall/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoApp, launchBrowser, openInApp, openPage, scrollPageTo, VIEWPORTS } from '../../tools/testing/browser';
import { LEGAL_PAGES, NOT_FOUND_HEADING } from './public-pages';
import { stackEnv } from '../../tools/testing/stack-env';

async function internalHrefs(page: Page, selector: string): Promise<string[]> {
  const hrefs = await page
    .locator(`${selector} a[href^="/"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs)];
}

/** Follows an internal link's path inside the app, as a click on it would. */
async function expectRealPage(page: Page, path: string): Promise<void> {
  await openInApp(page, path);
  const heading = page.locator('main h1').first();
  await heading.waitFor().catch((error: unknown) => {
    throw new Error(`${path}: no page heading appeared (${String(error)})`);
  });
  expect(await heading.textContent(), `${path} should not be the 404`).not.toBe(NOT_FOUND_HEADING);
}

describe('public navigation', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('desktop: every header (mega menu included) and footer link reaches a page that is not the 404', async () => {
    const { context, page } = await openPage(browser, '/', 'desktop');
    await page.getByRole('button', { name: 'Information' }).click();
    await page.getByTestId('mega-menu').waitFor();
    const header = await internalHrefs(page, 'header');
    const footer = await internalHrefs(page, 'footer');
    expect(header).toEqual(
      expect.arrayContaining(['/', '/information', '/about-us', '/contact', '/login', '/actors-guide']),
    );
    expect(header.filter((href) => href.startsWith('/information/actors/'))).toHaveLength(8);
    expect(footer).toEqual(
      expect.arrayContaining([
        '/',
        '/about-us',
        '/contact',
        '/registration',
        '/status',
        ...LEGAL_PAGES.map((legal) => legal.path),
      ]),
    );
    // The agency's own pages and address, from its one configuration (not the networks' home pages).
    const social = await page
      .locator('footer a[target="_blank"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(social).toEqual([AGENCY.social.facebook, AGENCY.social.instagram]);
    expect(await page.locator('footer address').innerText()).toContain(AGENCY.address);
    expect(footer.filter((href) => href.startsWith('/information/actors/'))).toHaveLength(6);
    for (const href of new Set([...header, ...footer])) await expectRealPage(page, href);
    await context.close();
  });

  it('mobile: the drawer and its Information level with Back reach real pages', async () => {
    const { context, page } = await openPage(browser, '/', 'mobile');
    await expect(page.getByRole('button', { name: 'Information' }).isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await drawer.waitFor();
    const rootLinks = await internalHrefs(page, '[role="dialog"]');
    expect(rootLinks).toEqual(['/', '/about-us', '/contact', '/login']);
    await drawer.getByRole('button', { name: /Information/ }).click();
    await drawer.getByRole('button', { name: 'Back' }).waitFor();
    const guideLinks = await internalHrefs(page, '[role="dialog"]');
    expect(guideLinks).toEqual(expect.arrayContaining(['/actors-guide', '/information']));
    expect(guideLinks.filter((href) => href.startsWith('/information/actors/'))).toHaveLength(8);
    await drawer.getByRole('button', { name: 'Back' }).click();
    await drawer.getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL('**/about-us');
    await drawer.waitFor({ state: 'hidden' });
    for (const href of new Set([...rootLinks, ...guideLinks, ...(await internalHrefs(page, 'footer'))])) {
      await expectRealPage(page, href);
    }
    await context.close();
  });

  it('the mega menu opens by keyboard and closes with Escape, returning focus', async () => {
    const { context, page } = await openPage(browser, '/', 'desktop');
    const trigger = page.getByRole('button', { name: 'Information' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('mega-menu').waitFor();
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('Escape');
    await page.getByTestId('mega-menu').waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toContain('Information');
    await context.close();
  });

  it('the footer has social links opening in a new tab and the current year', async () => {
    const { context, page } = await openPage(browser, '/', 'desktop');
    for (const name of ['Facebook', 'Instagram']) {
      const link = page.getByRole('link', { name: `${name} (opens in a new tab)` });
      await expect(link.getAttribute('target')).resolves.toBe('_blank');
      await expect(link.getAttribute('rel')).resolves.toContain('noopener');
    }
    await expect(page.locator('footer').textContent()).resolves.toContain(`© ${new Date().getFullYear()} SceneCall`);
    await context.close();
  });

  it('the header hides on downward scroll past 100 px, returns on upward scroll, and the logo compacts at 400 px', async () => {
    const { context, page } = await openPage(browser, '/about-us', 'mobile');
    const header = page.getByTestId('site-header');
    const scrollTo = (y: number) => scrollPageTo(page, y);
    await scrollTo(80);
    await expect(header.getAttribute('data-hidden')).resolves.toBe('false');
    await scrollTo(450);
    await expect(header.getAttribute('data-hidden')).resolves.toBe('true');
    await scrollTo(420);
    await expect(header.getAttribute('data-hidden')).resolves.toBe('false');
    await expect(page.getByRole('link', { name: 'SceneCall home' }).getAttribute('data-compact')).resolves.toBe('true');
    await scrollTo(0);
    await expect(page.getByRole('link', { name: 'SceneCall home' }).getAttribute('data-compact')).resolves.toBe(
      'false',
    );
    await context.close();
  });

  it('a new page opens at the top, and Back returns to where the previous page was left (360 px)', async () => {
    const { context, page } = await openPage(browser, '/information', 'mobile');
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    const link = page.getByRole('link', { name: /Quick guide for background performers/ });
    await link.scrollIntoViewIfNeeded();
    const left = await scrollY();
    expect(left).toBeGreaterThan(300);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await link.click();
    // The URL changes first; the new page is rendered (and scrolled) in the commit that follows.
    await page.getByRole('heading', { level: 1, name: 'Quick guide for background performers' }).waitFor();
    await expect.poll(scrollY).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(scrollY).toBe(400);
    // The page records its position from the scroll event, dispatched with the next frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Information' }).waitFor();
    await expect.poll(scrollY).toBe(left);
    await page.goForward();
    await page.getByRole('heading', { level: 1, name: 'Quick guide for background performers' }).waitFor();
    await expect.poll(scrollY).toBe(400);
    await context.close();
  });

  it('the account icon goes to /login without a session and offers Logout with one', async () => {
    const { context, page } = await openPage(browser, '/', 'desktop');
    await expect(page.getByRole('link', { name: 'Log in' }).getAttribute('href')).resolves.toBe('/login');
    await page.evaluate(() =>
      localStorage.setItem('token', JSON.stringify({ uid: 'u1', role: 'Performer', expiresAt: Date.now() + 3.6e6 })),
    );
    await page.reload();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'My account' }).getAttribute('href')).resolves.toBe('/performer');
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Log in' }).waitFor();
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
    await context.close();
  });

  it('titles follow the last path segment, and unknown paths get the 404 page', async () => {
    const { context, page } = await openPage(browser, '/', 'desktop');
    await page.locator('main h1').waitFor();
    await expect(page.title()).resolves.toBe('SceneCall');
    for (const [path, title] of [
      ['/about-us', 'About Us'],
      ['/contact', 'Contact'],
      ['/information/actors/terms-101', 'Terms 101'],
    ]) {
      await gotoApp(page, path!);
      await page.locator('main h1').waitFor();
      await expect(page.title()).resolves.toBe(title);
    }
    await gotoApp(page, '/no-such-page');
    await expect(page.locator('main h1').textContent()).resolves.toBe(NOT_FOUND_HEADING);
    await expect(page.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).resolves.toBe('/');
    await context.close();
  });

  it('contact shows a skeleton, then the phone, hours and e-mail from the runtime config', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile, baseURL: process.env.STACK_WEB_URL });
    const page = await context.newPage();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/config', async (route) => {
      await held;
      await route.continue();
    });
    await gotoApp(page, '/contact');
    await page.locator('[aria-busy="true"] .MuiSkeleton-root').first().waitFor();
    release();
    await page.getByRole('main').getByRole('link', { name: '1-416-555-0100' }).waitFor();
    await expect(
      page.getByRole('main').getByRole('link', { name: '1-416-555-0100' }).getAttribute('href'),
    ).resolves.toBe('tel:+14165550100');
    await expect(page.getByText('Mon-Fri 9am-8pm').isVisible()).resolves.toBe(true);
    await expect(
      page.getByRole('main').getByRole('link', { name: 'office@scenecall.example' }).getAttribute('href'),
    ).resolves.toBe('mailto:office@scenecall.example');
    await context.close();
  });
});

describe('the legal pages', () => {
  it('come in the first response, prerendered, each with its title and the contact it names', async () => {
    const contacts: Record<string, string> = {
      '/privacy': AGENCY.privacyEmail,
      '/cookies': AGENCY.privacyEmail,
      '/accessibility': AGENCY.accessibilityEmail,
      '/legal-notices': AGENCY.email,
    };
    for (const legal of LEGAL_PAGES) {
      const response = await fetch(`${stackEnv().webUrl}${legal.path}`);
      expect(response.status, legal.path).toBe(200);
      const html = await response.text();
      expect(html, legal.path).toMatch(new RegExp(`<h1[^>]*>${legal.title}</h1>`));
      expect(html, legal.path).toContain(contacts[legal.path]);
      expect(html, legal.path).toContain(AGENCY.address);
    }
  });
});
