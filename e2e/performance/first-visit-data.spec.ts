/**
 * A performer's first visit on a phone (the session kept, nothing else): the page's HTML asks for
 * its reads with the session hint's token before the page's own code has been fetched, the app takes
 * those answers instead of asking again, and Firebase's SDK loads only once the page has its first
 * answer. A token the server refuses is asked again with Firebase's own: the performer stays in.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeProfile } from '../../packages/shared/src/profile-test-fixtures';
import { launchBrowser, openPage, VIEWPORTS } from '../../tools/testing/browser';
import { watchPage } from '../../tools/testing/page-diagnostics';
import { stackEnv } from '../../tools/testing/stack-env';
import { createTestUser, type TestUser } from '../../tools/testing/users';
import { logIn, waitForPath } from '../auth/auth-steps';
import { sessionOnly, type StorageState } from './first-visit';

/** What the page asked for and was answered, in the order the browser saw it. */
type NetworkEvent = { kind: 'request' | 'answer'; path: string; status?: number };

function recordNetwork(page: Page): NetworkEvent[] {
  const events: NetworkEvent[] = [];
  const pathOf = (url: string) => new URL(url).pathname;
  page.on('request', (request) => events.push({ kind: 'request', path: pathOf(request.url()) }));
  page.on('response', (response) =>
    events.push({ kind: 'answer', path: pathOf(response.url()), status: response.status() }),
  );
  return events;
}

const indexOf = (events: NetworkEvent[], test: (event: NetworkEvent) => boolean) => events.findIndex(test);

describe("a performer's first visit asks for its data from the page's HTML", () => {
  let browser: Browser;
  let performer: TestUser;
  let session: StorageState;
  const lastName = `Early${Date.now().toString(36)}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    performer = await createTestUser({ role: 'Performer', profile: completeProfile({ firstName: 'Fran', lastName }) });
    const { context, page } = await openPage(browser, '/login', 'mobile');
    await logIn(page, performer.tel, performer.password);
    await waitForPath(page, '/performer');
    session = await context.storageState();
    await context.close();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function openFirstVisit(storageState: StorageState) {
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile, baseURL: stackEnv().webUrl, storageState });
    const page = await context.newPage();
    watchPage(page);
    const events = recordNetwork(page);
    await page.goto('/performer');
    await expect.poll(() => page.locator('#main h1').first().innerText()).toContain(lastName);
    return { context, page, events };
  }

  it("asks once, before the page's code, and loads Firebase and the app's manifest after the first answer", async () => {
    const { context, page, events } = await openFirstVisit(sessionOnly(session));
    try {
      const profileRead = (event: NetworkEvent) => event.path === '/api/performer/get-user';
      expect(events.filter((event) => event.kind === 'request' && profileRead(event))).toHaveLength(1);
      // Every read of the page once, however their answers and the page's mount interleave.
      const reads = events.filter((event) => event.kind === 'request' && event.path.startsWith('/api/performer/'));
      expect(reads.map((event) => event.path).sort()).toEqual([
        '/api/performer/bookings',
        '/api/performer/get-user',
        '/api/performer/open-calls',
        '/api/performer/open-calls/seen',
      ]);
      // Only the shell's chunks (React, MUI, the entry) go before the reads; the app could not ask
      // for the profile before it has fetched the profile page's own chunk.
      const pageScript = indexOf(
        events,
        (event) => event.kind === 'request' && /\/profile-page-[\w-]+\.js$/.test(event.path),
      );
      expect(pageScript).toBeGreaterThan(0);
      expect(indexOf(events, (event) => event.kind === 'request' && profileRead(event))).toBeLessThan(pageScript);
      const firstAnswer = indexOf(
        events,
        (event) => event.kind === 'answer' && event.path.startsWith('/api/performer/'),
      );
      await expect
        .poll(() => indexOf(events, (event) => event.kind === 'request' && event.path.includes('firebase-auth-sdk')))
        .toBeGreaterThan(firstAnswer);
      // The installable app's manifest is held back by the HTML and linked once the page has shown.
      const html = await (await fetch(`${stackEnv().webUrl}/performer`)).text();
      expect(html).toMatch(/<template id="later-head-links"><link rel="manifest"/);
      await expect
        .poll(() => page.locator('head > link[rel="manifest"]').getAttribute('href'))
        .toBe('/manifest.webmanifest');
      expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(/^data:image\/svg\+xml,/);
    } finally {
      await context.close();
    }
  });

  it("asks again with Firebase's token when the server refuses the kept one, and the performer stays signed in", async () => {
    const refused = sessionOnly(session, (hint) => {
      hint.idToken = 'not-a-token';
    });
    const { context, page, events } = await openFirstVisit(refused);
    try {
      const answers = events.filter((event) => event.kind === 'answer' && event.path === '/api/performer/get-user');
      expect(answers.map((answer) => answer.status)).toEqual([401, 200]);
      expect(new URL(page.url()).pathname).toBe('/performer');
      await expect
        .poll(() =>
          page.evaluate(() => (JSON.parse(localStorage.getItem('token') ?? '{}') as { idToken?: string }).idToken),
        )
        .not.toBe('not-a-token');
    } finally {
      await context.close();
    }
  });
});
