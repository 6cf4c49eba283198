/**
 * The set screen at 360 px (issue 22): two performers booked today (set up through the API); one
 * checks in by QR code (Chromium's fake camera plays a Y4M file of the code the performer's booking
 * shows, fetched through the API), one by name; meal for all; wrap; axe clean with dialogs open; no
 * horizontal overflow. Offline: three check-ins and a wrap are kept on the device, and reach the
 * server exactly once when the connection returns, the unsent count going to 0. The page's clock
 * is fixed to the day's morning so the recorded times make a day.
 */
import { rmSync } from 'node:fs';
import { agencyInstant, agencyToday, type SetScreenView } from '@scenecall/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crewDay, type CrewDay } from '../../functions/src/features/workday/set-screen.test-support';
import { checkInCodeOf } from '../../functions/src/features/workday/workday.test-support';
import { callApi } from '../../tools/testing/api';
import { expectNoAxeViolations } from '../../tools/testing/axe';
import { launchBrowser, openPage } from '../../tools/testing/browser';
import { createTestUser, type TestUser } from '../../tools/testing/users';
import { logIn, waitForPath } from '../auth/auth-steps';
import { writeQrCamera } from './fake-camera';

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

const unsent = (page: Page) => page.getByTestId('unsent-count');
const row = (page: Page, member: { performer: TestUser }) => page.getByTestId(`person-${member.performer.uid}`);

async function openSetScreen(day: CrewDay): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`/project/${day.projectId}/day/${day.dayId}/set`);
  await page.getByRole('heading', { level: 1, name: 'Set screen' }).waitFor();
  for (const member of day.crew) await row(page, member).waitFor();
  return page;
}

async function expectDialogAxeClean(page: Page, context: string): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.MuiDialog-container, .MuiBackdrop-root')].every(
      (element) => getComputedStyle(element).opacity === '1',
    ),
  );
  await expectNoAxeViolations(page, context);
}

const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

beforeAll(async () => {
  casting = await createTestUser({ role: 'Casting' });
  qrDay = await crewDay(['Crowd', 'Crowd'], {
    casting,
    dates: [today],
    names: [`Quinn${suffix}`, `Rosa${suffix}`],
  });
  camera = writeQrCamera(await checkInCodeOf(qrDay.crew[0]!.performer, qrDay.dayId, today));
  browser = await launchBrowser([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${camera}`,
  ]);
  const opened = await openPage(browser, '/login', 'mobile');
  context = opened.context;
  await logIn(opened.page, casting.tel, casting.password);
  await waitForPath(opened.page, (path) => path !== '/login', 20_000);
  await opened.page.close();
  await context.clock.setFixedTime(agencyInstant(today, '09:00'));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (camera) rmSync(camera, { force: true });
});

describe('the set screen at 360 px', () => {
  it('checks one performer in by QR code and one by name, then a meal for all and the wrap reach the server', async () => {
    const page = await openSetScreen(qrDay);
    const [quinn, rosa] = qrDay.crew;
    await expectNoAxeViolations(page, 'set screen');

    await page.getByRole('button', { name: 'Scan check-in code' }).click();
    await page.getByRole('dialog', { name: 'Scan check-in codes' }).waitFor();
    await expect
      .poll(() => row(page, quinn!).getByTestId('state').textContent(), { timeout: 15_000 })
      .toBe('Checked in');
    await expectDialogAxeClean(page, 'scanner dialog');
    await page.getByRole('button', { name: 'Done scanning' }).click();

    await row(page, rosa!)
      .getByRole('button', { name: `Check in Rosa${suffix}` })
      .click();
    await expect.poll(() => unsent(page).textContent()).toBe('All changes sent');

    await page.getByRole('button', { name: 'Meal for all' }).click();
    await page.getByLabel('Meal starts').fill('12:30');
    await page.getByLabel('Meal ends').fill('13:00');
    await expectDialogAxeClean(page, 'meal dialog');
    await page.getByRole('button', { name: 'Record the meal' }).click();

    await page.getByRole('button', { name: 'Wrap a role' }).click();
    await page.getByLabel('Wrap time').fill('18:30');
    await expectDialogAxeClean(page, 'wrap dialog');
    await page.getByRole('button', { name: 'Wrap them' }).click();
    await expect.poll(() => unsent(page).textContent()).toBe('All changes sent');

    const server = await serverView(qrDay);
    for (const member of [quinn!, rosa!]) {
      const person = server.people.find((candidate) => candidate.performerId === member.performer.uid);
      expect(person).toMatchObject({
        state: 'wrapped',
        vouchers: [{ in: '09:00', out: '18:30', meals: [{ start: '12:30', end: '13:00' }], status: 'sent' }],
      });
    }
    await expect.poll(() => row(page, rosa!).getByTestId('state').textContent()).toBe('Wrapped');
    expect(await noHorizontalOverflow(page)).toBe(true);

    await row(page, rosa!)
      .getByRole('button', { name: `Voucher of Rosa${suffix}` })
      .click();
    const voucher = page.getByRole('dialog', { name: `Voucher of Rosa${suffix}` });
    await voucher.getByLabel(/^Wardrobe change/).fill('2');
    await voucher.getByLabel('Notes').fill('Two wardrobe changes');
    await expectDialogAxeClean(page, 'voucher dialog');
    await voucher.getByRole('button', { name: 'Save the voucher' }).click();
    await voucher.waitFor({ state: 'detached' });
    const corrected = (await serverView(qrDay)).people.find((person) => person.performerId === rosa!.performer.uid);
    expect(corrected?.vouchers[0]).toMatchObject({
      revision: 2,
      out: '18:30',
      allowanceIds: ['wardrobe', 'wardrobe'],
      notes: 'Two wardrobe changes',
    });
    // Scrolled down, the sticky unsent count covers what passes under it, as any sticky bar does.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page, 'set screen after the wrap');
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
    await expect.poll(() => unsent(page).textContent(), { timeout: 20_000 }).toBe('All changes sent');
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

  it('shows the performer their own check-in code as a QR code in their booking', async () => {
    const performer = qrDay.crew[0]!.performer;
    const { context: own, page } = await openPage(browser, '/login', 'mobile');
    try {
      await logIn(page, performer.tel, performer.password);
      await waitForPath(page, (path) => path !== '/login', 20_000);
      await page.goto('/performer/bookings');
      await page.getByRole('button', { name: /^Check-in code for/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Check-in code' });
      await dialog.getByRole('img', { name: 'Your check-in code' }).waitFor();
      expect(await noHorizontalOverflow(page)).toBe(true);
      await expectDialogAxeClean(page, 'check-in code dialog');
    } finally {
      await own.close();
    }
  });
});
