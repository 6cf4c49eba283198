/**
 * An account's life in the browser (issue 40). At 360 px: a booked performer ends the agreement
 * from the profile through its dialog; the booking is released and the standby performer offered
 * the slot; logging in again, they see why, only what they may still use, and pay a commission. At
 * 1280 px: an Admin finds a production's review request in the queue, suspends the performer with
 * a reason, reads it in the history, reinstates, and marks the request handled.
 */
import { addCalendarDays, agencyToday, type DayBookingBoard } from '@scenecall/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectDialogAxeClean, expectNoAxeViolations } from '../../tools/testing/axe';
import { gotoApp, launchBrowser, VIEWPORTS } from '../../tools/testing/browser';
import { stackEnv } from '../../tools/testing/stack-env';
import { sessionOnly } from '../performance/first-visit';
import { callApi } from '../../tools/testing/api';
import { openSignedIn } from '../../tools/testing/signed-in';
import { createTestUser, type TestUser } from '../../tools/testing/users';
import { performerWith } from '../../functions/src/features/casting/casting.test-support';
import {
  applyEvent,
  book,
  createDayAs,
  createProjectAs,
  dayBody,
  rolesOf,
  select,
} from '../../functions/src/features/projects/projects.test-support';
import { daysAgo, fillCard, fillPaymentForm, logInToCommissions } from '../payments/payment-steps';

const staff = { by: 'casting' as const, byUid: 'test-casting' };
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('an account’s life in the browser', () => {
  let browser: Browser;
  let casting: TestUser;
  let admin: TestUser;
  let leaving: TestUser;
  let standby: TestUser;
  let projectId: string;
  let dayId: string;

  const statusOf = async (performer: TestUser) => {
    const board = await callApi<DayBookingBoard>(`/project/${projectId}/days/${dayId}/booking`, {
      token: casting.token,
    });
    return board.body.participants.find((participant) => participant.performerId === performer.uid)?.status;
  };

  beforeAll(async () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    [browser, casting, admin, leaving, standby] = await Promise.all([
      launchBrowser(),
      createTestUser({ role: 'Casting' }),
      createTestUser({ role: 'Admin' }),
      performerWith({ firstName: 'Lea', lastName: `Leaving${suffix}` }),
      performerWith({ firstName: 'Sam', lastName: `Standby${suffix}` }),
    ]);
    projectId = await createProjectAs(casting, `Account life ${suffix}`);
    dayId = await createDayAs(casting, projectId, dayBody({ roles: [{ name: 'Lead', slots: 1, isSSE: false }] }));
    const leadId = (await rolesOf(casting, projectId, dayId)).Lead!;
    await book(dayId, leaving.uid, leadId);
    await select(dayId, standby.uid, leadId);
    await applyEvent(dayId, standby.uid, { kind: 'ask', deadline: inHours(24) }, staff);
    await applyEvent(dayId, standby.uid, { kind: 'answer', available: true }, { by: 'performer', byUid: null });
    await applyEvent(dayId, standby.uid, { kind: 'standby', rank: 1 }, staff);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('ends the agreement from the profile; standby is offered the slot; the commission stays payable (360 px)', async () => {
    expect(await statusOf(leaving)).toBe('booked');
    const { context, page } = await openSignedIn(browser, leaving, '/performer', 'mobile');
    await page.getByRole('button', { name: 'End my agreement' }).click();
    const dialog = page.getByRole('dialog', { name: 'End your agreement?' });
    await dialog.getByText(/bookings released/).waitFor();
    await expectDialogAxeClean(page, 'the end-agreement dialog');
    await dialog.getByRole('button', { name: 'End my agreement' }).click();
    await page.waitForURL((url) => url.pathname === '/performer/commissions');
    await context.close();

    expect(await statusOf(leaving)).toBe('cancelled');
    expect(await statusOf(standby)).toBe('offered');

    // A deactivated performer can still log in, and lands where the commission is paid.
    const again = await logInToCommissions(browser, leaving, 'mobile');
    const refused: string[] = [];
    again.page.on('response', (response) => {
      if (response.status() === 403) refused.push(new URL(response.url()).pathname);
    });
    const notice = again.page.getByTestId('account-notice');
    await notice.getByText('You ended your agreement: your account is deactivated').waitFor();
    expect(await notice.innerText()).toMatch(/still pay what you owe/);
    await expectNoAxeViolations(again.page, 'commissions of a deactivated performer');
    // The commission form's worked days are the performer's to read; the header's counts are not asked for.
    expect(refused).toEqual([]);
    // A page the state refuses leads back to the commissions.
    await gotoApp(again.page, '/performer/bookings');
    await again.page.waitForURL((url) => url.pathname === '/performer/commissions');
    await again.page.getByRole('heading', { name: 'Pay the commission' }).waitFor();
    // The phone's menu offers no work either.
    await again.page.getByRole('button', { name: 'Open menu' }).click();
    const menu = again.page.getByRole('dialog', { name: 'Site menu' });
    await menu.getByRole('link', { name: 'Contact' }).waitFor();
    expect(await menu.getByRole('link', { name: /^(Bookings|Open calls)/ }).count()).toBe(0);
    await again.page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    // Only the page asked for by its address read what the state refuses (its reads start from the HTML).
    expect(refused).toEqual(['/api/performer/bookings']);

    await fillPaymentForm(again.page, {
      production: `Last shoot ${Date.now().toString(36)}`,
      dates: [daysAgo(2)],
      amount: '200',
    });
    await again.page.getByRole('button', { name: 'Submit' }).click();
    await fillCard(again.page, '4242 4242 4242 4242');
    await again.page.getByRole('button', { name: 'Pay now' }).click();
    await again.page.getByRole('dialog', { name: 'Successful payment' }).waitFor();

    // On a phone that kept nothing but the session, nothing the page or its header reads is refused.
    const session = sessionOnly(await again.context.storageState());
    await again.context.close();
    const phone = await browser.newContext({
      viewport: VIEWPORTS.mobile,
      baseURL: stackEnv().webUrl,
      storageState: session,
    });
    const fresh = await phone.newPage();
    const refusedOnFirstVisit: string[] = [];
    fresh.on('response', (response) => {
      if (response.status() === 403) refusedOnFirstVisit.push(new URL(response.url()).pathname);
    });
    await gotoApp(fresh, '/performer/commissions');
    await fresh.getByTestId('account-notice').getByText('You ended your agreement').waitFor();
    await fresh.getByRole('heading', { name: 'Payment history' }).waitFor();
    await fresh.waitForLoadState('networkidle');
    expect(refusedOnFirstVisit).toEqual([]);
    await phone.close();
  });

  it('lists a review request; the Admin suspends with a reason, reads the history and reinstates (1280 px)', async () => {
    const performer = await performerWith({ firstName: 'Rae', lastName: `Reviewed${Date.now().toString(36)}` });
    const leadId = (await rolesOf(casting, projectId, dayId)).Lead!;
    await select(dayId, performer.uid, leadId);
    const note = `Left set before wrap ${Date.now().toString(36)}`;
    const asked = await callApi(`/casting/production-days/${dayId}/review-requests`, {
      method: 'POST',
      token: casting.token,
      body: { performerId: performer.uid, note },
    });
    expect(asked.status, asked.text).toBe(201);

    const { context, page } = await openSignedIn(browser, admin, '/admin/review-requests', 'desktop');
    const row = page.getByTestId('review-request').filter({ hasText: note });
    await row.waitFor();
    await expectNoAxeViolations(page, 'the review queue');
    await row.getByRole('link', { name: /^Review Rae/ }).click();
    await page.waitForURL((url) => url.pathname === `/admin/user/${performer.uid}`);

    const account = page.locator('section[aria-labelledby="account-state-title"]');
    await account.getByRole('combobox', { name: 'Reason' }).click();
    await page.getByRole('option', { name: 'A production’s complaint' }).waitFor();
    await expectNoAxeViolations(page, 'the reason list open');
    await page.getByRole('option', { name: 'A production’s complaint' }).click();
    await account.getByLabel('Note the performer will read').fill('Left set early on the day');
    await account.getByLabel(/Suspended until/).fill(addCalendarDays(agencyToday(), 7));
    await account.getByRole('button', { name: 'Suspend' }).click();
    await page.getByTestId('account-state').getByText('State: Suspended').waitFor();
    const history = page.getByTestId('account-history');
    await history.getByText(/A production’s complaint · Left set early on the day · until/).waitFor();
    // At the top: scrolled down, the staff bar sits under the sticky header, which axe reads as obscured targets.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page, 'a suspended performer’s page');

    await account.getByRole('button', { name: 'Reinstate' }).click();
    await page.getByTestId('account-state').getByText('State: Active').waitFor();
    await history.getByText('Reinstated').waitFor();

    await gotoApp(page, '/admin/review-requests');
    await row.getByRole('button', { name: /Mark handled/ }).click();
    await row.waitFor({ state: 'detached' });
    await context.close();
  });
});
