import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../tools/testing/browser';

describe('system status page through Hosting', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the database and file storage as OK, checked through /api/health', async () => {
    const { context, page } = await openPage(browser, '/status');
    await expect(page.getByTestId('health-firestore').getAttribute('data-status')).resolves.toBe('ok');
    await expect(page.getByTestId('health-storage').getAttribute('data-status')).resolves.toBe('ok');
    await expect(page.getByText('All systems operational').isVisible()).resolves.toBe(true);
    await context.close();
  });
});
