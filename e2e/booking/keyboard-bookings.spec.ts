/**
 * The performer's bookings and availability by keyboard alone (issue 24, items 5 and 7): an answered
 * request leaves the list and the focus goes to the next one (then to the tab shown when none is
 * left), the outcome is said in the live region, and the tabs' counts follow the answer; "Save my
 * availability" keeps the focus while it saves, ignores a second press, and says the result.
 */
import { addCalendarDays, agencyToday } from '@scenecall/shared';
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWizardDay, performerWith, wizardBody } from '../../functions/src/features/casting/casting.test-support';
import { expectNoAxeViolations } from '../../tools/testing/axe';
import { gotoApp, launchBrowser } from '../../tools/testing/browser';
import { announcement, focused, named, tabTo } from '../../tools/testing/keyboard';
import { createTestUser, type TestUser } from '../../tools/testing/users';
import { openSignedIn } from '../../tools/testing/signed-in';

const STATUS = 'You answered available: casting will confirm.';

describe('bookings by keyboard', () => {
  let browser: Browser;
  let performer: TestUser;
  let context: BrowserContext;
  let page: Page;
  const unique = randomBytes(3).toString('hex');
  const [first, second] = [`Dawn Shoot ${unique}`, `Dusk Shoot ${unique}`];

  beforeAll(async () => {
    browser = await launchBrowser();
    const casting = await createTestUser({ role: 'Casting' });
    performer = await performerWith({ firstName: 'Rae', lastName: `Keys${unique}` });
    // Two requests, the earlier day first in the list.
    for (const [production, inDays] of [
      [first, 5],
      [second, 6],
    ] as const) {
      await createWizardDay(
        casting,
        wizardBody({
          details: {
            ...wizardBody().details,
            production: { newProjectName: production },
            dates: [addCalendarDays(agencyToday(), inDays)],
          },
          participants: [{ performerId: performer.uid, roleId: 'role-diner' }],
        }),
      );
    }
    ({ context, page } = await openSignedIn(browser, performer));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('moves the focus to the next request, then to the tab shown, saying each answer; the counts follow', async () => {
    await gotoApp(page, '/performer/bookings');
    const requestsTab = page.getByRole('tab', { name: /^Requests/ });
    await expect.poll(() => requestsTab.textContent()).toBe('Requests2');

    await tabTo(page, named('Available', 'button'));
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'h2', name: second });
    expect(await announcement(page)).toBe(`${first}: ${STATUS} 1 request is waiting for your answer.`);
    expect(await requestsTab.textContent()).toBe('Requests1');
    await expectNoAxeViolations(page, 'bookings after the first answer');

    // From the next request's heading, its own answer is the next stop.
    expect(await tabTo(page, named('Available', 'button'), { max: 1 })).toBe(1);
    await page.keyboard.press('Enter');
    // None left: the list shows Upcoming, where both answers went, and its tab has the focus.
    await expect.poll(() => focused(page)).toMatchObject({ role: 'tab', name: 'Upcoming' });
    expect(await announcement(page)).toBe(`${second}: ${STATUS} No request is waiting for your answer.`);
    // MUI's hidden badge kept its last number ('Requests 1'): the tab reads its name alone.
    expect(await requestsTab.textContent()).toBe('Requests');
    await page.getByRole('heading', { name: first, level: 2 }).waitFor();
    await expectNoAxeViolations(page, 'bookings with every request answered');
  });

  it('keeps the focus on "Save my availability" while saving, ignores a second press and says the result', async () => {
    await gotoApp(page, '/performer/availability');
    let puts = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The save is held until both presses are in, so the second one lands while the first is saving.
    await page.route('**/api/performer/availability', async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      puts += 1;
      await held;
      return route.continue();
    });
    await page.getByRole('button', { name: 'Save my availability' }).waitFor();
    await tabTo(page, named('Save my availability', 'button'));
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toMatchObject({ name: 'Saving…', ariaDisabled: 'true' });
    await page.keyboard.press('Enter');
    release();
    await expect.poll(() => announcement(page)).toBe('Your availability is saved.');
    expect(await focused(page)).toMatchObject({ tag: 'button', name: 'Save my availability', ariaDisabled: 'false' });
    expect(puts).toBe(1);
    await expectNoAxeViolations(page, 'availability saved');
    await page.unroute('**/api/performer/availability');
  });
});
