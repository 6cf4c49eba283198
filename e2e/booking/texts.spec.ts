/**
 * Texts in the browser: a performer ticks the consent box in their profile at 360 px; casting's
 * wizard Confirm asks them; the request arrives in the SMS stand-in's page, where a reply typed as
 * that phone answers it; the day's booking board shows the answer.
 */
import { randomBytes } from 'node:crypto';
import { addCalendarDays, agencyToday } from '@scenecall/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { performerWith } from '../../functions/src/features/casting/casting.test-support';
import { callApi } from '../../tools/testing/api';
import { expectNoAxeViolations } from '../../tools/testing/axe';
import { gotoApp, launchBrowser } from '../../tools/testing/browser';
import { pickDates } from '../../tools/testing/multi-date';
import { stackEnv } from '../../tools/testing/stack-env';
import { waitForTexts } from '../../tools/testing/sms';
import { createTestUser, type TestUser } from '../../tools/testing/users';
import { openSignedIn } from '../../tools/testing/signed-in';
import { waitForPath } from '../auth/auth-steps';
import { addRole, chooseOption } from '../casting/casting-steps';

const signIn = (browser: Browser, user: TestUser, viewport: 'desktop' | 'mobile' = 'desktop') =>
  openSignedIn(browser, user, undefined, viewport);

async function confirmWizard(page: Page, production: string, city: string, performer: string): Promise<string> {
  await gotoApp(page, '/casting/create');
  await page.getByRole('button', { name: /Hand-picked/ }).click();
  await page.getByRole('heading', { name: 'Step 2 of 5: Day details' }).waitFor();
  await page.getByLabel('New production name').fill(production);
  await pickDates(page, [addCalendarDays(agencyToday(), 2)]);
  await chooseOption(page, 'Union', 'Non-Union');
  await page.getByLabel('Location').fill('Toronto');
  await chooseOption(page, 'Exterior', 'Interior');
  await page.getByLabel('Message').fill('Night market, bring a warm coat.');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('heading', { name: 'Step 3 of 5: Roles' }).waitFor();
  await addRole(page, 'Diner', 1);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('heading', { name: 'Step 4 of 5: Select performers' }).waitFor();
  await page.getByLabel('City', { exact: true }).fill(city);
  await page.getByRole('button', { name: `Select ${performer} for Diner` }).click();
  await page.getByRole('tab', { name: 'Diner 1 / 1' }).waitFor();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('heading', { name: 'Step 5 of 5: Ask availability' }).waitFor();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await waitForPath(page, (path) => path.startsWith('/casting/production-days/'));
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

describe('texts in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opts in at 360 px, gets the request by text, answers by reply, and casting sees the answer', async () => {
    const city = `Textville ${randomBytes(3).toString('hex')}`;
    const production = `Night Market ${randomBytes(3).toString('hex')}`;
    const [casting, performer] = await Promise.all([
      createTestUser({ role: 'Casting' }),
      performerWith({ city, firstName: 'Tia', lastName: 'Texter' }),
    ]);
    const phone = `+${performer.tel.replace(/\D/g, '')}`;

    const own = await signIn(browser, performer, 'mobile');
    await gotoApp(own.page, '/performer');
    const box = own.page.getByRole('checkbox', { name: /may text me/ });
    await box.waitFor();
    expect(await box.isChecked()).toBe(false);
    expect(await own.page.getByRole('radio', { name: 'Both' }).first().isDisabled()).toBe(true);
    await box.check();
    await own.page.getByRole('radiogroup', { name: 'Reminders' }).getByRole('radio', { name: 'E-mail' }).check();
    await own.page.getByRole('button', { name: 'Save text settings' }).click();
    await own.page.getByText('Saved. Texts are on.').waitFor();
    await own.page.getByText(/^You agreed on .* Toronto time\. Texts go to/).waitFor();
    await expectNoAxeViolations(own.page, 'profile with text settings at 360 px');
    const overflow = await own.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await own.context.close();
    await waitForTexts(phone, 1);

    const staff = await signIn(browser, casting);
    const dayId = await confirmWizard(staff.page, production, city, 'Tia Texter');
    await waitForTexts(phone, 2);

    const sms = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const inbox = await sms.newPage();
    await inbox.goto(`${stackEnv().smsUrl}/?phone=${encodeURIComponent(phone)}`);
    await inbox.getByText(new RegExp(`^SceneCall: Available .* for ${production}`)).waitFor();
    await expectNoAxeViolations(inbox, 'SMS stand-in page');
    // The text's short link opens the answer page (opening it changes nothing).
    const [, request] = await waitForTexts(phone, 2);
    const shortLink = new URL(/https?:\/\/\S+\/b\/[\w-]+$/.exec(request!.body)![0]);
    const linkPage = await sms.newPage();
    await linkPage.goto(`${stackEnv().webUrl}${shortLink.pathname}`);
    await linkPage.getByRole('heading', { name: 'Availability request', level: 1 }).waitFor();
    await linkPage.getByRole('heading', { name: production, exact: true }).waitFor();
    await linkPage.close();
    await inbox.getByLabel(`Reply as ${phone}`).fill(' Yes! ');
    await inbox.getByRole('button', { name: 'Send reply' }).click();
    await inbox.getByText(new RegExp(`^SceneCall: Thank you: you are available for ${production}`)).waitFor();
    await sms.close();

    const day = await callApi<{ projectId: string }>(`/casting/production-days/${dayId}`, { token: casting.token });
    await gotoApp(staff.page, `/project/${day.body.projectId}/day/${dayId}`);
    const row = staff.page
      .getByRole('region', { name: 'Performers on this day' })
      .getByRole('row', { name: /Tia Texter/ });
    await row.getByRole('cell', { name: 'available', exact: true }).waitFor();
    await staff.context.close();
  });
});
