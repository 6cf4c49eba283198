import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoApp, launchBrowser, openPage, VIEWPORTS } from '../../tools/testing/browser';
import { watchPage } from '../../tools/testing/page-diagnostics';
import { stackEnv } from '../../tools/testing/stack-env';

/** What the app's own routing does that React Router's declarative mode leaves to it (web/src/app/router.tsx). */
describe('routing', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("shows the error page when a page's code cannot be fetched, and the next navigation tries again", async () => {
    // No offline worker: a chunk it had cached would not reach the page's routes.
    const context = await browser.newContext({
      viewport: VIEWPORTS.desktop,
      baseURL: stackEnv().webUrl,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    watchPage(page);
    const aboutPageCode = '**/assets/about-page-*.js';
    await page.route(aboutPageCode, (route) => route.abort());
    try {
      await gotoApp(page, '/');
      await page.locator('header').getByRole('link', { name: 'About Us' }).click();
      await page.getByRole('heading', { name: 'Something went wrong', level: 1 }).waitFor();
      await expect.poll(() => page.getByRole('button', { name: 'Reload' }).isVisible()).toBe(true);

      await page.unroute(aboutPageCode);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/');
      await page.locator('header').getByRole('link', { name: 'About Us' }).click();
      await page.waitForURL((url) => url.pathname === '/about-us');
      await expect.poll(() => page.locator('main h1').first().textContent()).not.toBe('Something went wrong');
      expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("leads a text message's short link to the answer page with its token, in place of the link", async () => {
    const { context, page } = await openPage(browser, '/', 'mobile');
    try {
      await page.goto('/b/abc-123_x');
      await page.waitForURL((url) => url.pathname === '/booking/answer');
      expect(new URL(page.url()).searchParams.get('token')).toBe('abc-123_x');
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/');
    } finally {
      await context.close();
    }
  });
});
