import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoApp, launchBrowser, openPage, scrollPageTo, VIEWPORTS } from '../../tools/testing/browser';
import { stackEnv } from '../../tools/testing/stack-env';
import { GUIDE_PAGES } from '../public-site/public-pages';

describe('performers’ guides', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('every article has its title, read-time badge, back link and share/print button', async () => {
    const { context, page } = await openPage(browser, '/information', 'mobile');
    for (const guide of GUIDE_PAGES) {
      await gotoApp(page, guide.path);
      const heading = page.locator('main h1');
      await heading.waitFor();
      await expect(heading.textContent()).resolves.toBe(guide.title);
      await expect(page.getByTestId('read-time').textContent()).resolves.toBe(guide.read);
      const isQuickGuide = guide.path.endsWith('quick-guide');
      const back = page.getByRole('link', {
        name: isQuickGuide ? 'All information guides' : 'Back to the actors guide',
      });
      await expect(back.getAttribute('href')).resolves.toBe(isQuickGuide ? '/information' : '/actors-guide');
      await expect(page.getByRole('button', { name: /^(Share|Print)$/ }).isVisible()).resolves.toBe(true);
      expect((await page.locator('main article').textContent())?.length ?? 0).toBeGreaterThan(400);
    }
    await context.close();
  });

  it('/actors-guide shows the quick guide and /information lists all eight guides', async () => {
    const { context, page } = await openPage(browser, '/actors-guide', 'desktop');
    await expect(page.locator('main h1').textContent()).resolves.toBe('Quick guide for background performers');
    await expect(page.title()).resolves.toBe('Actors Guide');
    await gotoApp(page, '/information');
    await page.locator('main h1').waitFor();
    const links = await page
      .locator('main a[href^="/information/actors/"]')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links.sort()).toEqual(GUIDE_PAGES.map((guide) => guide.path).sort());
    await context.close();
  });

  it('the back link returns to the actors guide', async () => {
    const { context, page } = await openPage(browser, '/information/actors/minors', 'mobile');
    await page.getByRole('link', { name: 'Back to the actors guide' }).click();
    await page.waitForURL('**/actors-guide');
    await page.getByRole('heading', { level: 1, name: 'Quick guide for background performers' }).waitFor();
    await context.close();
  });

  it('prints when the browser cannot share', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: stackEnv().webUrl });
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      const calls: string[] = [];
      Object.assign(window, { __calls: calls, print: () => calls.push('print') });
    });
    const page = await context.newPage();
    await gotoApp(page, '/information/actors/on-set-rules-and-tips');
    await page.getByRole('button', { name: 'Print' }).click();
    await expect(page.evaluate(() => (window as unknown as { __calls: string[] }).__calls)).resolves.toEqual(['print']);
    await context.close();
  });

  it('opens the share sheet with the title and address where the browser can share', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile, baseURL: stackEnv().webUrl });
    await context.addInitScript(() => {
      const calls: unknown[] = [];
      Object.assign(window, { __calls: calls, print: () => calls.push('print') });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => void calls.push(data),
      });
    });
    const page = await context.newPage();
    await gotoApp(page, '/information/actors/minors');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.evaluate(() => (window as unknown as { __calls: unknown[] }).__calls)).resolves.toEqual([
      { title: 'Minors', url: `${stackEnv().webUrl}/information/actors/minors` },
    ]);
    await context.close();
  });

  it('shows the reading progress bar only after 140 px of scroll', async () => {
    const { context, page } = await openPage(browser, '/information/actors/quick-guide', 'mobile');
    const bar = page.getByTestId('reading-progress');
    await page.locator('main h1').waitFor();
    await expect(bar.getAttribute('data-visible')).resolves.toBe('false');
    await scrollPageTo(page, 140);
    await expect(bar.getAttribute('data-visible')).resolves.toBe('false');
    await scrollPageTo(page, 400);
    await expect(bar.getAttribute('data-visible')).resolves.toBe('true');
    await expect(bar.evaluate((element) => element.style.transform)).resolves.toMatch(/^scaleX\(0\.\d+\)$/);
    await context.close();
  });
});
