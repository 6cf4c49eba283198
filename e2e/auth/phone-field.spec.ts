import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../../tools/testing/browser';
import { createTestUser, type TestUser } from '../../tools/testing/users';
import { waitForPath } from './auth-steps';

/** Puts text on the clipboard and pastes it into the focused field, as a person would. */
async function paste(page: Page, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('Control+V');
}

describe('the phone field on a phone (360 px)', () => {
  let browser: Browser;
  let performer: TestUser;
  beforeAll(async () => {
    browser = await launchBrowser();
    performer = await createTestUser({ role: 'Performer' });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('keeps a leading 1 typed or pasted with the number once, and logs in with it', async () => {
    const { context, page } = await openPage(browser, '/login', 'mobile');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const tel = page.locator('input[name="tel"]');
    const clear = async () => {
      await tel.fill('');
      await tel.blur();
      await tel.click();
      expect(await tel.inputValue()).toBe('1-');
    };

    await tel.click();
    await tel.pressSequentially('14379766880');
    expect(await tel.inputValue()).toBe('1-437-976-6880');

    for (const pasted of ['14379766880', '+1 (437) 976-6880', '1-437-976-6880', '437 976 6880']) {
      await clear();
      await paste(page, pasted);
      expect(await tel.inputValue(), pasted).toBe('1-437-976-6880');
    }

    await clear();
    await tel.pressSequentially(performer.tel.replace(/\D/g, ''));
    expect(await tel.inputValue()).toBe(performer.tel);
    await page.locator('input[name="password"]').fill(performer.password);
    await page.getByRole('button', { name: 'Submit' }).click();
    await waitForPath(page, (path) => path.startsWith('/performer'));
    await context.close();
  });
});
