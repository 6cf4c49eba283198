/**
 * Open calls in the browser (issue 23): a performer at 360 px is alerted of a call that fits them,
 * opens the alert e-mail's link and puts themselves forward with a question answered and a current
 * photo; casting at 1280 px sees the submission and its photo on the day's open calls page,
 * selects it and, once the performer answered the booking loop's request, confirms them on the day
 * page: they are booked. The public /jobs page shows the call without its private details, in its
 * HTML (a visitor without JavaScript sees it), and the app takes it over without a shift. Pages and
 * the open dialog are checked with axe.
 */
import { randomBytes } from 'node:crypto';
import type { PerformerBookingsAnswer } from '@scenecall/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { performerWith } from '../../functions/src/features/casting/casting.test-support';
import { sendAlertWave } from '../../functions/src/features/open-calls/open-call-alerts.service';
import {
  callBody,
  castingDay,
  postCall,
  type CastingDay,
} from '../../functions/src/features/open-calls/open-calls.test-support';
import { findParticipant } from '../../functions/src/features/bookings/participants.repository';
import { TINY_PNG } from '../../functions/src/features/profile/profile.test-support';
import { callApi } from '../../tools/testing/api';
import { expectLabelsInNames, expectNoAxeViolations } from '../../tools/testing/axe';
import { gotoApp, launchBrowser, VIEWPORTS } from '../../tools/testing/browser';
import { watchPage } from '../../tools/testing/page-diagnostics';
import { stackEnv } from '../../tools/testing/stack-env';
import { waitForMail } from '../../tools/testing/mail';
import { createTestUser, type TestUser } from '../../tools/testing/users';
import { openSignedIn } from '../../tools/testing/signed-in';
import { waitForPath } from '../auth/auth-steps';
import { recordShifts, shiftScore, SHIFT_BUDGET } from '../performance/layout-shifts';

const signIn = (browser: Browser, user: TestUser, viewport: 'desktop' | 'mobile') =>
  openSignedIn(browser, user, undefined, viewport);

/** A question longer than a 360 px field's one-line label (questions may be 200 characters). */
const TEAM_QUESTION = 'Which hockey team do you cheer for, and for how many seasons now?';

const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

async function expectDialogAxeClean(page: Page, context: string): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.MuiDialog-container, .MuiBackdrop-root')].every(
      (element) => getComputedStyle(element).opacity === '1',
    ),
  );
  await expectNoAxeViolations(page, context);
}

describe('open calls in the browser', () => {
  let browser: Browser;
  let casting: TestUser;
  let performer: TestUser;
  let day: CastingDay;
  let callId: string;
  // A city only this file's performer lives in: the call fits them and nobody else's test data.
  const city = `Rinkton ${randomBytes(3).toString('hex')}`;
  const title = `Hockey fans ${randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    casting = await createTestUser({ role: 'Casting' });
    [performer, day] = await Promise.all([performerWith({ city }), castingDay(casting)]);
    callId = await postCall(
      casting,
      day.dayId,
      callBody(day.roles.Fan!, {
        title,
        criteria: `city=${encodeURIComponent(city)}`,
        questions: [
          { id: 'jersey', kind: 'yes-no', text: 'Do you own a hockey jersey?' },
          { id: 'team', kind: 'short-text', text: TEAM_QUESTION },
        ],
      }),
    );
    expect((await sendAlertWave(callId)).alerted).toEqual([performer.uid]);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('lets a performer at 360 px open the alert e-mail and put themselves forward with an answer and a photo', async () => {
    const alert = await waitForMail(performer.email, new RegExp(`New open call for you: ${title}`));
    const link = /See the call: (\S+)/.exec(alert.text ?? '')?.[1];
    expect(link).toMatch(/\/performer\/open-calls$/);
    const { context, page } = await signIn(browser, performer, 'mobile');
    await page.getByRole('link', { name: /Open calls \(\d+ new\)/ }).waitFor();
    // The phone's menu says so too (the side navigation is far down the page at 360 px) and leads there.
    const menu = page.getByRole('button', { name: 'Open menu, 1 new open call' });
    await menu.waitFor();
    await expectLabelsInNames(page, 'the header with a count of new open calls');
    await menu.click();
    const openCalls = page.getByRole('dialog', { name: 'Site menu' }).getByRole('link', { name: 'Open calls, 1 new' });
    await openCalls.waitFor();
    await expectLabelsInNames(page, 'the phone menu with a count of new open calls');
    await openCalls.click();
    await waitForPath(page, (path) => path === new URL(link!).pathname);
    await page.getByRole('heading', { level: 1, name: 'Open calls' }).waitFor();
    const call = page.locator(`[data-open-call="${callId}"]`);
    await call.getByRole('heading', { name: title }).waitFor();
    await expect(call.getByText('Rate:').isVisible()).resolves.toBe(true);
    await call.getByRole('button', { name: 'Put me forward' }).click();
    await call.getByText('Please answer this question').first().waitFor();
    await call.getByRole('radio', { name: 'Yes' }).check();
    // A long question is shown whole above its field, which it names.
    const question = call.getByText(TEAM_QUESTION, { exact: true });
    await expect(question.isVisible()).resolves.toBe(true);
    await expect(question.evaluate((label) => label.scrollWidth <= label.clientWidth)).resolves.toBe(true);
    await call.getByRole('textbox', { name: TEAM_QUESTION }).fill('Toronto Maple Leafs, twelve seasons');
    await call.getByLabel('Current photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expectNoAxeViolations(page, 'submit form with a photo chosen at 360 px');
    await call.getByRole('button', { name: 'Put me forward' }).click();
    await call.getByText('You put yourself forward.').waitFor();
    await expect(call.getByRole('button', { name: 'Withdraw' }).isVisible()).resolves.toBe(true);
    await expect(noHorizontalOverflow(page)).resolves.toBe(true);
    await page.goto('/performer');
    await page.getByRole('link', { name: 'Open calls', exact: true }).waitFor();
    // The short links texts carry lead to the performer's pages.
    for (const [short, target] of [
      ['/o', '/performer/open-calls'],
      ['/c', '/performer/commissions'],
      ['/bk', '/performer/bookings'],
    ]) {
      await page.goto(short!);
      await waitForPath(page, (path) => path === target);
    }
    await context.close();
  });

  it('lets casting at 1280 px select the submission with its photo, then confirm the performer, who is booked', async () => {
    const { context, page } = await signIn(browser, casting, 'desktop');
    await page.goto(`/project/${day.projectId}/day/${day.dayId}`);
    await page.getByRole('link', { name: 'Open calls' }).click();
    await page.getByRole('heading', { level: 1, name: 'Open calls' }).waitFor();
    const submission = page.locator(`[data-submission="${performer.uid}"]`);
    await submission.getByText('Do you own a hockey jersey? Yes').waitFor();
    await submission.getByRole('img', { name: /sent with the submission$/ }).waitFor();
    await expectNoAxeViolations(page, 'day open calls');
    await page.getByRole('button', { name: 'Post an open call' }).click();
    await expectDialogAxeClean(page, 'post an open call dialog');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await submission.getByRole('button', { name: /^Select / }).click();
    await submission.getByText('Selected').waitFor();

    const participant = await findParticipant(day.dayId, performer.uid);
    expect(participant?.status).toBe('selected');
    expect(participant?.roleId).toBe(day.roles.Fan);
    // The availability check and its answer are the booking loop's own tests: through the API here.
    const deadline = new Date(Date.now() + 86_400_000).toISOString();
    const asked = await callApi(`/project/${day.projectId}/days/${day.dayId}/availability-check`, {
      method: 'POST',
      token: casting.token,
      body: { deadline },
    });
    expect(asked.status, asked.text).toBe(200);
    const answered = await callApi(`/performer/bookings/${day.dayId}/answer`, {
      method: 'POST',
      token: performer.token,
      body: { available: true },
    });
    expect(answered.status, answered.text).toBe(200);

    await page.goto(`/project/${day.projectId}/day/${day.dayId}`);
    await page.getByRole('button', { name: 'Confirm Performers' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Performers' });
    await confirm.getByRole('checkbox', { checked: true }).waitFor();
    await confirm.getByRole('button', { name: 'Book' }).click();
    await confirm.getByText('Done: 1 performer changed.').waitFor();
    await context.close();
    const bookings = await callApi<PerformerBookingsAnswer>('/performer/bookings', { token: performer.token });
    expect(bookings.body.upcoming.map((booking) => booking.dayId)).toContain(day.dayId);
  });

  it('shows the call on the public /jobs page without its private details, in its HTML (no JavaScript needed)', async () => {
    const withoutScript = await browser.newContext({
      javaScriptEnabled: false,
      viewport: VIEWPORTS.mobile,
      baseURL: stackEnv().webUrl,
    });
    const plain = await withoutScript.newPage();
    await plain.goto('/jobs');
    expect(await plain.locator('article').getByRole('heading', { name: title }).count()).toBe(1);
    await withoutScript.close();

    const context = await browser.newContext({ viewport: VIEWPORTS.mobile, baseURL: stackEnv().webUrl });
    const page = await context.newPage();
    watchPage(page);
    await page.addInitScript(recordShifts);
    await gotoApp(page, '/jobs');
    const card = page.locator('article', { has: page.getByRole('heading', { name: title }) });
    // The app took over the same cards (no skeleton first, no fetch): nothing moved.
    expect(await card.count()).toBe(1);
    expect(await shiftScore(page)).toBeLessThanOrEqual(SHIFT_BUDGET);
    const text = await card.innerText();
    expect(text).not.toContain('Rink ');
    expect(text).not.toContain('Fan');
    await page.getByRole('link', { name: 'Register to apply' }).waitFor();
    await expect(noHorizontalOverflow(page)).resolves.toBe(true);
    await expectNoAxeViolations(page, 'public jobs page');
    await context.close();
  });
});
