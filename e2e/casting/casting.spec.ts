/**
 * Casting in the browser at 1280 px: a whole wizard run in each booking mode (day details with the
 * multi-date calendar, roles, performers per role with the filters and the profile, summary and
 * Confirm opening the day, the same day when a Confirm is retried), the day view's add and remove, and the explorer's search and filters;
 * axe on every casting page, with the profile modal open.
 */
import { addCalendarDays, agencyToday, formatDateInFull } from '@scenecall/shared';
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWizardDay, performerWith, wizardBody } from '../../functions/src/features/casting/casting.test-support';
import { expectNoAxeViolations } from '../../tools/testing/axe';
import { gotoApp, launchBrowser } from '../../tools/testing/browser';
import { adminDb, createTestUser, type TestUser } from '../../tools/testing/users';
import { openSignedIn } from '../../tools/testing/signed-in';
import { waitForPath } from '../auth/auth-steps';
import { addRole, chooseOption } from './casting-steps';

const signIn = (browser: Browser, user: TestUser) => openSignedIn(browser, user);

async function expectDialogAxeClean(page: Page, context: string): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.MuiDialog-container, .MuiBackdrop-root')].every(
      (element) => getComputedStyle(element).opacity === '1',
    ),
  );
  await expectNoAxeViolations(page, context);
}

/** Picks a day a few days ahead on the calendar (moving to the next month when it falls there). */
async function pickDate(page: Page, date: string) {
  if (date.slice(0, 7) !== agencyToday().slice(0, 7)) await page.getByRole('button', { name: /next month/i }).click();
  await page.getByRole('button', { name: formatDateInFull(date) }).click();
}

async function fillDayDetails(
  page: Page,
  production: string,
  date: string,
  union: 'ACTRA' | 'Non-Union' = 'Non-Union',
) {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByText('Location is required').waitFor();
  await expectNoAxeViolations(page, 'wizard day details with errors');
  await page.getByLabel('New production name').fill(production);
  await pickDate(page, date);
  await chooseOption(page, 'Union', union);
  await page.getByLabel('Location').fill('Toronto');
  await chooseOption(page, 'Exterior', 'Exterior');
  await page.getByLabel('Message').fill('Warm coats, no logos.');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

describe('casting in the browser', () => {
  let browser: Browser;
  let casting: TestUser;
  beforeAll(async () => {
    browser = await launchBrowser();
    casting = await createTestUser({ role: 'Casting' });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('runs the hand-picked wizard to a new day, then adds and removes a performer there', async () => {
    const city = `Wizardton ${randomBytes(3).toString('hex')}`;
    const [ana, ben] = await Promise.all([
      performerWith({ city, firstName: 'Ana', hairColor: 'light-blonde' }),
      performerWith({ city, firstName: 'Ben', hairColor: 'black' }),
    ]);
    const date = addCalendarDays(agencyToday(), 3);
    const { context, page } = await signIn(browser, casting);
    await waitForPath(page, (path) => path === '/casting');
    await page.getByRole('heading', { name: 'Casting', level: 1 }).waitFor();
    await expectNoAxeViolations(page, 'explorer');
    await page.getByRole('link', { name: 'Book the new day' }).click();
    await page.getByRole('heading', { name: 'Step 1 of 5: Booking mode' }).waitFor();
    await expectNoAxeViolations(page, 'wizard mode');
    await page.getByRole('button', { name: /Hand-picked/ }).click();
    await page.getByRole('heading', { name: 'Step 2 of 5: Day details' }).waitFor();
    await fillDayDetails(page, 'Harbour Lights', date);

    await page.getByRole('heading', { name: 'Step 3 of 5: Roles' }).waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('Select at least one role').waitFor();
    await addRole(page, 'Diner', 1);
    await addRole(page, 'Cook', 1);
    await expectNoAxeViolations(page, 'wizard roles');
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await page.getByRole('heading', { name: 'Step 4 of 5: Select performers' }).waitFor();
    await page.getByLabel('City', { exact: true }).fill(city);
    await page.getByRole('button', { name: 'Select Ana Lovelace for Diner' }).waitFor();
    await page.getByRole('button', { name: 'Select Ben Lovelace for Diner' }).waitFor();
    await page.getByRole('combobox', { name: 'Hair' }).click();
    await page.getByRole('option', { name: 'Blonde' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Select Ana Lovelace for Diner' }).waitFor();
    await page.getByRole('button', { name: 'Select Ben Lovelace for Diner' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Select Ana Lovelace for Diner' }).click();
    await page.getByRole('tab', { name: 'Diner 1 / 1' }).waitFor();
    await page.getByRole('button', { name: 'Profile of Ana Lovelace' }).click();
    await page.getByRole('dialog', { name: 'Ana Lovelace' }).waitFor();
    await expectDialogAxeClean(page, 'wizard profile modal');
    expect(await page.getByRole('dialog').textContent()).not.toContain('1990-04-02');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // From the top: scrolled, the sticky site header covers part of the role tabs.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page, 'wizard select performers');
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await page.getByRole('heading', { name: 'Step 5 of 5: Ask availability' }).waitFor();
    await page.getByText('Diner (1 to book)').waitFor();
    await page.getByText('Ana Lovelace').waitFor();
    await expectNoAxeViolations(page, 'wizard summary');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await waitForPath(page, (path) => path.startsWith('/casting/production-days/'));
    // A wizard day has no title of its own: the production is named once.
    await page.getByRole('heading', { name: 'Harbour Lights', level: 1, exact: true }).waitFor();
    const dayId = new URL(page.url()).pathname.split('/').at(-1)!;
    const bookings = page.getByRole('link', { name: 'Bookings and call times' });
    expect(await bookings.getAttribute('href')).toMatch(new RegExp(`^/project/[^/]+/day/${dayId}$`));
    await page.getByRole('tab', { name: 'Diner 1 / 1' }).waitFor();
    await expectNoAxeViolations(page, 'day view');

    await page.getByRole('tab', { name: 'Cook 0 / 1' }).click();
    await page.getByRole('button', { name: 'Add performers' }).click();
    await page.getByLabel('City', { exact: true }).fill(city);
    await page.getByRole('tab', { name: 'Cook 0 / 1' }).last().click();
    // Ana is on Diner: hidden when casting Cook.
    await page.getByRole('button', { name: 'Select Ben Lovelace for Cook' }).click();
    await page.getByRole('tab', { name: 'Cook 1 / 1' }).first().waitFor();
    await page.getByRole('button', { name: 'Profile of Ben Lovelace' }).first().click();
    await page.getByRole('dialog', { name: 'Ben Lovelace' }).waitFor();
    await expectDialogAxeClean(page, 'day view profile modal');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Remove Ben Lovelace from Cook' }).first().click();
    await page.getByRole('tab', { name: 'Cook 0 / 1' }).first().waitFor();
    expect(ana.uid).not.toBe(ben.uid);
    await context.close();
  });

  it('runs the automatic wizard: each role arrives pre-selected up to its slots; a Confirm whose answer is lost is tried again by the page and makes one day', async () => {
    const city = `Autoville ${randomBytes(3).toString('hex')}`;
    const production = `Autumn Ferry ${randomBytes(3).toString('hex')}`;
    // An ACTRA day: the automatic pick takes the best matches of the whole stack, and the other
    // browser tests that follow a performer's requests (the booking loop) ask Non-Union performers.
    await Promise.all([
      performerWith({ city, firstName: 'Cai', unionStatus: 'ACTRA Full', unionId: 'ACTRA-5550' }),
      performerWith({ city, firstName: 'Dee', unionStatus: 'ACTRA Apprentice', unionId: 'ACTRA-5551' }),
    ]);
    const { context, page } = await signIn(browser, casting);
    await gotoApp(page, '/casting/create');
    // A double press while the next steps' code loads still lands on step 2, not past it.
    await page.getByRole('button', { name: /Automatic/ }).dblclick();
    await page.getByRole('heading', { name: 'Step 2 of 5: Day details' }).waitFor();
    await fillDayDetails(page, production, addCalendarDays(agencyToday(), 4), 'ACTRA');
    await addRole(page, 'Commuters', 2);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('tab', { name: 'Commuters 2 / 2' }).waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('Commuters (2 to book)').waitFor();
    // The first Confirm reaches the server, but its answer is lost on the way back.
    let lost = false;
    await page.route('**/api/casting/production-days', async (route) => {
      if (lost || route.request().method() !== 'POST') return route.fallback();
      lost = true;
      await route.fetch();
      await route.abort('failed');
    });
    await page.getByRole('button', { name: 'Confirm' }).click();
    // The page tries again by itself with the same Idempotency-Key, and the server answers it once.
    await page.locator('.sc-retry-status', { hasText: 'Trying again…' }).waitFor();
    await waitForPath(page, (path) => path.startsWith('/casting/production-days/'));
    expect(lost).toBe(true);
    const days = await adminDb().collection('productionDays').where('production', '==', production).get();
    expect(days.docs.map((doc) => doc.id)).toEqual([page.url().split('/').pop()]);
    await page.getByRole('tab', { name: 'Commuters 2 / 2' }).waitFor();
    await page.getByText('Automatic').waitFor();
    await context.close();
  });

  it("searches and filters the explorer's productions and days", async () => {
    const owner = await createTestUser({ role: 'Casting' });
    const first = await createWizardDay(
      owner,
      wizardBody({ details: { ...wizardBody().details, production: { newProjectName: 'Maple Street' } } }),
    );
    await createWizardDay(
      owner,
      wizardBody({ details: { ...wizardBody().details, production: { newProjectName: 'Night Shift' } } }),
    );
    await adminDb().collection('productionDays').doc(first).update({ status: 'Availability Check' });
    const { context, page } = await signIn(browser, owner);
    await page.getByRole('button', { name: /Maple Street/ }).waitFor();
    await page.getByRole('button', { name: /Night Shift/ }).waitFor();
    await page.getByLabel('Search by production name').fill('night');
    await page.getByRole('button', { name: /Maple Street/ }).waitFor({ state: 'detached' });
    await page.getByLabel('Search by production name').fill('');
    await chooseOption(page, 'Filter by last day status', 'Availability Check');
    await page.getByRole('button', { name: /Night Shift/ }).waitFor({ state: 'detached' });
    await expectNoAxeViolations(page, 'explorer filtered');
    await page.getByRole('button', { name: /Maple Street/ }).click();
    await page.getByRole('heading', { name: 'Maple Street', level: 2 }).waitFor();
    await page.getByText('Diner: 0 / 2').waitFor();
    await page.getByLabel('Search by date').fill('Dec');
    await page.getByText('No day matches.').waitFor();
    await page.getByLabel('Search by date').fill('Nov 19');
    await page.getByRole('link', { name: /Thu, Nov 19, 2026/ }).waitFor();
    await expectNoAxeViolations(page, 'production days');
    await page.getByRole('button', { name: 'All productions' }).click();
    await page.getByRole('heading', { name: 'Productions', level: 2 }).waitFor();
    await page.getByRole('link', { name: /Thu, Nov 19, 2026/ }).waitFor({ state: 'detached' });
    await gotoApp(page, '/old-casting/create');
    expect(await waitForPath(page, (path) => path.startsWith('/casting'))).toBe('/casting/create');
    await context.close();
  });

  it('fits a 360 px phone: explorer, wizard and day view without sideways scrolling, axe clean', async () => {
    const dayId = await createWizardDay(casting, wizardBody());
    const { context, page } = await openSignedIn(browser, casting, '/casting', 'mobile');
    for (const path of ['/casting', '/casting/create', `/casting/production-days/${dayId}`, '/casting/booking-mode']) {
      await gotoApp(page, path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      if (path === `/casting/production-days/${dayId}`) await page.getByRole('tab', { name: 'Diner 0 / 2' }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(1);
      await expectNoAxeViolations(page, `${path} at 360 px`);
    }
    await context.close();
  });
});
