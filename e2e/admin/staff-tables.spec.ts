/**
 * Every staff table and board at the desktop breakpoint (1024 px, many laptops) and at 1280 px: the
 * page never scrolls sideways, no table is wider than its frame, every column header is in view,
 * and a very long name or e-mail address is cut with an ellipsis and read in full on focus.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWizardDay, wizardBody } from '../../functions/src/features/casting/casting.test-support';
import { completeProfile } from '../../packages/shared/src/profile-test-fixtures';
import { PRODUCTION_DAYS_COLLECTION } from '../../packages/shared/src/schemas/production';
import { launchBrowser } from '../../tools/testing/browser';
import { adminDb, createTestUser, type TestUser } from '../../tools/testing/users';
import { openSignedIn } from '../../tools/testing/signed-in';

import { adminPage, expectNoAxeViolations, navigate, search } from './admin-steps';

const WIDTHS = [1024, 1280] as const;
const unique = Date.now().toString(36);
const LONG_FIRST = 'Maximiliana-Konstantina-Alexandrovna';
const LONG_LAST = `Vanderbilt-Montgomery-Featherstonehaugh${unique}`;
const LONG_NAME = `${LONG_FIRST} ${LONG_LAST}`;
const LONG_EMAIL = `maximiliana.konstantina.vanderbilt-montgomery.${unique}@extraordinarily-long-agency-domain.example.test`;

/** What breaks the layout on the page as it is now, as readable lines (none when all is well). */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const scroller = document.scrollingElement!;
    if (scroller.scrollWidth > window.innerWidth) {
      problems.push(`the page is ${scroller.scrollWidth - window.innerWidth} px wider than the window`);
    }
    for (const table of document.querySelectorAll('table')) {
      const frame = table.parentElement!;
      if (table.getBoundingClientRect().width > frame.clientWidth + 1) {
        problems.push(
          `a table is ${Math.round(table.getBoundingClientRect().width - frame.clientWidth)} px wider than its frame`,
        );
      }
      for (const header of table.querySelectorAll('thead th')) {
        const box = header.getBoundingClientRect();
        const text = header.textContent ?? '';
        if (box.left < 0 || box.right > window.innerWidth + 0.5) problems.push(`header '${text}' is out of view`);
        if (header.scrollWidth > header.clientWidth + 1) problems.push(`header '${text}' overflows its cell`);
      }
    }
    return problems;
  });
}

async function expectFits(page: Page, what: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForFunction(() => window.innerWidth > 0);
    expect(await layoutProblems(page), `${what} at ${width} px`).toEqual([]);
  }
}

/**
 * The viewport at `width`, once what it moved has finished its transitions: an open tooltip placed
 * again grows in again, and an accessibility check of it still fading in reads its text as faint.
 */
async function resize(page: Page, width: number, height = 900): Promise<void> {
  await page.setViewportSize({ width, height });
  // Two frames: the placement is measured in one and the transition starts in the next.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}

/** Fits at 1024 and 1280 px, and has no accessibility violation at 1024 and 360 px. */
async function expectFitsAndAccessible(page: Page, what: string): Promise<void> {
  await expectFits(page, what);
  await resize(page, 1024);
  await expectNoAxeViolations(page, `${what} at 1024 px`);
  await resize(page, 360, 780);
  await expectNoAxeViolations(page, `${what} at 360 px`);
}

/**
 * The long text is cut with an ellipsis in its cell, and shown in full in a tooltip when it is
 * reached with the Tab key.
 */
async function expectCutAndReadableOnFocus(page: Page, text: string): Promise<void> {
  const shown = page.locator('td *', { hasText: text }).last();
  const cut = await shown.evaluate((element) => ({
    ellipsis: getComputedStyle(element).textOverflow === 'ellipsis',
    overflowing: element.scrollWidth > element.clientWidth,
  }));
  expect(cut, text).toEqual({ ellipsis: true, overflowing: true });
  const isFocused = () => shown.evaluate((element) => element === document.activeElement);
  for (let presses = 0; presses < 30 && !(await isFocused()); presses += 1) await page.keyboard.press('Tab');
  expect(await isFocused(), `${text} takes the focus`).toBe(true);
  const tooltip = page.getByRole('tooltip').filter({ hasText: text });
  await tooltip.waitFor();
  // Grown in and opaque: an accessibility check of a tooltip still fading in reads its text as faint.
  await tooltip.evaluate((element) =>
    Promise.allSettled(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

describe('staff tables and boards at 1024 and 1280 px', () => {
  let browser: Browser;
  let admin: TestUser;
  let casting: TestUser;
  let performer: TestUser;
  let dayId: string;
  let projectId: string;
  beforeAll(async () => {
    [admin, casting, performer] = await Promise.all([
      createTestUser({ role: 'Admin' }),
      createTestUser({ role: 'Casting', profile: { firstName: LONG_FIRST, lastName: `${LONG_LAST}Casting` } }),
      createTestUser({
        role: 'Performer',
        email: LONG_EMAIL,
        profile: completeProfile({ firstName: LONG_FIRST, lastName: LONG_LAST }),
      }),
    ]);
    dayId = await createWizardDay(
      casting,
      wizardBody({
        details: {
          ...wizardBody().details,
          production: { newProjectName: `Production ${unique}` },
          dates: ['2026-12-15'],
        },
        participants: [{ performerId: performer.uid, roleId: 'role-diner' }],
      }),
    );
    projectId = (await adminDb().collection(PRODUCTION_DAYS_COLLECTION).doc(dayId).get()).get('projectId') as string;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("fits the Admin's users list, with the long name and e-mail cut and readable on focus", async () => {
    const page = await adminPage(browser, admin);
    await search(page, unique, (names) => names.includes(LONG_NAME));
    await expectFits(page, 'users list');
    await expectCutAndReadableOnFocus(page, LONG_NAME);
    await expectCutAndReadableOnFocus(page, LONG_EMAIL);
    await resize(page, 1024);
    await expectNoAxeViolations(page, 'users list at 1024 px');
    await resize(page, 360, 780);
    await expectNoAxeViolations(page, 'users list at 360 px');
    await page.context().close();
  });

  // Its own test: with the users list's, 14 accessibility checks of large tables did not fit in one
  // test's time on a loaded machine.
  it("fits the Admin's other tables and a user's page", async () => {
    const page = await adminPage(browser, admin);
    for (const path of [
      '/admin/performers',
      '/admin/casting-directors',
      '/admin/commissions',
      '/admin/review-requests',
      '/admin/projects',
    ]) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await navigate(page, path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await expectFitsAndAccessible(page, path);
    }
    await navigate(page, `/admin/user/${performer.uid}`);
    await page.getByRole('heading', { level: 1, name: LONG_NAME }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectFitsAndAccessible(page, 'user page');
    await page.context().close();
  });

  it("fits the casting director's explorer, day board and project pages", async () => {
    const { context, page } = await openSignedIn(browser, casting);
    for (const path of [
      '/casting',
      `/casting/production-days/${dayId}`,
      '/project/all',
      '/project/archived',
      `/project/${projectId}`,
      `/project/${projectId}/day/${dayId}`,
    ]) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await navigate(page, path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await expectFitsAndAccessible(page, path);
    }
    await context.close();
  });
});
