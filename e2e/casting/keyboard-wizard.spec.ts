/**
 * The production day wizard by keyboard alone (issue 24, items 4 and 6): each step's heading takes
 * the focus and is said; on step 4 the step's Next is a couple of Shift+Tab presses from a pick,
 * not 48 Tab presses past 24 performer cards; Confirm lands with the focus on the day page's heading.
 */
import { addCalendarDays, agencyToday, formatDateInFull } from '@scenecall/shared';
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { performerWith } from '../../functions/src/features/casting/casting.test-support';
import { expectNoAxeViolations } from '../../tools/testing/axe';
import { launchBrowser } from '../../tools/testing/browser';
import { announcement, expectHeadingFocused, focused, named, tabTo } from '../../tools/testing/keyboard';
import { createTestUser, type TestUser } from '../../tools/testing/users';
import { openSignedIn } from '../../tools/testing/signed-in';
import { waitForPath } from '../auth/auth-steps';

/** Waits until the focus is on the wizard's step heading and the live region has said it. */
async function expectStep(page: Page, step: string): Promise<void> {
  await expect.poll(() => focused(page)).toMatchObject({ tag: 'h2', name: step });
  expect(await announcement(page)).toBe(step);
}

/** Opens a select from the keyboard and picks an option with the arrow keys and Enter. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await tabTo(page, (element) => element.role === 'combobox' && element.name.startsWith(label));
  await page.keyboard.press('ArrowDown');
  for (let presses = 0; presses < 10; presses += 1) {
    const current = await focused(page);
    if (current.role === 'option' && current.name === option) {
      await page.keyboard.press('Enter');
      await expect.poll(() => focused(page)).toMatchObject({ role: 'combobox', name: label });
      expect(await page.getByRole('combobox', { name: label }).textContent()).toBe(option);
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`${label}: no option ${option}`);
}

async function typeInto(page: Page, label: string, text: string, tag = 'input'): Promise<void> {
  await tabTo(page, named(label, tag));
  await page.keyboard.type(text);
}

describe('the wizard by keyboard', () => {
  let browser: Browser;
  let casting: TestUser;
  const unique = randomBytes(3).toString('hex');
  const city = `Keyport ${unique}`;
  const production = `Keyboard Lane ${unique}`;
  beforeAll(async () => {
    browser = await launchBrowser();
    casting = await createTestUser({ role: 'Casting' });
    // A full page of cards (CASTING_PAGE_SIZE).
    await Promise.all(
      Array.from({ length: 24 }, (_, i) => performerWith({ city, firstName: `Card${String(i).padStart(2, '0')}` })),
    );
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('runs from the mode to Confirm with the focus on each new heading and a short way to Next', async () => {
    const { context, page } = await openSignedIn(browser, casting, '/casting/create');
    await page.getByRole('heading', { name: 'Step 1 of 5: Booking mode' }).waitFor();
    // Opened by the browser: its own start, not the step's heading.
    expect((await focused(page)).tag).toBe('body');

    await tabTo(page, (element) => element.tag === 'button' && element.name.startsWith('Hand-picked'));
    await page.keyboard.press('Enter');
    await expectStep(page, 'Step 2 of 5: Day details');

    await typeInto(page, 'New production name', production);
    await tabTo(page, (element) => element.tag === 'button' && element.name.startsWith('Today, '));
    const date = addCalendarDays(agencyToday(), 1);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toMatchObject({ name: `${formatDateInFull(date)}, selected` });
    await choose(page, 'Union', 'Non-Union');
    await typeInto(page, 'Location', 'Toronto');
    await choose(page, 'Exterior', 'Interior');
    await typeInto(page, 'Message', 'Warm coats, no logos.', 'textarea');
    await tabTo(page, named('Next', 'button'));
    await page.keyboard.press('Enter');
    await expectStep(page, 'Step 3 of 5: Roles');

    await typeInto(page, 'Role name', 'Diner');
    await page.keyboard.press('Enter');
    await page.getByRole('list', { name: 'Roles of the day' }).getByText('Diner').waitFor();
    await tabTo(page, named('Next', 'button'));
    await page.keyboard.press('Enter');
    await expectStep(page, 'Step 4 of 5: Select performers');

    await typeInto(page, 'City', city);
    const cards = page.getByRole('button', { name: /^Select Card\d\d .* for Diner$/ });
    await expect.poll(() => cards.count()).toBe(24);
    await tabTo(page, (element) => /^Select Card\d\d .* for Diner$/.test(element.name));
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).name).toMatch(/^Remove Card\d\d .* for Diner$/);
    // The step's Next is above the cards too: the card's Profile button, then Next.
    expect(await tabTo(page, named('Next: Ask availability', 'button'), { backwards: true, max: 2 })).toBe(2);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page, 'wizard step 4 with its actions above the cards');
    await page.keyboard.press('Enter');
    await expectStep(page, 'Step 5 of 5: Ask availability');

    await tabTo(page, named('Confirm', 'button'));
    await page.keyboard.press('Enter');
    await waitForPath(page, (path) => path.startsWith('/casting/production-days/'));
    await expectHeadingFocused(page, production);
    await expectNoAxeViolations(page, 'day page after Confirm');
    await context.close();
  });
});
