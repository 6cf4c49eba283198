/**
 * What a performer reads about a booking (issue 19, item 5): the call time in 12-hour Toronto time,
 * the cancel dialog asking its question once, and the calendar address with a Copy button that puts
 * the address on the clipboard. Open dialogs are checked with axe.
 */
import { addCalendarDays, agencyToday } from '@scenecall/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { performerWith } from '../../functions/src/features/casting/casting.test-support';
import {
  book,
  createDayAs,
  createProjectAs,
  dayBody,
  rolesOf,
} from '../../functions/src/features/projects/projects.test-support';
import { expectNoAxeViolations } from '../../tools/testing/axe';
import { launchBrowser } from '../../tools/testing/browser';
import { stackEnv } from '../../tools/testing/stack-env';
import { createTestUser, type TestUser } from '../../tools/testing/users';
import { openSignedIn } from '../../tools/testing/signed-in';

describe('the words and times of a booking', () => {
  let browser: Browser;
  let performer: TestUser;

  beforeAll(async () => {
    browser = await launchBrowser();
    const casting = await createTestUser({ role: 'Casting' });
    performer = await performerWith({ firstName: 'Sam', lastName: 'Sailor' });
    const projectId = await createProjectAs(casting, 'Quiet Harbour');
    // A week away: cancelling is not late, so the dialog shows its plain text.
    const dayId = await createDayAs(
      casting,
      projectId,
      dayBody({ dates: [addCalendarDays(agencyToday(), 7)], roles: [{ name: 'Sailor', slots: 1, isSSE: false }] }),
    );
    const roles = await rolesOf(casting, projectId, dayId);
    await book(dayId, performer.uid, roles.Sailor!, { final: '18:45' });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the call time in Toronto time and asks "Cancel this booking?" once', async () => {
    const { context, page } = await openSignedIn(browser, performer, '/performer/bookings');
    await page.getByText('Final call time: 6:45 PM Toronto time').waitFor();
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.getByText('Casting is told at once and the slot is offered to someone else.').waitFor();
    expect((await dialog.innerText()).match(/Cancel this booking/g)).toHaveLength(1);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.MuiDialog-container, .MuiBackdrop-root')].every(
        (element) => getComputedStyle(element).opacity === '1',
      ),
    );
    await expectNoAxeViolations(page, 'open cancel dialog');
    await dialog.getByRole('button', { name: 'Keep the booking' }).click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('copies the calendar address with one button', async () => {
    const { context, page } = await openSignedIn(browser, performer, '/performer/availability');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stackEnv().webUrl });
    await page.getByRole('button', { name: 'Make my calendar address' }).click();
    const address = await page.getByRole('textbox', { name: 'Your private calendar address' }).inputValue();
    expect(address).toMatch(/^https?:\/\/\S+$/);
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Copied: paste it into your calendar app.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await expectNoAxeViolations(page, 'calendar address with its Copy button');
    await context.close();
  });
});
