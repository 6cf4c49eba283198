import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoApp, launchBrowser } from '../../tools/testing/browser';
import { waitForMail } from '../../tools/testing/mail';
import { createTestUser, type TestUser } from '../../tools/testing/users';
import { openSignedIn } from '../../tools/testing/signed-in';
import { axeViolations, overflowsHorizontally } from './profile-steps';

describe('emergency and support pages', () => {
  let browser: Browser;
  let user: TestUser;
  beforeAll(async () => {
    browser = await launchBrowser();
    user = await createTestUser({ role: 'Performer' });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the emergency line and sends a support message by keyboard, at 360 px', async () => {
    const { context, page } = await openSignedIn(browser, user, '/performer/emergency', 'mobile');
    expect(await page.getByTestId('emergency-phone').innerText()).toBe('1-416-555-0100');
    expect(await page.getByTestId('emergency-hours').innerText()).toBe('Mon-Fri 9am-8pm');
    expect(await axeViolations(page)).toEqual([]);

    await gotoApp(page, '/performer/support');
    const subject = `Wardrobe question ${Date.now()}`;
    await page.getByLabel('Subject').focus();
    await page.keyboard.type(subject);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Do I bring two outfits?');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText('Your message has been sent. The agency will reply by e-mail.').waitFor();
    expect((await waitForMail('office@scenecall.example', new RegExp(subject))).text).toContain('two outfits');
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
