/**
 * The performer's voucher in the browser at 360 px (issue 22): a wrapped voucher (set up through
 * the API) is opened and a line disputed; staff correct it through the API; the performer signs the
 * new revision; the commission form offers the signed gross, and paying it marks the day paid.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../tools/testing/api';
import { gotoApp, launchBrowser } from '../../tools/testing/browser';
import { adminDb } from '../../tools/testing/users';
import {
  setEvent,
  wrappedVoucher,
  type WrappedVoucher,
} from '../../functions/src/features/workday/vouchers.test-support';
import { expectAxeClean, expectNoHorizontalScroll, fillCard, openCommissionsAs } from '../payments/payment-steps';

describe('the voucher, from the wrap to the commission, at 360 px', () => {
  let browser: Browser;
  let voucher: WrappedVoucher;
  beforeAll(async () => {
    browser = await launchBrowser();
    voucher = await wrappedVoucher();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('disputes a line, signs the corrected voucher, and pays the commission of its gross', async () => {
    const { context, page } = await openCommissionsAs(browser, voucher.performer, 'mobile');
    await gotoApp(page, '/performer/vouchers');
    await page.getByRole('heading', { name: 'Vouchers', level: 1 }).waitFor();
    await page.getByRole('link', { name: /Review and sign/ }).click();
    await page.getByRole('heading', { name: /^Voucher: / }).waitFor();
    await page.getByText('$220.00').first().waitFor();
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);

    await page.getByRole('button', { name: 'Dispute a line' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dispute a line' });
    await dialog.getByRole('combobox', { name: 'Line' }).click();
    await page.getByRole('option', { name: 'Out time' }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await dialog.getByLabel('What is wrong').fill('We wrapped at 19:00');
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'Send the dispute' }).click();
    await page.getByText(/You disputed “Out time”: We wrapped at 19:00/).waitFor();
    const screen = await fetchSetScreen(voucher);
    expect(screen).toMatchObject({ status: 'disputed', dispute: { line: 'out', reason: 'We wrapped at 19:00' } });

    await setEvent(voucher, {
      kind: 'edit',
      in: '07:00',
      out: '19:00',
      meals: [{ start: '12:00', end: '12:30' }],
      allowanceIds: [],
      notes: 'Wrap corrected',
    });
    await page.reload();
    await page.getByText('(corrected, revision 2)').waitFor({ timeout: 15_000 });
    // 11 h 30 paid: 8 h × $17.60 + 3.5 h × $26.40, and a meal penalty of $7.50.
    await page.getByText('$240.70').first().waitFor();
    await page.getByLabel('Your full name').fill('Grace Hopper');
    await page.getByLabel('I have reviewed this voucher and it is correct').check();
    await page.getByRole('button', { name: 'Sign' }).click();
    await page.getByText(/Signed by Grace Hopper on .* Toronto time/).waitFor();
    await page.getByRole('button', { name: 'Download the voucher PDF' }).waitFor();
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);

    await gotoApp(page, '/performer/commissions');
    await page.getByRole('combobox', { name: 'Fill from a signed voucher' }).click();
    await page.getByRole('option', { name: /\$240\.70/ }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    expect(await page.getByLabel('Gross amount').inputValue()).toBe('240.70');
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByRole('dialog', { name: 'Successful payment' }).waitFor({ timeout: 20_000 });
    await expectAxeClean(page);
    await expect
      .poll(
        async () =>
          (await adminDb().doc(`participants/${voucher.dayId}_${voucher.performer.uid}`).get()).get('commissionPaid'),
        { timeout: 15_000 },
      )
      .toBe(true);
    await context.close();
  });
});

/** The voucher as the set screen's read shows it to staff. */
async function fetchSetScreen(voucher: WrappedVoucher) {
  const screen = await callApi<{ people: { vouchers: Record<string, unknown>[] }[] }>(`${voucher.path}/set`, {
    token: voucher.casting.token,
  });
  return screen.body.people[0]?.vouchers[0];
}
