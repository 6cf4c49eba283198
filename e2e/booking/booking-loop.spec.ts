/**
 * The whole booking loop in the browser (issue 14): a Casting user confirms the wizard for a role of
 * 1 slot with two performers (the second a backup) → both get the e-mail → one answers Available by
 * the link (no login), the other in the app (at 360 px, from the badge in the header) → casting books
 * one → the other is told they are released → a final call time is sent and acknowledged → the call
 * sheet PDF shows it → the booked performer's commission form is filled from the day. Pages and open
 * dialogs are checked with axe.
 */
import { randomBytes } from 'node:crypto';
import { addCalendarDays, agencyToday, defaultCallSheet, type ProductionDayDetails } from '@scenecall/shared';
import type { Browser, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { performerWith } from '../../functions/src/features/casting/casting.test-support';
import { callApi } from '../../tools/testing/api';
import { expectNoAxeViolations } from '../../tools/testing/axe';
import { gotoApp, launchBrowser, openPage } from '../../tools/testing/browser';
import { waitForMail } from '../../tools/testing/mail';
import { pickDates } from '../../tools/testing/multi-date';
import { stackEnv } from '../../tools/testing/stack-env';
import { createTestUser, type TestUser } from '../../tools/testing/users';
import { openSignedIn } from '../../tools/testing/signed-in';
import { waitForPath } from '../auth/auth-steps';
import { addRole, chooseOption } from '../casting/casting-steps';

const signIn = (browser: Browser, user: TestUser, viewport: 'desktop' | 'mobile' = 'desktop') =>
  openSignedIn(browser, user, undefined, viewport);

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

/** The call sheet casting would write on the day page (its own browser test is in e2e/projects). */
async function saveCallSheet(projectId: string, dayId: string, casting: TestUser): Promise<void> {
  const path = `/project/${projectId}/days/${dayId}`;
  const { body } = await callApi<{ day: ProductionDayDetails }>(path, { token: casting.token });
  const saved = await callApi(`${path}/call-sheet`, {
    method: 'PUT',
    token: casting.token,
    body: defaultCallSheet(body.day),
  });
  expect(saved.status, saved.text).toBe(200);
}

/**
 * The hand-picked wizard: a new production on today and tomorrow, one role of 1 slot, Ann and Ben
 * (found by their city) picked for it, Confirm. Answers the new day's id.
 */
async function confirmWizard(page: Page, production: string, city: string, dates: string[]): Promise<string> {
  await page.getByRole('link', { name: 'Book the new day' }).click();
  await page.getByRole('button', { name: /Hand-picked/ }).click();
  await page.getByRole('heading', { name: 'Step 2 of 5: Day details' }).waitFor();
  await page.getByLabel('New production name').fill(production);
  await pickDates(page, dates);
  await chooseOption(page, 'Union', 'Non-Union');
  await page.getByLabel('Location').fill('Toronto');
  await chooseOption(page, 'Exterior', 'Interior');
  await page.getByLabel('Message').fill('Ferry terminal, bring a warm coat.');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await addRole(page, 'Stand-in', 1);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('heading', { name: 'Step 4 of 5: Select performers' }).waitFor();
  await page.getByLabel('City', { exact: true }).fill(city);
  await page.getByRole('button', { name: 'Select Ann Avery for Stand-in' }).click();
  await page.getByRole('tab', { name: 'Stand-in 1 / 1' }).waitFor();
  await page.getByText('You may ask 1 more as a backup').waitFor();
  await page.getByRole('button', { name: 'Select Ben Brook for Stand-in' }).click();
  await page.getByRole('tab', { name: 'Stand-in 2 / 1' }).waitFor();
  await page.getByText('Stand-in is full').waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page, 'wizard with a backup');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('heading', { name: 'Step 5 of 5: Ask availability' }).waitFor();
  // The summary says which pick is a backup, and when answers are due in Toronto time.
  await page.getByRole('heading', { name: 'Stand-in (1 to book, 1 backup)' }).waitFor();
  await page.getByText(/answer by \w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M Toronto time\./).waitFor();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await waitForPath(page, (path) => path.startsWith('/casting/production-days/'));
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

describe('the booking loop in the browser', () => {
  let browser: Browser;
  let casting: TestUser;
  let ann: TestUser;
  let ben: TestUser;
  const production = `Lakeshore ${Date.now().toString(36)}`;
  // A wizard day is titled with its production: its name says the production once.
  const title = production;
  const city = `Ferryton ${randomBytes(3).toString('hex')}`;
  const today = agencyToday();
  let projectId: string;
  let dayId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    [casting, ann, ben] = await Promise.all([
      createTestUser({ role: 'Casting' }),
      performerWith({ city, firstName: 'Ann', lastName: 'Avery', unionStatus: 'Non-Union' }),
      performerWith({ city, firstName: 'Ben', lastName: 'Brook', unionStatus: 'Non-Union' }),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('asks, answers by link and in the app, books one, releases the other, sends and acknowledges the call time', async () => {
    const staff = await signIn(browser, casting);
    await waitForPath(staff.page, (path) => path === '/casting');
    dayId = await confirmWizard(staff.page, production, city, [today, addCalendarDays(today, 1)]);
    const day = await callApi<{ projectId: string }>(`/casting/production-days/${dayId}`, { token: casting.token });
    projectId = day.body.projectId;
    await saveCallSheet(projectId, dayId, casting);
    // From the casting day page the wizard lands on, one link leads to the booking board.
    await staff.page.getByRole('heading', { name: production, level: 1, exact: true }).waitFor();
    await staff.page.getByRole('link', { name: 'Bookings and call times' }).click();
    await waitForPath(staff.page, (path) => path === `/project/${projectId}/day/${dayId}`);
    await staff.page.getByRole('rowheader', { name: 'Ann Avery' }).waitFor();
    await staff.page.getByRole('rowheader', { name: 'Ben Brook' }).waitFor();

    const [annMail] = await Promise.all([
      waitForMail(ann.email, /Are you available/),
      waitForMail(ben.email, /Are you available/),
    ]);
    const link = /(https?:\/\/\S+answer=available)/.exec(annMail.text ?? '')?.[1];
    expect(link).toBeDefined();
    const url = new URL(link!);
    const byLink = await openPage(browser, `${url.pathname}${url.search}`);
    await byLink.page.getByRole('heading', { name: 'Availability request', level: 1 }).waitFor();
    await byLink.page.getByRole('heading', { name: title, exact: true }).waitFor();
    await byLink.page.getByText(/^Answer by .* [AP]M Toronto time$/).waitFor();
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
    await benArea.page.getByRole('heading', { name: title }).waitFor();
    await expectNoAxeViolations(benArea.page, 'performer bookings at 360 px');
    const overflow = await benArea.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await benArea.page.getByRole('button', { name: 'Available', exact: true }).click();
    await benArea.page.getByText('You answered available: casting will confirm', { exact: true }).waitFor();
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
    await annArea.page.getByText('Final call time: 6:30 AM Toronto time').waitFor();
    await expectNoAxeViolations(annArea.page, 'performer bookings');

    await staff.page.reload();
    await staff.page.getByRole('region', { name: 'Performers on this day' }).getByText('Acknowledged').waitFor();
    const text = await pdfText(`/project/${projectId}/days/${dayId}/call-sheet.pdf`, casting.token);
    expect(text).toContain('Ann Avery');
    expect(text).toContain('6:30 AM');
    expect(text).toContain('All times are Toronto time.');

    await gotoApp(annArea.page, '/performer/commissions');
    await annArea.page.getByRole('combobox', { name: 'Fill from a day you worked' }).click();
    await annArea.page.getByRole('option', { name: new RegExp(title) }).click();
    expect(await annArea.page.getByLabel('Production name').inputValue()).toBe(production);
    await annArea.page.getByRole('list', { name: 'Chosen work dates' }).getByRole('listitem').first().waitFor();
    await expectNoAxeViolations(annArea.page, 'commission form filled from a booking');
    await Promise.all([staff.context.close(), benArea.context.close(), annArea.context.close()]);
    // The whole loop through three browsers and the mail inbox: about 85 s on an idle 2-core machine.
  }, 180_000);
});
