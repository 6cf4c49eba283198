import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../tools/testing/axe';
import { launchBrowser, openPage } from '../tools/testing/browser';

describe('system status page through Hosting', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows each dependency checked through /api/health, with its latency, at 360 px', async () => {
    const { context, page } = await openPage(browser, '/status', 'mobile');
    await expect(page.getByTestId('health-firestore').getAttribute('data-status')).resolves.toBe('ok');
    for (const name of ['storage', 'auth', 'stripe', 'smtp', 'sms']) {
      await expect(page.getByTestId(`health-${name}`).getAttribute('data-status'), name).resolves.toBe('ok');
    }
    await expect(page.getByTestId('health-storage').innerText()).resolves.toMatch(/File storage: OK\s+\d+ ms/);
    await expect(page.getByText('All systems operational').isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page, 'status page');
    await context.close();
  });
});
