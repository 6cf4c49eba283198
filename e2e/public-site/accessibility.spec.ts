import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectNoAxeViolations } from '../../tools/testing/axe';
import { launchBrowser, openInApp, openPage, VIEWPORTS } from '../../tools/testing/browser';
import { GUIDE_PAGES, PUBLIC_PAGES } from './public-pages';

/**
 * The guides share one template and differ only in their words: all of them are checked at 360 px
 * (where reflow and target sizes bite), one of them at 1280 px with every other page.
 */
const PAGES_AT = {
  mobile: PUBLIC_PAGES,
  desktop: PUBLIC_PAGES.filter((path) => !GUIDE_PAGES.slice(1).some((guide) => guide.path === path)),
} as const;

async function settled(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
  // The contact page fills in from /api/config; check the loaded state, not the skeleton.
  await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
}

describe('accessibility (axe, WCAG 2.2 A/AA)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    it(`the public pages at ${VIEWPORTS[viewport].width} px`, async () => {
      const { context, page } = await openPage(browser, '/', viewport);
      // Each page as a link inside the app reaches it (the same page, and axe stays loaded).
      for (const path of PAGES_AT[viewport]) {
        await openInApp(page, path);
        await settled(page);
        await expectNoAxeViolations(page, `${path} at ${VIEWPORTS[viewport].width} px`);
      }
      await context.close();
    });
  }

  it('the open mega menu at 1280 px', async () => {
    const { context, page } = await openPage(browser, '/', 'desktop');
    await page.getByRole('button', { name: 'Information' }).click();
    await page.getByTestId('mega-menu').waitFor();
    await expectNoAxeViolations(page, 'mega menu');
    await context.close();
  });

  it('the open drawer and its Information level at 360 px', async () => {
    const { context, page } = await openPage(browser, '/', 'mobile');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await drawer.waitFor();
    await expectNoAxeViolations(page, 'drawer');
    await drawer.getByRole('button', { name: /Information/ }).click();
    await drawer.getByRole('button', { name: 'Back' }).waitFor();
    await expectNoAxeViolations(page, 'drawer, Information level');
    await context.close();
  });

  it('the account menu at 1280 px', async () => {
    const { context, page } = await openPage(browser, '/', 'desktop');
    await page.evaluate(() =>
      localStorage.setItem('token', JSON.stringify({ uid: 'u1', role: 'Performer', expiresAt: Date.now() + 3.6e6 })),
    );
    await page.reload();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
    await expectNoAxeViolations(page, 'account menu');
    await context.close();
  });
});
