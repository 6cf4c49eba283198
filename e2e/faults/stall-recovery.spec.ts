/**
 * Issue 41: while Firestore stalls, a performer's payment and a set screen's check-in (360 px) say
 * "Trying again…" (axe clean meanwhile), are tried again with their one key, and succeed once the
 * stall ends: one commission paid with one charge, one check-in on the voucher.
 *
 * The stall is scoped to the test's own performer (their uid in Firestore's requests), so other
 * files go on. The write under test asks for a short request deadline (X-Test-Deadline-Ms, test
 * stacks only; their default is a minute), so a stalled try is answered 503 in 3 s and the web
 * client's three tries (about 0 s, 5 s and 7 to 10 s) span the stall, which the test ends a second
 * after the page has said it tries again (about 4 s in all).
 */
import { agencyInstant, agencyToday, VOUCHERS_COLLECTION } from '@scenecall/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DEADLINE_HEADER } from '../../functions/src/http/deadlines';
import { commissionRecord, sentEvents } from '../../functions/src/features/payments/payments.test-support';
import { crewDay } from '../../functions/src/features/workday/set-screen.test-support';
import { expectNoAxeViolations } from '../../tools/testing/axe';
import { gotoApp, launchBrowser, VIEWPORTS } from '../../tools/testing/browser';
import { duringFirestoreFault } from '../../tools/testing/faults';
import { watchPage } from '../../tools/testing/page-diagnostics';
import { openSignedIn, signInStorage } from '../../tools/testing/signed-in';
import { stackEnv } from '../../tools/testing/stack-env';
import { adminDb, createTestUser } from '../../tools/testing/users';
import { daysAgo, expectAxeClean, fillCard, fillPaymentForm } from '../payments/payment-steps';

const DEADLINE_MS = 3_000;
/** How long the stall lasts once the page has said it tries again. */
const STALL_AFTER_RETRY_MS = 1_000;

/** Requests to `pattern` ask for the short deadline; answers the Idempotency-Key of each try. */
async function shortDeadline(page: Page, pattern: string): Promise<string[]> {
  const keys: string[] = [];
  await page.route(pattern, async (route) => {
    const headers = route.request().headers();
    keys.push(headers['idempotency-key'] ?? '');
    await route.continue({ headers: { ...headers, [TEST_DEADLINE_HEADER]: String(DEADLINE_MS) } });
  });
  return keys;
}

const tryingAgain = (page: Page) => page.locator('.sc-retry-status', { hasText: 'Trying again…' });

/**
 * Presses `action` while Firestore stalls for `uid`. Once the page says it tries again (its first
 * try answered busy), axe reads it, and a moment later the stall ends, before the client's next try
 * (2 s after the busy answer, Retry-After): the stall lasts about 4 s, whatever axe takes.
 */
async function pressDuringStall(page: Page, uid: string, action: () => Promise<void>, axe: () => Promise<void>) {
  let axeRead: Promise<unknown> = Promise.resolve();
  await duringFirestoreFault({ mode: 'stall', match: uid }, async () => {
    await action();
    await tryingAgain(page).waitFor();
    axeRead = axe().then(
      () => undefined,
      (failure: unknown) => failure,
    );
    await new Promise((resolve) => setTimeout(resolve, STALL_AFTER_RETRY_MS));
  });
  const failure = await axeRead;
  if (failure) throw failure;
}

describe('a Firestore stall on the pages that write', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('pays a commission once: "Trying again…" during the stall, then success, one payment and one charge (360 px)', async () => {
    const performer = await createTestUser({
      role: 'Performer',
      profile: { firstName: 'Stella', lastName: 'Stall', unionStatus: 'ACTRA Full' },
    });
    const { context, page } = await openSignedIn(browser, performer, '/performer/commissions', 'mobile');
    await page.getByRole('heading', { name: 'Pay the commission' }).waitFor();
    const production = `Brownout ${Date.now().toString(36)}`;
    await fillPaymentForm(page, { production, dates: [daysAgo(2)], amount: '250' });
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByTestId('summary-total').waitFor();
    await fillCard(page, '4242 4242 4242 4242');
    const keys = await shortDeadline(page, '**/api/performer/stripe/create-payment-intent');

    await pressDuringStall(
      page,
      performer.uid,
      () => page.getByRole('button', { name: 'Pay now' }).click(),
      () => expectAxeClean(page),
    );
    await page.getByRole('dialog', { name: 'Successful payment' }).waitFor();
    await tryingAgain(page).waitFor({ state: 'detached' });
    expect(keys.length).toBeGreaterThan(1);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));

    const commissions = await adminDb().collection('commissions').where('performerId', '==', performer.uid).get();
    expect(commissions.docs.map((doc) => doc.get('production'))).toEqual([production]);
    const commissionId = commissions.docs[0]!.id;
    await expect.poll(async () => (await commissionRecord(commissionId)).status).toBe('paid');
    const events = await sentEvents((await commissionRecord(commissionId)).paymentIntentId!);
    expect(events.filter((event) => event.type === 'payment_intent.succeeded')).toHaveLength(1);
    await context.close();
  });

  it('checks a performer in once on the set screen: "Trying again…" during the stall, then sent (360 px)', async () => {
    const today = agencyToday();
    const casting = await createTestUser({ role: 'Casting' });
    const day = await crewDay(['Crowd'], { casting, dates: [today] });
    const performerId = day.crew[0]!.performer.uid;
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile, baseURL: stackEnv().webUrl });
    // The day's morning, as the set screen's own test: the check-in is recorded at 9:00.
    await context.clock.setFixedTime(agencyInstant(today, '09:00'));
    const page = await context.newPage();
    watchPage(page);
    await signInStorage(page, casting);
    await gotoApp(page, `/project/${day.projectId}/day/${day.dayId}/set`);
    const row = page.getByTestId(`person-${performerId}`);
    await row.waitFor();
    const unsent = page.getByTestId('unsent-count');
    const keys = await shortDeadline(page, `**/api${day.path}/vouchers/*/events`);

    // Online: the check-in is sent at once through the API client, which tries again while the
    // performer's voucher stalls (the key's record is written meanwhile: the next try hears 503 "still
    // being saved", the one after the first try's answer).
    await pressDuringStall(
      page,
      performerId,
      () => row.getByRole('button', { name: /^Check in/ }).click(),
      () => expectNoAxeViolations(page, 'set screen trying again'),
    );
    await expect.poll(() => unsent.textContent()).toBe('All changes sent');
    expect(await row.getByTestId('state').textContent()).toBe('Checked in');
    await tryingAgain(page).waitFor({ state: 'detached' });
    expect(keys.length).toBeGreaterThan(1);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));

    const vouchers = await adminDb()
      .collection(VOUCHERS_COLLECTION)
      .where('dayId', '==', day.dayId)
      .where('performerId', '==', performerId)
      .get();
    expect(vouchers.size).toBe(1);
    expect(vouchers.docs[0]!.data()).toMatchObject({ date: today, in: '09:00', eventIds: [keys[0]] });
    await context.close();
  });
});
