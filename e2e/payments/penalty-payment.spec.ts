/**
 * A performer's penalties on a phone (360 px): the penalty with its reason and state, the one
 * answer, and paying it by card on its own (its own line, no HST), after which it reads Paid.
 */
import { newPenalty, PENALTIES_COLLECTION, penaltyIdFor } from '@scenecall/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../tools/testing/browser';
import { adminDb, createTestUser, type TestUser } from '../../tools/testing/users';
import { expectAxeClean, expectNoHorizontalScroll, fillCard, openCommissionsAs } from './payment-steps';

describe('penalties on the commissions page', () => {
  let browser: Browser;
  let performer: TestUser;
  beforeAll(async () => {
    browser = await launchBrowser();
    performer = await createTestUser({ role: 'Performer', profile: { firstName: 'Pia', lastName: 'Penalty' } });
    const record = newPenalty(
      { performerId: performer.uid, kind: 'false-information', evidence: {} },
      { by: 'admin', byUid: null, now: new Date() },
    );
    const id = penaltyIdFor('false-information', { performerId: performer.uid, caseId: 'e2e' });
    await adminDb().collection(PENALTIES_COLLECTION).doc(id).set(record);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('answers a penalty once and pays it by card on its own (360 px)', async () => {
    const { context, page } = await openCommissionsAs(browser, performer, 'mobile');
    const section = page.locator('section[aria-labelledby="penalties-heading"]');
    await section.getByText('False information: $25.00').waitFor();
    expect(await section.innerText()).toContain('False information given to the agency.');
    await section.getByLabel('Your answer (you can answer once)').fill('My date of birth was a typo');
    await section.getByRole('button', { name: 'Send answer' }).click();
    await section.getByText('Your answer: My date of birth was a typo').waitFor();
    expect(await section.getByRole('button', { name: 'Send answer' }).count()).toBe(0);
    await expectAxeClean(page);
    await expectNoHorizontalScroll(page);

    await page.getByLabel('False information: $25.00 (no HST)').check();
    await page.getByRole('button', { name: 'Pay the ticked penalties on their own' }).click();
    const summary = page.getByRole('table', { name: 'Payment summary' });
    await summary.waitFor();
    expect(await summary.innerText()).toContain('Penalty: False information (no HST)');
    expect(await summary.innerText()).not.toContain('Gross amount');
    expect(await page.getByTestId('summary-total').innerText()).toBe('$25.00');
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByRole('dialog', { name: 'Successful payment' }).waitFor();
    await page.keyboard.press('Escape');
    await section.getByText('Paid', { exact: true }).waitFor();
    await expectAxeClean(page);
    await expectNoHorizontalScroll(page);
    await context.close();
  });
});
