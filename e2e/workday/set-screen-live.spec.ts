/**
 * The set screen live between devices (issue 22): two phones (two browser contexts, each signed in)
 * show the same day; a check-in made on one shows on the other without a reload, well before the
 * screen's periodic refresh would bring it.
 */
import { agencyToday } from '@scenecall/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crewDay, type CrewDay } from '../../functions/src/features/workday/set-screen.test-support';
import { launchBrowser, openPage } from '../../tools/testing/browser';
import { createTestUser, type TestUser } from '../../tools/testing/users';
import { logIn, waitForPath } from '../auth/auth-steps';

/** Well under the 15 s periodic refresh: only the live changes can bring the check-in this fast. */
const LIVE_WITHIN_MS = 5_000;

const suffix = Math.random().toString(36).slice(2, 7);
let browser: Browser;
let casting: TestUser;
let day: CrewDay;
const contexts: BrowserContext[] = [];

async function setScreenOnNewPhone(): Promise<Page> {
  const { context, page } = await openPage(browser, '/login', 'mobile');
  contexts.push(context);
  await logIn(page, casting.tel, casting.password);
  await waitForPath(page, (path) => path !== '/login', 20_000);
  await page.goto(`/project/${day.projectId}/day/${day.dayId}/set`);
  await page.getByRole('heading', { level: 1, name: 'Set screen' }).waitFor();
  for (const member of day.crew) await page.getByTestId(`person-${member.performer.uid}`).waitFor();
  return page;
}

beforeAll(async () => {
  casting = await createTestUser({ role: 'Casting' });
  day = await crewDay(['Crowd', 'Crowd'], { casting, dates: [agencyToday()], names: [`Lena${suffix}`, `Mo${suffix}`] });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('the set screen on two devices', () => {
  it('shows a check-in made on one phone on the other within seconds, without a reload', async () => {
    const [first, second] = [await setScreenOnNewPhone(), await setScreenOnNewPhone()];
    const lena = day.crew[0]!.performer.uid;
    const navigations = () => second.evaluate(() => performance.getEntriesByType('navigation').length);
    const before = await navigations();
    await first
      .getByTestId(`person-${lena}`)
      .getByRole('button', { name: `Check in Lena${suffix}` })
      .click();
    await expect
      .poll(() => first.getByTestId('unsent-count').textContent(), { timeout: 10_000 })
      .toBe('All changes sent');
    await expect
      .poll(() => second.getByTestId(`person-${lena}`).getByTestId('state').textContent(), {
        timeout: LIVE_WITHIN_MS,
        interval: 100,
      })
      .toBe('Checked in');
    expect(await navigations()).toBe(before);
    expect(
      await second.getByTestId(`person-${day.crew[1]!.performer.uid}`).getByTestId('state').textContent(),
    ).not.toBe('Checked in');
  });
});
