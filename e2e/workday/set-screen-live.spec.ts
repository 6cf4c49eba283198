/**
 * The set screen live between devices (issue 22): two phones (two browser contexts, each signed in)
 * show the same day; a check-in made on one shows on the other without a reload, well before the
 * screen's periodic refresh would bring it, and so do a rush call booked through the booking loop
 * and the no-shows of finishing the day.
 */
import { agencyToday } from '@scenecall/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book } from '../../functions/src/features/projects/projects.test-support';
import { crewDay, type CrewDay } from '../../functions/src/features/workday/set-screen.test-support';
import { callApi } from '../../tools/testing/api';
import { launchBrowser } from '../../tools/testing/browser';
import { openSignedIn } from '../../tools/testing/signed-in';
import { createTestUser, type TestUser } from '../../tools/testing/users';

/** Well under the 15 s periodic refresh: only the live changes can bring the check-in this fast. */
const LIVE_WITHIN_MS = 5_000;

const suffix = Math.random().toString(36).slice(2, 7);
let browser: Browser;
let casting: TestUser;
let day: CrewDay;
const contexts: BrowserContext[] = [];

async function setScreenOnNewPhone(): Promise<Page> {
  const { context, page } = await openSignedIn(
    browser,
    casting,
    `/project/${day.projectId}/day/${day.dayId}/set`,
    'mobile',
  );
  contexts.push(context);
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
  it('shows a check-in made on one phone, a rush call and the day’s no-shows on the other within seconds, without a reload', async () => {
    const [first, second] = [await setScreenOnNewPhone(), await setScreenOnNewPhone()];
    const lena = day.crew[0]!.performer.uid;
    const navigations = () => second.evaluate(() => performance.getEntriesByType('navigation').length);
    const before = await navigations();
    await first
      .getByTestId(`person-${lena}`)
      .getByRole('button', { name: `Check in Lena${suffix}` })
      .click();
    await expect.poll(() => first.getByTestId('unsent-count').textContent()).toBe('All changes sent');
    await expect
      .poll(() => second.getByTestId(`person-${lena}`).getByTestId('state').textContent(), {
        timeout: LIVE_WITHIN_MS,
        interval: 100,
      })
      .toBe('Checked in');
    expect(await navigations()).toBe(before);
    const mo = second.getByTestId(`person-${day.crew[1]!.performer.uid}`);
    expect(await mo.getByTestId('state').textContent()).not.toBe('Checked in');

    const rush = await createTestUser({ role: 'Performer', profile: { firstName: `Rush${suffix}` } });
    await book(day.dayId, rush.uid, day.roles.Crowd!, { final: '07:00' });
    await second
      .getByTestId(`person-${rush.uid}`)
      .getByRole('heading', { name: `Rush${suffix}` })
      .waitFor({ timeout: LIVE_WITHIN_MS });
    const finished = await callApi(`${day.path}/finish`, {
      method: 'POST',
      token: casting.token,
      body: { date: agencyToday() },
    });
    expect(finished.status, finished.text).toBe(200);
    await expect
      .poll(() => mo.getByTestId('state').textContent(), { timeout: LIVE_WITHIN_MS, interval: 100 })
      .toBe('No-show');
    expect(await navigations()).toBe(before);
  });
});
