/**
 * Every page has exactly one h1, the heading a route change puts the focus on (issue 24, item 4;
 * web/src/app/layout/use-route-focus.ts): the public pages, the performer's area, the Admin's and
 * the casting pages, each once loaded. A new page goes in this list.
 */
import { addCalendarDays, agencyToday, PRODUCTION_DAYS_COLLECTION } from '@scenecall/shared';
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWizardDay, performerWith, wizardBody } from '../functions/src/features/casting/casting.test-support';
import { launchBrowser, openInApp, openPage } from '../tools/testing/browser';
import { adminDb, createTestUser, type TestUser } from '../tools/testing/users';
import { openSignedIn } from '../tools/testing/signed-in';

import { PUBLIC_PAGES } from './public-site/public-pages';

/** How long a page may take to show its one h1 once reached; past it, the h1s it has are reported. */
const ONE_HEADING_WAIT_MS = 15_000;

/**
 * The h1s of the page once it has loaded (no spinner, nothing busy: the same test as the focus's),
 * reached as a route change inside the app. The previous page's h1 can still be shown after the
 * address changes (the next page's code is still arriving), and the next page's loading state has
 * none: so the h1s shown before the change are marked with their words, and it waits for exactly one
 * h1, not the previous page's, on a loaded page. A page that never has one is reported with the h1s
 * it has.
 */
async function headingsOf(page: Page, path: string): Promise<string[]> {
  await page.evaluate((to) => {
    if (to === location.pathname) return;
    for (const heading of document.querySelectorAll('h1')) heading.dataset.previousPage = heading.textContent ?? '';
  }, path);
  await openInApp(page, path);
  await page
    .waitForFunction(
      () => {
        const headings = document.querySelectorAll('h1');
        const heading = headings[0];
        return (
          headings.length === 1 &&
          heading?.closest('main') !== null &&
          heading?.dataset.previousPage !== heading?.textContent &&
          ![...document.querySelectorAll('[role="progressbar"]:not([aria-valuenow]), [aria-busy="true"]')].some(
            (element) => element.checkVisibility({ visibilityProperty: true }),
          )
        );
      },
      undefined,
      { timeout: ONE_HEADING_WAIT_MS, polling: 100 },
    )
    .catch(() => undefined);
  return page.locator('h1').allTextContents();
}

async function expectOneHeadingEach(page: Page, paths: string[]): Promise<void> {
  const found: Record<string, string[]> = {};
  for (const path of paths) found[path] = await headingsOf(page, path);
  const notOne = Object.entries(found).filter(([, headings]) => headings.length !== 1);
  expect(notOne, `pages without exactly one h1: ${JSON.stringify(notOne)}`).toEqual([]);
}

async function signedIn(browser: Browser, user: TestUser): Promise<Page> {
  return (await openSignedIn(browser, user)).page;
}

describe('one h1 a page', () => {
  let browser: Browser;
  let performer: TestUser;
  let admin: TestUser;
  let casting: TestUser;
  let dayId: string;
  let projectId: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    [performer, admin, casting] = await Promise.all([
      performerWith({ firstName: 'Hedda', lastName: `Ing${randomBytes(3).toString('hex')}` }),
      createTestUser({ role: 'Admin' }),
      createTestUser({ role: 'Casting' }),
    ]);
    dayId = await createWizardDay(
      casting,
      wizardBody({
        details: { ...wizardBody().details, dates: [addCalendarDays(agencyToday(), 4)] },
        participants: [{ performerId: performer.uid, roleId: 'role-diner' }],
      }),
    );
    projectId = (await adminDb().collection(PRODUCTION_DAYS_COLLECTION).doc(dayId).get()).get('projectId') as string;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('on the public pages', async () => {
    const { page } = await openPage(browser, '/');
    await expectOneHeadingEach(page, [...PUBLIC_PAGES, '/login', '/registration', '/status', '/booking/answer']);
  });

  it("in the performer's area", async () => {
    const page = await signedIn(browser, performer);
    await expectOneHeadingEach(page, [
      '/performer',
      '/performer/update-profile',
      '/performer/test',
      '/performer/emergency',
      '/performer/support',
      '/performer/bookings',
      '/performer/availability',
      '/performer/commissions',
      '/performer/vouchers',
      '/admin', // not allowed
    ]);
  });

  it("on the Admin's pages", async () => {
    const page = await signedIn(browser, admin);
    await expectOneHeadingEach(page, [
      '/admin',
      '/admin/performers',
      `/admin/user/${performer.uid}`,
      '/admin/user-create',
      `/admin/user-update/${performer.uid}`,
      `/admin/user/email-to/${performer.uid}`,
      '/admin/casting-directors',
      '/admin/review-requests',
      '/admin/commissions',
      '/admin/settings',
      '/admin/projects',
    ]);
  });

  it('on the casting pages', async () => {
    const page = await signedIn(browser, casting);
    await expectOneHeadingEach(page, [
      '/casting',
      '/casting/create',
      '/casting/booking-mode',
      `/casting/production-days/${dayId}`,
      '/project/all',
      '/project/archived',
      `/project/${projectId}`,
      `/project/${projectId}/new-days`,
      `/project/${projectId}/day/${dayId}`,
      `/project/${projectId}/day/${dayId}/set`,
      `/project/create/${casting.uid}`,
    ]);
  });
});
