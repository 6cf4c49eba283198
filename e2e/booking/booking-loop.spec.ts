/**
 * The whole booking loop in the browser (issue 14): a Casting user asks two performers for a role of
 * 1 slot → both get the e-mail → one answers Available by the link (no login), the other in the app
 * (at 360 px, from the count in the header) → casting books one → the other is told they are released → a
 * final call time is sent and acknowledged → the call sheet PDF shows it → the booked performer's
 * commission form is filled from the day. Pages and open dialogs are checked with axe.
 * The day is created with its performers through the projects API (the casting wizard is built
 * separately).
 */
import { addCalendarDays, agencyToday, defaultCallSheet } from '@scenecall/shared';
import type { Browser, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { select } from '../../functions/src/features/projects/projects.test-support';
import { callApi } from '../../tools/testing/api';
import { expectNoAxeViolations } from '../../tools/testing/axe';
import { gotoApp, launchBrowser, openPage } from '../../tools/testing/browser';
import { waitForMail } from '../../tools/testing/mail';
import { stackEnv } from '../../tools/testing/stack-env';
import { createTestUser, type TestUser } from '../../tools/testing/users';
import { logIn, waitForPath } from '../auth/auth-steps';

async function signIn(browser: Browser, user: TestUser, viewport: 'desktop' | 'mobile' = 'desktop') {
  const { context, page } = await openPage(browser, '/login', viewport);
  await logIn(page, user.tel, user.password);
  await waitForPath(page, (path) => path !== '/login', 20_000);
  return { context, page };
}

/** The header's count of requests and call times waiting for the performer. */
const headerBadge = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Bookings: 1 waiting for you' });

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function expectDialogAxeClean(page: Page, context: string): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.MuiDialog-container, .MuiBackdrop-root')].every(
      (element) => getComputedStyle(element).opacity === '1',
    ),
  );
  await expectNoAxeViolations(page, context);
}

async function pdfText(path: string, token: string): Promise<string> {
  const response = await fetch(`${stackEnv().apiUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
  return (await extractText(pdf, { mergePages: true })).text;
}

describe('the booking loop in the browser', () => {
  let browser: Browser;
  let casting: TestUser;
  let ann: TestUser;
  let ben: TestUser;
  const production = `Lakeshore ${Date.now().toString(36)}`;
  const today = agencyToday();
  let projectId: string;
  let dayId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    [casting, ann, ben] = await Promise.all([
      createTestUser({ role: 'Casting' }),
      createTestUser({ role: 'Performer', profile: { firstName: 'Ann', lastName: 'Avery', unionStatus: 'Non-Union' } }),
      createTestUser({ role: 'Performer', profile: { firstName: 'Ben', lastName: 'Brook', unionStatus: 'Non-Union' } }),
    ]);
    projectId = (
      await callApi<{ id: string }>(`/project/create/${casting.uid}`, {
        method: 'POST',
        token: casting.token,
        body: { name: production },
      })
    ).body.id;
    const dayBody = {
      title: 'Ferry terminal',
      dates: [today, addCalendarDays(today, 1)],
      location: 'Toronto',
      shuttle: 'Not Available',
      rate: 'Regular background',
      roles: [{ name: 'Stand-in', slots: 1, isSSE: false }],
    };
    const created = await callApi<string>(`/project/${projectId}/create-day`, {
      method: 'POST',
      token: casting.token,
      body: dayBody,
    });
    expect(created.status, created.text).toBe(201);
    dayId = created.body;
    const page = await callApi<{ day: { roles: { id: string }[] } }>(`/project/${projectId}/days/${dayId}`, {
      token: casting.token,
    });
    const roleId = page.body.day.roles[0]!.id;
    for (const performer of [ann, ben]) await select(dayId, performer.uid, roleId);
    const sheet = await callApi(`/project/${projectId}/days/${dayId}/call-sheet`, {
      method: 'PUT',
      token: casting.token,
      body: defaultCallSheet({ ...dayBody, shuttle: 'Not Available' }),
    });
    expect(sheet.status, sheet.text).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('asks, answers by link and in the app, books one, releases the other, sends and acknowledges the call time', async () => {
    const staff = await signIn(browser, casting);
    const dayPath = `/project/${projectId}/day/${dayId}`;
    await gotoApp(staff.page, dayPath);
    await staff.page.getByRole('rowheader', { name: 'Ann Avery' }).waitFor();
    await staff.page.getByRole('button', { name: 'Send Availability Check' }).click();
    const ask = dialog(staff.page, 'Send Availability Check');
    await ask.getByRole('checkbox', { name: /Ben Brook/ }).waitFor();
    expect(await ask.getByRole('checkbox', { name: /Ann Avery/ }).isChecked()).toBe(true);
    await expectDialogAxeClean(staff.page, 'availability check dialog');
    await ask.getByRole('button', { name: 'Send' }).click();
    await ask.getByText('Done: 2 performers changed.').waitFor();
    await ask.getByRole('button', { name: 'Close' }).click();

    const [annMail] = await Promise.all([
      waitForMail(ann.email, /Are you available/),
      waitForMail(ben.email, /Are you available/),
    ]);
    const link = /(https?:\/\/\S+answer=available)/.exec(annMail.text ?? '')?.[1];
    expect(link).toBeDefined();
    const url = new URL(link!);
    const byLink = await openPage(browser, `${url.pathname}${url.search}`);
    await byLink.page.getByRole('heading', { name: 'Availability request', level: 1 }).waitFor();
    await byLink.page.getByText(`${production}: Ferry terminal`).waitFor();
    await expectNoAxeViolations(byLink.page, 'link answer page');
    await byLink.page.getByRole('button', { name: 'Confirm: you are available' }).click();
    await byLink.page.getByText('Thank you: your answer is recorded.').waitFor();
    await byLink.context.close();

    const benArea = await signIn(browser, ben, 'mobile');
    await gotoApp(benArea.page, '/performer');
    await benArea.page.getByRole('link', { name: 'Bookings (1 waiting for you)' }).waitFor();
    await expectNoAxeViolations(benArea.page, 'performer area with the header badge at 360 px');
    await headerBadge(benArea.page).click();
    await waitForPath(benArea.page, (path) => path === '/performer/bookings');
    await benArea.page.getByRole('heading', { name: `${production}: Ferry terminal` }).waitFor();
    await expectNoAxeViolations(benArea.page, 'performer bookings at 360 px');
    const overflow = await benArea.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await benArea.page.getByRole('button', { name: 'Available', exact: true }).click();
    await benArea.page.getByText('You answered available: casting will confirm').waitFor();
    await headerBadge(benArea.page).waitFor({ state: 'detached' });

    await staff.page.reload();
    await staff.page.getByRole('button', { name: 'Confirm Performers' }).click();
    const confirm = dialog(staff.page, 'Confirm Performers');
    await confirm.getByRole('checkbox', { name: /Ben Brook/ }).waitFor();
    await confirm.getByRole('radio', { name: 'Are released and told so' }).check();
    await expectDialogAxeClean(staff.page, 'confirm performers dialog');
    await confirm.getByRole('button', { name: 'Book' }).click();
    await confirm.getByText('Done: 2 performers changed.').waitFor();
    await confirm.getByRole('button', { name: 'Close' }).click();
    await waitForMail(ann.email, /You are booked/);
    await waitForMail(ben.email, /You were not booked this time/);

    await staff.page.getByRole('button', { name: 'Send Draft/Final Call Time' }).click();
    const callTime = dialog(staff.page, 'Send Draft/Final Call Time');
    await callTime.getByRole('radio', { name: 'Final' }).check();
    await callTime.getByLabel('Time (Toronto)').fill('06:30');
    await expectDialogAxeClean(staff.page, 'call time dialog');
    await callTime.getByRole('button', { name: 'Send call time' }).click();
    await callTime.getByText('Done: 1 performer changed.').waitFor();
    await callTime.getByRole('button', { name: 'Close' }).click();
    await staff.page.getByRole('region', { name: 'Performers on this day' }).getByText('Not acknowledged').waitFor();
    await expectNoAxeViolations(staff.page, 'day page with bookings');
    await waitForMail(ann.email, /Your call time/);

    const annArea = await signIn(browser, ann);
    await headerBadge(annArea.page).click();
    await waitForPath(annArea.page, (path) => path === '/performer/bookings');
    await annArea.page.getByRole('button', { name: 'Acknowledge final call time' }).click();
    await annArea.page.getByText('Acknowledged').waitFor();
    await expectNoAxeViolations(annArea.page, 'performer bookings');

    await staff.page.reload();
    await staff.page.getByRole('region', { name: 'Performers on this day' }).getByText('Acknowledged').waitFor();
    const text = await pdfText(`/project/${projectId}/days/${dayId}/call-sheet.pdf`, casting.token);
    expect(text).toContain('Ann Avery');
    expect(text).toContain('06:30');

    await gotoApp(annArea.page, '/performer/commissions');
    await annArea.page.getByRole('combobox', { name: 'Fill from a day you worked' }).click();
    await annArea.page.getByRole('option', { name: new RegExp(`${production}: Ferry terminal`) }).click();
    expect(await annArea.page.getByLabel('Production name').inputValue()).toBe(production);
    await annArea.page.getByRole('list', { name: 'Chosen work dates' }).getByRole('listitem').first().waitFor();
    await expectNoAxeViolations(annArea.page, 'commission form filled from a booking');
    await Promise.all([staff.context.close(), benArea.context.close(), annArea.context.close()]);
  });
});
