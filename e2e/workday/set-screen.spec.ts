/**
 * The whole workday at 360 px (issue 22, item 9), one walk through it: two performers booked today
 * (set up through the API); one shows the check-in code of their booking and is checked in by QR
 * code (Chromium's fake camera plays a Y4M file of that code), one by name; meal for all; wrap; the
 * first disputes a line, staff correct the voucher on the set screen and the performer signs the
 * new revision, the other signs at once; the commission form offers the signed gross and paying it
 * marks the day paid. Axe clean with dialogs open; no horizontal overflow. Offline: three check-ins
 * and a wrap are kept on the device, and reach the server exactly once when the connection
 * returns. The set screen's clock is fixed to the day's morning so the recorded times make a day.
 */
import { rmSync } from 'node:fs';
import {
  addCalendarDays,
  agencyInstant,
  agencyToday,
  formatCad,
  formatDateForPeople,
  type SetScreenView,
  type VoucherView,
} from '@scenecall/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crewDay, type CrewDay } from '../../functions/src/features/workday/set-screen.test-support';
import { checkInCodeOf } from '../../functions/src/features/workday/workday.test-support';
import { callApi } from '../../tools/testing/api';
import { expectDialogAxeClean, expectNoAxeViolations } from '../../tools/testing/axe';
import { gotoApp, launchBrowser, VIEWPORTS } from '../../tools/testing/browser';
import { openSignedIn, signInStorage } from '../../tools/testing/signed-in';
import { stackEnv } from '../../tools/testing/stack-env';
import { adminDb, createTestUser, type TestUser } from '../../tools/testing/users';
import { fillCard } from '../payments/payment-steps';
import { writeQrCamera } from './fake-camera';

/** The walk does what three tests did, each with the default 90 s: room for a loaded machine. */
const WHOLE_DAY_TIMEOUT_MS = 180_000;

const today = agencyToday();
const suffix = Math.random().toString(36).slice(2, 7);
let browser: Browser;
let context: BrowserContext;
let casting: TestUser;
let qrDay: CrewDay;
let camera: string | undefined;

async function serverView(day: CrewDay): Promise<SetScreenView> {
  const answer = await callApi<SetScreenView>(`${day.path}/set`, { token: day.casting.token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

async function voucherOf(day: CrewDay, performer: TestUser): Promise<VoucherView | undefined> {
  const person = (await serverView(day)).people.find((candidate) => candidate.performerId === performer.uid);
  return person?.vouchers[0];
}

const unsent = (page: Page) => page.getByTestId('unsent-count');
const row = (page: Page, member: { performer: TestUser }) => page.getByTestId(`person-${member.performer.uid}`);

async function openSetScreen(day: CrewDay): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`/project/${day.projectId}/day/${day.dayId}/set`);
  await page.getByRole('heading', { level: 1, name: 'Set screen' }).waitFor();
  for (const member of day.crew) await row(page, member).waitFor();
  return page;
}

/** The unsent count within the viewport and on top at its centre (no header over it). */
const unsentInSight = (page: Page) =>
  unsent(page).evaluate((chip) => {
    const box = chip.getBoundingClientRect();
    const atCentre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return box.top >= 0 && box.bottom <= window.innerHeight && atCentre !== null && chip.contains(atCentre);
  });

/**
 * A field as wide as its value needs ('7:06 PM' and the picker's icon, not ':06 PM'): a time
 * input clips inside its own shadow tree, so its scroll width never says so; the same input sized
 * to its content does.
 */
const valueFits = (field: ReturnType<Page['getByLabel']>) =>
  field.evaluate((input) => {
    const probe = input.cloneNode() as HTMLInputElement;
    Object.assign(probe.style, { width: 'auto', position: 'absolute', visibility: 'hidden' });
    input.after(probe);
    const needed = probe.clientWidth;
    probe.remove();
    return needed <= input.clientWidth;
  });

const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** A performer's own browser at 360 px, already signed in (the login page has its own tests), open on `path`. */
async function performerPage(performer: TestUser, path = '/performer'): Promise<Page> {
  return (await openSignedIn(browser, performer, path, 'mobile')).page;
}

async function openVoucherToSign(page: Page): Promise<void> {
  await gotoApp(page, '/performer/vouchers');
  await page.getByRole('heading', { name: 'Vouchers', level: 1 }).waitFor();
  await page.getByRole('link', { name: /Review and sign/ }).click();
  await page.getByRole('heading', { name: /^Voucher: / }).waitFor();
}

async function sign(page: Page, fullName: string): Promise<void> {
  await page.getByLabel('Your full name').fill(fullName);
  await page.getByLabel('I have reviewed this voucher and it is correct').check();
  await page.getByRole('button', { name: 'Sign' }).click();
  await page.getByText(new RegExp(`Signed by ${fullName} on .* Toronto time`)).waitFor();
}

const performer = (firstName: string) =>
  createTestUser({
    role: 'Performer',
    activated: true,
    profile: { firstName, lastName: 'Hopper', unionStatus: 'Non-Union' },
  });

beforeAll(async () => {
  casting = await createTestUser({ role: 'Casting' });
  qrDay = await crewDay(['Crowd', 'Crowd'], {
    casting,
    dates: [today],
    performers: await Promise.all([performer(`Quinn${suffix}`), performer(`Rosa${suffix}`)]),
  });
  camera = writeQrCamera(await checkInCodeOf(qrDay.crew[0]!.performer, qrDay.dayId, today));
  browser = await launchBrowser([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${camera}`,
  ]);
  // The crew's phone, signed in; each set screen opens in a page of its own.
  context = await browser.newContext({ viewport: VIEWPORTS.mobile, baseURL: stackEnv().webUrl });
  const signingIn = await context.newPage();
  await signInStorage(signingIn, casting);
  await signingIn.close();
  await context.clock.setFixedTime(agencyInstant(today, '09:00'));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (camera) rmSync(camera, { force: true });
});

describe('the workday at 360 px', () => {
  it(
    'walks the whole day: QR and name check-ins, meal, wrap, a dispute corrected and both signed, the commission of the signed gross paid',
    async () => {
      const [quinn, rosa] = qrDay.crew;
      const [quinnPage, rosaPage] = await Promise.all([
        performerPage(quinn!.performer, '/performer/bookings'),
        performerPage(rosa!.performer),
      ]);
      await quinnPage.getByRole('button', { name: /^Check-in code for/ }).click();
      await quinnPage
        .getByRole('dialog', { name: 'Check-in code' })
        .getByRole('img', { name: 'Your check-in code' })
        .waitFor();
      expect(await noHorizontalOverflow(quinnPage)).toBe(true);
      await expectDialogAxeClean(quinnPage, 'check-in code dialog');

      const page = await openSetScreen(qrDay);
      // Issue 37, item 13: at 360 × 780 the crew sees the first performer without scrolling.
      const firstRow = await page.locator('[data-testid^="person-"]').first().boundingBox();
      expect(firstRow!.y + firstRow!.height).toBeLessThanOrEqual(780);
      await expectNoAxeViolations(page, 'set screen');
      await page.getByRole('button', { name: 'Scan check-in code' }).click();
      await page.getByRole('dialog', { name: 'Scan check-in codes' }).waitFor();
      await expect.poll(() => row(page, quinn!).getByTestId('state').textContent()).toBe('Checked in');
      // Issue 39: the crew's confirmation marks a newcomer's first booked day.
      const scannedIn = page.getByRole('dialog', { name: 'Scan check-in codes' }).getByTestId('check-in-confirmation');
      expect(await scannedIn.textContent()).toMatch(/^Checked in Quinn.*\. First day: help with the voucher$/);
      // The check-in sent and its echo shown first: a row re-rendered while axe reads it mixes two states' colours.
      await expect.poll(() => unsent(page).textContent()).toBe('All changes sent');
      await expectDialogAxeClean(page, 'scanner dialog');
      await page.getByRole('button', { name: 'Done scanning' }).click();

      await row(page, rosa!)
        .getByRole('button', { name: `Check in Rosa${suffix}` })
        .click();
      expect(await page.getByTestId('check-in-confirmation').textContent()).toMatch(
        new RegExp(`^Checked in Rosa${suffix}.*\\. First day: help with the voucher$`),
      );
      await expect.poll(() => unsent(page).textContent()).toBe('All changes sent');

      await page.getByRole('button', { name: 'Meal for all' }).click();
      await page.getByLabel('Meal starts').fill('12:30');
      await page.getByLabel('Meal ends').fill('13:00');
      await expectDialogAxeClean(page, 'meal dialog');
      await page.getByRole('button', { name: 'Record the meal' }).click();
      // The sync chip turns green once the meal is sent: axe must not run during that change.
      await expect.poll(() => unsent(page).textContent()).toBe('All changes sent');

      await page.getByRole('button', { name: 'Wrap a role' }).click();
      // Issue 37, item 10: the default is named, not an empty field.
      expect(await page.getByRole('combobox', { name: 'Who wraps' }).textContent()).toBe('Everyone on set');
      await page.getByLabel('Wrap time').fill('18:30');
      await expectDialogAxeClean(page, 'wrap dialog');
      await page.getByRole('button', { name: 'Wrap them' }).click();
      await expect.poll(() => unsent(page).textContent()).toBe('All changes sent');
      for (const member of [quinn!, rosa!]) {
        expect(await voucherOf(qrDay, member.performer)).toMatchObject({
          in: '09:00',
          out: '18:30',
          meals: [{ start: '12:30', end: '13:00' }],
          status: 'sent',
        });
      }
      await expect.poll(() => row(page, rosa!).getByTestId('state').textContent()).toBe('Wrapped');
      expect(await noHorizontalOverflow(page)).toBe(true);

      await openVoucherToSign(rosaPage);
      await rosaPage.getByRole('button', { name: 'Dispute a line' }).click();
      const dispute = rosaPage.getByRole('dialog', { name: 'Dispute a line' });
      await dispute.getByRole('combobox', { name: 'Line' }).click();
      await rosaPage.getByRole('option', { name: 'Out time' }).click();
      await rosaPage.getByRole('listbox').waitFor({ state: 'detached' });
      await dispute.getByLabel('What is wrong').fill('We wrapped at 19:00');
      await expectDialogAxeClean(rosaPage, 'dispute dialog');
      await dispute.getByRole('button', { name: 'Send the dispute' }).click();
      await rosaPage.getByText(/You disputed “Out time”: We wrapped at 19:00/).waitFor();
      // The set screen hears of the dispute through its live changes, without a reload.
      await row(page, rosa!).getByText('Voucher disputed').waitFor();

      await row(page, rosa!)
        .getByRole('button', { name: `Voucher of Rosa${suffix}` })
        .click();
      const voucher = page.getByRole('dialog', { name: `Voucher of Rosa${suffix}` });
      await voucher.getByLabel('Out', { exact: true }).fill('19:00');
      // Issue 37, item 11: the times a dispute is about are shown in full at 360 px ('7:00 PM', not ':00 PM').
      for (const label of ['In', 'Out'])
        expect(await valueFits(voucher.getByLabel(label, { exact: true })), label).toBe(true);
      await voucher.getByLabel('Notes').fill('Wrap corrected');
      // Two wardrobe changes: the count shown is the count paid.
      await voucher.getByLabel('Wardrobe change ($15.00)').fill('2');
      await expectDialogAxeClean(page, 'voucher dialog');
      await voucher.getByRole('button', { name: 'Save the voucher' }).click();
      await voucher.waitFor({ state: 'detached' });
      const corrected = await voucherOf(qrDay, rosa!.performer);
      expect(corrected).toMatchObject({ revision: 2, out: '19:00', notes: 'Wrap corrected', status: 'sent' });
      expect(corrected?.allowances).toEqual([{ id: 'wardrobe', count: 2 }]);
      expect(corrected?.pay?.lines).toContainEqual(
        expect.objectContaining({ kind: 'allowance', count: 2, cents: 3_000 }),
      );
      // Issue 37, item 9: scrolled down (the site header slides away), then back up a little (it
      // returns), the unsent count stays in sight below the header.
      // Room to scroll whatever the list's height (four performers may fit the phone's screen), and
      // scrolled again until the header hides: a scroll made while the closed dialog still locks the
      // page moves nothing. If it never hides, the message says where the page stood.
      await page.evaluate(() => document.body.style.setProperty('padding-bottom', '1200px'));
      await expect
        .poll(() =>
          page.evaluate(() => {
            window.scrollTo(0, 400);
            const header = document.querySelector('[data-testid="site-header"]');
            const root = document.documentElement;
            return header?.getAttribute('data-hidden') === 'true'
              ? 'hidden'
              : `shown at scrollY ${window.scrollY} of ${root.scrollHeight - window.innerHeight}; ` +
                  `overflow ${getComputedStyle(document.body).overflow}/${getComputedStyle(root).overflow}`;
          }),
        )
        .toBe('hidden');
      await page.evaluate(() => window.scrollBy(0, -40));
      await page.locator('[data-testid="site-header"][data-hidden="false"]').waitFor();
      // Once the header has slid all the way back (mid-slide it covers less).
      await page.waitForFunction(
        () => document.querySelector('[data-testid="site-header"]')?.getBoundingClientRect().top === 0,
      );
      await expect.poll(() => unsentInSight(page)).toBe(true);
      // Scrolled down, the sticky unsent count covers what passes under it, as any sticky bar does.
      await page.evaluate(() => document.body.style.removeProperty('padding-bottom'));
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoAxeViolations(page, 'set screen after the wrap');

      await rosaPage.reload();
      await rosaPage.getByText('(corrected, revision 2)').waitFor();
      const gross = formatCad(corrected!.pay!.grossCents);
      await rosaPage.getByText(gross).first().waitFor();
      await rosaPage.getByText('Wardrobe change ×2 at $15.00').waitFor();
      await sign(rosaPage, `Rosa${suffix} Hopper`);
      await rosaPage.getByRole('button', { name: 'Download the voucher PDF' }).waitFor();
      expect(await noHorizontalOverflow(rosaPage)).toBe(true);
      await expectNoAxeViolations(rosaPage, 'signed voucher');

      await openVoucherToSign(quinnPage);
      await sign(quinnPage, `Quinn${suffix} Hopper`);
      expect(await voucherOf(qrDay, quinn!.performer)).toMatchObject({ status: 'signed', revision: 1 });

      await gotoApp(rosaPage, '/performer/commissions');
      await rosaPage.getByRole('combobox', { name: 'Fill from a signed voucher' }).click();
      await rosaPage.getByRole('option', { name: gross }).click();
      await rosaPage.getByRole('listbox').waitFor({ state: 'detached' });
      expect(await rosaPage.getByLabel('Gross amount').inputValue()).toBe(
        (corrected!.pay!.grossCents / 100).toFixed(2),
      );
      expect(await noHorizontalOverflow(rosaPage)).toBe(true);
      await rosaPage.getByRole('button', { name: 'Submit' }).click();
      await fillCard(rosaPage, '4242 4242 4242 4242');
      await rosaPage.getByRole('button', { name: 'Pay now' }).click();
      await rosaPage.getByRole('dialog', { name: 'Successful payment' }).waitFor();
      await expectDialogAxeClean(rosaPage, 'payment dialog');
      await expect
        .poll(async () =>
          (await adminDb().doc(`participants/${qrDay.dayId}_${rosa!.performer.uid}`).get()).get('commissionPaid'),
        )
        .toBe(true);
      await page.close();
    },
    WHOLE_DAY_TIMEOUT_MS,
  );

  it('shows a day not on set today with its dates and without its on-set actions (issue 37, item 4)', async () => {
    const dates = [addCalendarDays(today, 2), addCalendarDays(today, 3)];
    const day = await crewDay(['Crowd'], { casting, dates });
    const page = await openSetScreen(day);
    const notOnSet = page.getByTestId('not-on-set');
    await notOnSet.getByRole('heading', { name: 'Not on set today' }).waitFor();
    for (const date of dates) expect(await notOnSet.textContent()).toContain(formatDateForPeople(date));
    expect(await page.getByRole('button', { name: 'Scan check-in code' }).count()).toBe(0);
    expect(await row(page, day.crew[0]!).getByRole('button').count()).toBe(0);
    await expectNoAxeViolations(page, 'set screen of a day not on set today');
    await page.close();
  });

  it('keeps check-ins and a wrap made offline on the device and sends each exactly once when back online', async () => {
    const day = await crewDay(['Crowd', 'Crowd', 'Diner'], { casting, dates: [today] });
    const page = await openSetScreen(day);
    const answered: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (response.request().method() === 'POST' && response.ok() && path.startsWith(`/api${day.path}/`))
        answered.push(path);
    });
    await context.setOffline(true);
    for (const member of day.crew) {
      await row(page, member)
        .getByRole('button', { name: /^Check in/ })
        .click();
      await expect.poll(() => row(page, member).getByTestId('state').textContent()).toBe('Checked in');
    }
    await context.clock.setFixedTime(agencyInstant(today, '17:00'));
    await row(page, day.crew[0]!).getByRole('button', { name: /^Wrap/ }).click();
    await expect.poll(() => unsent(page).textContent()).toBe('4 unsent changes');
    expect((await serverView(day)).people.every((person) => person.vouchers.length === 0)).toBe(true);

    await context.setOffline(false);
    await expect.poll(() => unsent(page).textContent()).toBe('All changes sent');
    expect(answered).toHaveLength(4);
    const server = await serverView(day);
    expect(server.people.map((person) => [person.performerId, person.state, person.vouchers.length]).sort()).toEqual(
      [
        [day.crew[0]!.performer.uid, 'wrapped', 1],
        [day.crew[1]!.performer.uid, 'checked-in', 1],
        [day.crew[2]!.performer.uid, 'checked-in', 1],
      ].sort(),
    );
    expect(
      server.people.find((person) => person.performerId === day.crew[0]!.performer.uid)?.vouchers[0],
    ).toMatchObject({
      in: '09:00',
      out: '17:00',
    });
    await page.reload();
    await row(page, day.crew[0]!).waitFor();
    expect(await unsent(page).textContent()).toBe('All changes sent');
    expect(answered).toHaveLength(4);
    await context.clock.setFixedTime(agencyInstant(today, '09:00'));
    await page.close();
  });

  it('shows a minor’s limit and time left, warns at 30 minutes, shows the limit reached, and asks the reason for a later wrap; marks a newcomer (issue 39)', async () => {
    const minor = await createTestUser({
      role: 'Performer',
      activated: true,
      profile: { firstName: `Mia${suffix}`, lastName: 'Young', unionStatus: 'Non-Union', dateOfBirth: '2018-01-15' },
      guardianConsent: 'given',
    });
    const day = await crewDay(['Crowd'], { casting, dates: [today], performers: [minor] });
    const checkIn = await callApi(`${day.path}/vouchers/${minor.uid}/events`, {
      method: 'POST',
      token: casting.token,
      body: { date: today, event: { kind: 'check-in', time: '09:00' } },
    });
    expect(checkIn.status, checkIn.text).toBe(200);
    await context.clock.setFixedTime(agencyInstant(today, '16:30'));
    const page = await openSetScreen(day);
    const mia = row(page, day.crew[0]!);
    expect(await mia.getByTestId('minor-hours').textContent()).toBe('Minor: 30 min left of 8 h');
    expect(await page.getByTestId('minor-hours-alert').textContent()).toBe(`Mia${suffix} Young: 30 min left of 8 h`);
    expect(await mia.getByTestId('first-day').textContent()).toBe('First day: voucher help');
    expect(await page.getByTestId('role-count-Crowd').textContent()).toContain('1 newcomer');
    // The screen's clock moves on without a reload.
    await context.clock.setFixedTime(agencyInstant(today, '17:05'));
    await expect
      .poll(() => mia.getByTestId('minor-hours').textContent(), { timeout: 20_000 })
      .toBe('Minor: Limit of 8 h reached');
    expect(await page.getByTestId('minor-hours-alert').textContent()).toBe(
      `Mia${suffix} Young: limit of 8 h reached, wrap now`,
    );
    expect(await noHorizontalOverflow(page)).toBe(true);
    await expectNoAxeViolations(page, 'set screen with a minor at the limit');
    await mia.getByRole('button', { name: /^Wrap/ }).click();
    const dialog = page.getByRole('dialog', { name: `Wrap Mia${suffix} Young past the limit` });
    await dialog.getByLabel(/Reason for the later wrap/).fill('Last shot of the scene');
    await dialog.getByRole('button', { name: 'Wrap with this reason' }).click();
    await expect.poll(() => unsent(page).textContent()).toBe('All changes sent');
    expect(await voucherOf(day, minor)).toMatchObject({ out: '17:05', overLimitReason: 'Last shot of the scene' });
    await context.clock.setFixedTime(agencyInstant(today, '09:00'));
    await page.close();
  });
});
