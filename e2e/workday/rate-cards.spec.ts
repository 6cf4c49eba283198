/**
 * Rate cards in the browser at 1280 px, then the day page's editor at 360 px (issue 36 items 4 and 5): the Admin changes the agency's
 * default card's base rate on the Settings page and sees the sample day's pay follow; the day
 * page, reading the day's card for the first time, takes the new default; the Admin changes the
 * day's card there, the preview follows, and the performer's unsigned voucher is priced again.
 * The default card is the agency's one setting: the file puts its own known card first and puts
 * the one it found back at the end.
 * The same Settings page's retention card (issue 40 item 4), at 1280 px then 360 px: the period and
 * the daily purge's dry-run count, a refused period, a saved one, and 24 months again at the end.
 * Only this file makes an account deactivated that long ago (2002) on the browser stack.
 */
import { agencyToday, formatDateForPeople, type RateCard } from '@scenecall/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  book,
  createDayAs,
  createProjectAs,
  dayBody,
  rolesOf,
} from '../../functions/src/features/projects/projects.test-support';
import { callApi } from '../../tools/testing/api';
import { expectNoAxeViolations } from '../../tools/testing/axe';
import { gotoApp, launchBrowser } from '../../tools/testing/browser';
import { announcement } from '../../tools/testing/keyboard';
import { adminDb, createTestUser, type TestUser } from '../../tools/testing/users';
import { openSignedIn } from '../../tools/testing/signed-in';

/** The guide's figures (spec 2 §9) with demo overtime, as the file's starting default. */
const KNOWN_CARD: RateCard = {
  name: 'Browser test hourly',
  unit: 'hour',
  baseRateCents: 1720,
  guaranteedHours: 8,
  roundingMinutes: 6,
  overtime: [{ afterHours: 8, multiplierPercent: 150 }],
  mealPenalty: null,
  allowances: [{ id: 'gown', label: 'Gown', amountCents: 4000 }],
  fittingHours: 2,
  selfDrive: { beyondKm: 40, centsPerKm: 50, unionStatuses: ['ACTRA Full', 'ACTRA Apprentice'] },
};

/** Today: the voucher is recorded on set, which is only on a date on set (shared `set-date.ts`). */
const DATE = agencyToday();
/** The retention card's account: deactivated on this date, long past any retention period. */
const DEACTIVATED_ON = '2002-03-04';

let browser: Browser;
let admin: TestUser;
let casting: TestUser;
let performer: TestUser;
let foundDefault: RateCard | null = null;
let projectId = '';
let dayId = '';

const preview = (page: Page, prefix: string) => page.getByTestId(`${prefix}-preview`);
const editor = (page: Page, name: string) => page.getByRole('form', { name });

async function voucherOfPerformer() {
  const answer = await callApi<{ vouchers: { dayId: string; revision: number; pay: { grossCents: number } | null }[] }>(
    '/performer/vouchers',
    { token: performer.token },
  );
  return answer.body.vouchers.find((voucher) => voucher.dayId === dayId);
}

beforeAll(async () => {
  browser = await launchBrowser();
  [admin, casting, performer] = await Promise.all([
    createTestUser({ role: 'Admin' }),
    createTestUser({ role: 'Casting' }),
    createTestUser({ role: 'Performer' }),
  ]);
  foundDefault = (await callApi<{ card: RateCard | null }>('/admin/rate-cards/default', { token: admin.token })).body
    .card;
  const known = await callApi('/admin/rate-cards/default', { method: 'PUT', token: admin.token, body: KNOWN_CARD });
  expect(known.status, known.text).toBe(200);
  // A day whose card nobody has read yet: it takes the default when the day page first asks for it.
  projectId = await createProjectAs(casting, `Rate cards ${casting.uid.slice(0, 6)}`);
  dayId = await createDayAs(
    casting,
    projectId,
    dayBody({ dates: [DATE], roles: [{ name: 'Crowd', slots: 2, isSSE: false }] }),
  );
  await book(dayId, performer.uid, (await rolesOf(casting, projectId, dayId)).Crowd!, { final: '07:00' });
});

afterAll(async () => {
  await callApi('/admin/retention-settings', { method: 'PUT', token: admin.token, body: { months: 24 } });
  if (foundDefault)
    await callApi('/admin/rate-cards/default', { method: 'PUT', token: admin.token, body: foundDefault });
  await browser?.close();
});

describe('rate cards a person can edit', () => {
  it('the default card on Settings, then the day’s card on the day page: the preview and the unsigned voucher follow', async () => {
    const { context, page } = await openSignedIn(browser, admin, '/admin/settings');
    try {
      const settings = editor(page, 'Save the default rate card');
      // Sample day 07:00–19:00, meal 13:00–13:30: 11 h 30 paid; 8 h × $17.20 + 3 h 30 × $25.80.
      await expect.poll(() => preview(page, 'default-card').innerText()).toContain('$227.90');
      await settings.getByLabel('Rate per hour ($)').fill('20.00');
      // 8 h × $20 + 3 h 30 × $30.
      await expect.poll(() => preview(page, 'default-card').innerText()).toContain('$265.00');
      await settings.getByLabel('Rate per hour ($)').fill('20.0.0');
      await settings.getByRole('button', { name: 'Save the default rate card' }).click();
      await settings.getByText('Write an amount in dollars, like 17.20').waitFor();
      await settings.getByLabel('Rate per hour ($)').fill('20.00');
      await settings.getByRole('button', { name: 'Save the default rate card' }).click();
      await expect.poll(() => announcement(page)).toBe('Default rate card saved');
      await expectNoAxeViolations(page, 'settings with the default rate card editor');
      const saved = await callApi<{ card: RateCard }>('/admin/rate-cards/default', { token: admin.token });
      expect(saved.body.card.baseRateCents).toBe(2000);

      await gotoApp(page, `/project/${projectId}/day/${dayId}`);
      const day = editor(page, 'Save the day’s rate card');
      await expect.poll(() => day.getByLabel('Rate per hour ($)').inputValue()).toBe('20.00');
      // The performer wraps after the change: the voucher is priced with the day's card (11 h: $160 + $90).
      for (const event of [
        { kind: 'check-in', time: '07:00' },
        { kind: 'start-meal', time: '12:00' },
        { kind: 'end-meal', time: '12:30' },
        { kind: 'wrap', time: '18:30' },
      ]) {
        const answer = await callApi(`/project/${projectId}/days/${dayId}/vouchers/${performer.uid}/events`, {
          method: 'POST',
          token: casting.token,
          body: { date: DATE, event },
        });
        expect(answer.status, answer.text).toBe(200);
      }
      expect(await voucherOfPerformer()).toMatchObject({ revision: 1, pay: { grossCents: 25_000 } });

      await day.getByLabel('Rate per hour ($)').fill('22.00');
      // 8 h × $22 + 3 h 30 × $33.
      await expect.poll(() => preview(page, 'day-card').innerText()).toContain('$291.50');
      await day.getByRole('button', { name: 'Save the day’s rate card' }).click();
      await expect.poll(() => announcement(page)).toBe('Rate card saved; 1 unsigned voucher priced again');
      await day.getByText('Signed vouchers keep the pay they were signed for.', { exact: false }).waitFor();
      await expectNoAxeViolations(page, 'day page with the rate card editor');
      // 11 h: 8 h × $22 + 3 h × $33, a new revision for the performer to sign.
      expect(await voucherOfPerformer()).toMatchObject({ revision: 2, pay: { grossCents: 27_500 } });

      // The same editor on a phone: no sideways scrolling, still axe clean.
      await page.setViewportSize({ width: 360, height: 800 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page, 'day page with the rate card editor at 360 px');
    } finally {
      await context.close();
    }
  });

  it('the retention card on Settings: the period, the dry-run count, a refused and a saved period, at 1280 and 360 px', async () => {
    // A performer who ended the agreement in 2002: long past any retention period, so due today.
    const leaver = await createTestUser({ role: 'Performer' });
    const at = `${DEACTIVATED_ON}T15:00:00.000Z`;
    await adminDb()
      .collection('users')
      .doc(leaver.uid)
      .update({
        account: {
          state: 'deactivated',
          suspension: null,
          deactivation: { by: 'performer', reason: null, note: null, at },
          history: [
            { event: 'end-agreement', from: 'active', to: 'deactivated', by: 'performer', byUid: leaver.uid, at },
          ],
        },
      });
    const { context, page } = await openSignedIn(browser, admin, '/admin/settings');
    try {
      for (const { width, months } of [
        { width: 1280, months: 36 },
        { width: 360, months: 24 },
      ]) {
        await page.setViewportSize({ width, height: 800 });
        await gotoApp(page, '/admin/settings');
        const card = page.locator('.MuiCard-root', {
          has: page.getByRole('heading', { name: 'Retention of deactivated accounts' }),
        });
        const period = card.getByLabel('Months kept after deactivation');
        await expect.poll(() => period.inputValue()).toBe(width === 1280 ? '24' : '36');
        await expect
          .poll(() => card.innerText())
          .toMatch(
            new RegExp(
              `\\d+ accounts? will have personal data deleted at the next daily run; the earliest was deactivated on ${formatDateForPeople(DEACTIVATED_ON)}\\.`,
            ),
          );

        await period.fill('121');
        await card.getByRole('button', { name: 'Save retention period' }).click();
        await card.getByText('Enter a whole number of months from 1 to 120').waitFor();
        await expectNoAxeViolations(page, `settings with a refused retention period at ${width} px`);

        await period.fill(String(months));
        await card.getByRole('button', { name: 'Save retention period' }).click();
        await expect
          .poll(() => announcement(page))
          .toBe(`Saved: personal data is kept ${months} months after deactivation`);
        const saved = await callApi<{ months: number }>('/admin/retention-settings', { token: admin.token });
        expect(saved.body.months).toBe(months);
        await expect.poll(() => card.getByText('Enter a whole number of months').count()).toBe(0);
        await expectNoAxeViolations(page, `settings with the retention card at ${width} px`);
        if (width === 360) {
          await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        }
      }
    } finally {
      await context.close();
    }
  });
});
