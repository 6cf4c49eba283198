/**
 * The set screen opened on a phone on set (a first visit: the session kept, nothing else). Every
 * day's set screen is one prerendered HTML file that Hosting serves for the route: it paints the
 * screen's skeleton before any script, and its loader asks for this day's read, the ids taken from
 * the page's path, before the screen's own code has been fetched; the app takes that answer. What
 * the first paint does not need (the dialogs, the search field) comes once the day shows, before a
 * signal on set can drop.
 */
import { agencyToday } from '@scenecall/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crewDay, type CrewDay } from '../../functions/src/features/workday/set-screen.test-support';
import { launchBrowser, VIEWPORTS } from '../../tools/testing/browser';
import { signedInState } from '../../tools/testing/signed-in';
import { watchPage } from '../../tools/testing/page-diagnostics';
import { stackEnv } from '../../tools/testing/stack-env';
import { createTestUser, type TestUser } from '../../tools/testing/users';
import { sessionOnly, type StorageState } from './first-visit';
import { recordShifts, shiftScore, SHIFT_BUDGET, type Recorded } from './layout-shifts';

const suffix = Math.random().toString(36).slice(2, 7);
let browser: Browser;
let casting: TestUser;
let day: CrewDay;
let session: StorageState;

const setScreenPath = () => `/project/${day.projectId}/day/${day.dayId}/set`;

/** A phone with the crew member's session and nothing else. */
async function firstVisit() {
  const context = await browser.newContext({
    viewport: VIEWPORTS.mobile,
    baseURL: stackEnv().webUrl,
    storageState: session,
  });
  const page = await context.newPage();
  watchPage(page);
  return { context, page };
}

beforeAll(async () => {
  casting = await createTestUser({ role: 'Casting' });
  day = await crewDay(['Crowd'], { casting, dates: [agencyToday()], names: [`Ines${suffix}`] });
  browser = await launchBrowser();
  // The session only: nothing the app keeps of its data and pages.
  session = sessionOnly(await signedInState(browser, casting));
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe("the set screen's first visit on a phone", () => {
  it("is served the screen's own HTML for any day, with its skeleton", async () => {
    const html = await (await fetch(`${stackEnv().webUrl}${setScreenPath()}`)).text();
    expect(html).toContain('data-route="/project/:id/day/:dayId/set"');
    expect(html).toContain('data-skeleton="Casting"');
    expect(html).toMatch(/<h1[^>]*>Set screen<\/h1>/);
    const other = await (await fetch(`${stackEnv().webUrl}/project/another/day/day-2/set`)).text();
    expect(other).toBe(html);
  });

  it("paints its skeleton from the HTML, asks for this day's read before the screen's code and once, and holds still", async () => {
    const { context, page } = await firstVisit();
    try {
      const requests: string[] = [];
      page.on('request', (request) => requests.push(new URL(request.url()).pathname));
      await page.addInitScript(recordShifts);
      await page.goto(setScreenPath());
      await page.getByTestId(`person-${day.crew[0]!.performer.uid}`).waitFor();
      await page.getByRole('searchbox', { name: 'Search by name' }).waitFor();
      // The skeleton, from the HTML before any script, then the day in its place: nothing moves.
      const fromHtml = await page.evaluate(() => (window as unknown as Recorded).fromHtml);
      expect(fromHtml).toEqual({ heading: 'Set screen', appReady: false });
      await page.waitForTimeout(1_000);
      expect(await shiftScore(page)).toBeLessThanOrEqual(SHIFT_BUDGET);
      const read = `/api/project/${day.projectId}/days/${day.dayId}/set`;
      expect(requests.filter((path) => path === read)).toHaveLength(1);
      const screenCode = requests.findIndex((path) => /\/set-screen-page-[\w-]+\.js$/.test(path));
      expect(screenCode).toBeGreaterThan(0);
      expect(requests.indexOf(read)).toBeLessThan(screenCode);
      // The skeleton's link waited for the app, which gives it this day's address.
      expect(await page.getByRole('link', { name: 'Back to the day' }).getAttribute('href')).toBe(
        `/project/${day.projectId}/day/${day.dayId}`,
      );
    } finally {
      await context.close();
    }
  });

  it('fetches its dialogs and search field once the day shows: with the signal gone, they still work', async () => {
    const { context, page } = await firstVisit();
    try {
      await page.goto(setScreenPath());
      const member = page.getByTestId(`person-${day.crew[0]!.performer.uid}`);
      await member.waitFor();
      await page.waitForFunction(() =>
        performance.getEntriesByType('resource').some((entry) => /\/set-dialogs-[\w-]+\.js$/.test(entry.name)),
      );
      const search = page.getByRole('searchbox', { name: 'Search by name' });
      await search.waitFor();
      await context.setOffline(true);
      await page.getByRole('button', { name: 'Meal for all' }).click();
      const dialog = page.getByRole('dialog', { name: 'Meal for all' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      await search.fill('nobody-by-this-name');
      await page.getByText('No booked performer has that name.').waitFor();
      await search.fill(`Ines${suffix}`);
      await member.waitFor();
    } finally {
      await context.close();
    }
  });
});
