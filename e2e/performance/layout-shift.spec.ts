/**
 * Each performer page opened cold at 360 px (a request e-mail opened on a phone: the session kept,
 * nothing cached, no kept data) holds still: the layout-shift score the browser itself reports
 * (`layout-shift` entries, Lighthouse's session windows) stays at most 0.05 while the page loads
 * its code and data. A new page: one line in web/scripts/signed-in-pages.ts.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeProfile } from '../../packages/shared/src/profile-test-fixtures';
import { launchBrowser, VIEWPORTS } from '../../tools/testing/browser';
import { signedInState } from '../../tools/testing/signed-in';
import { stackEnv } from '../../tools/testing/stack-env';
import { createTestUser } from '../../tools/testing/users';
import { pathWith, SIGNED_IN_PAGES } from '../../web/scripts/signed-in-pages';
import { wrappedVoucher } from '../../functions/src/features/workday/vouchers.test-support';
import { waitForPath } from '../auth/auth-steps';
import { sessionOnly, type StorageState } from './first-visit';
import { recordShifts, shiftScore, SHIFT_BUDGET, type Recorded } from './layout-shifts';

const PERFORMER_PAGES = SIGNED_IN_PAGES.filter((page) => page.role === 'Performer');

describe('performer pages hold still while they load (360 px, cold)', () => {
  let browser: Browser;
  let session: StorageState;
  /** The values of the pages' route parameters: the performer's own voucher, waiting for a signature. */
  const examples: Record<string, string> = {};
  beforeAll(async () => {
    browser = await launchBrowser();
    const performer = await createTestUser({
      role: 'Performer',
      profile: completeProfile({ firstName: 'Still', lastName: `Page${Date.now().toString(36)}` }),
    });
    examples.voucherId = (await wrappedVoucher(performer)).voucherId;
    // The session only: nothing the app keeps of the data and of the pages, so each page loads it.
    session = sessionOnly(await signedInState(browser, performer));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(PERFORMER_PAGES)(
    '$path: its heading paints from the HTML, and layout shift stays at most 0.05',
    async (listed) => {
      const path = pathWith(listed, (name) => examples[name] ?? name);
      const context = await browser.newContext({
        viewport: VIEWPORTS.mobile,
        baseURL: stackEnv().webUrl,
        storageState: session,
      });
      try {
        const page = await context.newPage();
        await page.addInitScript(recordShifts);
        await page.goto(path);
        await waitForPath(page, path);
        await page.waitForLoadState('networkidle');
        await page.locator('main h1').first().waitFor();
        // Whatever the data brings has rendered: the network has been quiet, then a moment more.
        await page.waitForTimeout(1_000);
        expect(await shiftScore(page)).toBeLessThanOrEqual(SHIFT_BUDGET);
        // A first visit on this phone (nothing kept): the build's skeleton of the page, before any script.
        const fromHtml = await page.evaluate(() => (window as unknown as Recorded).fromHtml);
        expect(fromHtml?.appReady).toBe(false);
        expect(fromHtml?.heading?.trim()).toBeTruthy();
      } finally {
        await context.close();
      }
    },
  );
});
