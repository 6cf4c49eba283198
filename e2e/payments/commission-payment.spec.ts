import { formatDateForPeople } from '@scenecall/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../tools/testing/browser';
import { callApi } from '../../tools/testing/api';
import { attachmentOf, waitForMail } from '../../tools/testing/mail';
import { createTestUser, type TestUser } from '../../tools/testing/users';
import { simpleStub, stubPng } from '../../functions/src/features/payments/pay-stub.test-support';
import {
  book,
  createDayAs,
  createProjectAs,
  dayBody,
  rolesOf,
} from '../../functions/src/features/projects/projects.test-support';
import {
  daysAgo,
  expectAxeClean,
  expectNoHorizontalScroll,
  fillCard,
  fillPaymentForm,
  openCommissionsAs,
  pickDates,
  showMonth,
} from './payment-steps';

/** Whether the card step's summary heading has the focus and sits inside the window. */
const summaryInView = (page: Page) =>
  page.getByTestId('summary-heading').evaluate((heading) => {
    const box = heading.getBoundingClientRect();
    return document.activeElement === heading && box.top >= 0 && box.bottom <= window.innerHeight;
  });

/** Every box of the payment history ends inside the window: nothing to scroll sideways. */
const historyFitsWindow = (page: Page) =>
  page
    .locator('section[aria-labelledby="payment-history-title"]')
    .evaluate((section) =>
      [section, ...section.querySelectorAll('*')].every(
        (element) => element.getBoundingClientRect().right <= window.innerWidth + 1,
      ),
    );

const SUCCESS_TEXT =
  'Your payment has been successfully processed. If you would like to receive the printable copy of invoice by email, please click the button below.';

describe('commission payment in the browser', () => {
  let browser: Browser;
  let performer: TestUser;
  beforeAll(async () => {
    browser = await launchBrowser();
    performer = await createTestUser({
      role: 'Performer',
      profile: { firstName: 'Grace', lastName: 'Hopper', unionStatus: 'ACTRA Full' },
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('pays by card to Successful payment and e-mails the invoice from the modal (1280 px)', async () => {
    const { context, page } = await openCommissionsAs(browser, performer, 'desktop');
    await page
      .getByText(
        "Please complete the payment form. If you're unsure about any of the fields, helpful guidance is provided below.",
      )
      .waitFor();
    expect(await page.getByRole('link', { name: /Profile/ }).getAttribute('href')).toBe('/performer');
    expect(await page.getByRole('combobox', { name: /Commission rate/ }).textContent()).toContain('ACTRA Full 10%');

    await page.getByRole('button', { name: 'Submit' }).click();
    expect(await page.getByLabel('Production name').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Gross amount').getAttribute('aria-invalid')).toBe('true');
    await page.getByText('Add at least one work date.').waitFor();
    await expectAxeClean(page);

    const production = `Harbour Lights ${Date.now().toString(36)}`;
    // Tapped out of order, across a month boundary when today is early in the month.
    const dates = [daysAgo(2), daysAgo(9), daysAgo(3)];
    const sorted = [...dates].sort();
    await fillPaymentForm(page, { production, dates, amount: '250' });
    const chips = page.getByTestId('chosen-dates').locator('li');
    expect(await chips.allInnerTexts()).toEqual(sorted.map(formatDateForPeople));
    // A second tap on a day removes it; a third puts it back.
    await pickDates(page, [daysAgo(9)]);
    expect(await chips.count()).toBe(2);
    await pickDates(page, [daysAgo(9)]);
    expect(await chips.count()).toBe(3);
    // Work not done yet cannot be paid for: tomorrow is disabled, or the calendar stops at this month.
    const calendar = page.getByTestId('multi-date-calendar');
    await showMonth(page, daysAgo(0).slice(0, 7));
    if (daysAgo(-1).slice(0, 7) === daysAgo(0).slice(0, 7)) {
      expect(await calendar.locator(`td[data-day="${daysAgo(-1)}"] button`).isDisabled()).toBe(true);
    } else {
      const next = calendar.getByRole('button', { name: 'Go to the Next Month' });
      expect(await next.getAttribute('aria-disabled')).toBe('true');
    }
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(await page.getByTestId('summary-total').textContent()).toBe('$28.25');
    const summaryDates = page.getByRole('row', { name: /Work dates/ }).locator('li');
    expect(await summaryDates.allInnerTexts()).toEqual(sorted.map(formatDateForPeople));
    await page.getByText('$25.00').waitFor();
    await page.getByText('$3.25').waitFor();

    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByText('SUCCESS', { exact: true }).waitFor();
    const dialog = page.getByRole('dialog', { name: 'Successful payment' });
    await dialog.getByText(SUCCESS_TEXT).waitFor();
    await expectAxeClean(page);

    await dialog.getByRole('button', { name: 'Email me the invoice' }).click();
    await dialog.getByText(/Invoice INV-\d{6} has been sent to your e-mail\./).waitFor();
    const mail = await waitForMail(performer.email, /Your invoice INV-\d{6}/);
    expect(mail.text).toContain(production);
    expect(mail.text).toContain('Total paid: $28.25');
    // MailDev keeps mailparser's `filename` (the name sent) beside its own `generatedFileName`.
    const attachment = mail.attachments?.[0] as { filename?: string; generatedFileName?: string } | undefined;
    expect(attachment?.filename).toMatch(/^INV-\d{6}\.pdf$/);
    const stored = attachment?.generatedFileName ?? '';
    expect((await attachmentOf(mail, stored)).subarray(0, 5).toString()).toBe('%PDF-');

    await dialog.getByRole('button', { name: 'Close' }).click();
    const row = page.getByTestId('payment-row').filter({ hasText: production });
    await row.waitFor();
    await expect.poll(() => row.getAttribute('data-status')).toBe('paid');
    expect(await row.locator('li').allInnerTexts()).toEqual(sorted.map(formatDateForPeople));
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: /Download invoice INV-\d{6} \(PDF\)/ }).click();
    expect((await download).suggestedFilename()).toMatch(/^INV-\d{6}\.pdf$/);
    await context.close();
  });

  it('records when the pay arrived from a pay stub photo, read and confirmed, and shows the due date (360 px)', async () => {
    const { context, page } = await openCommissionsAs(browser, performer, 'mobile');
    const [workDate, payDate] = [daysAgo(20), daysAgo(3)];
    await page.getByRole('button', { name: 'Record when your pay arrived' }).click();
    const dialog = page.getByRole('dialog', { name: 'When your pay arrived' });
    await dialog.getByLabel('Work date').fill(workDate);
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'stub.png',
      mimeType: 'image/png',
      buffer: await stubPng(simpleStub('$312.40', payDate)),
    });
    const reading = dialog.getByTestId('stub-reading');
    await reading.waitFor();
    expect(await reading.innerText()).toContain(`gross $312.40; pay date ${formatDateForPeople(payDate)}`);
    await dialog.getByRole('img', { name: 'Your pay stub' }).waitFor();
    // Nothing is taken from the picture until the performer uses it.
    expect(await dialog.getByLabel('Gross on the pay stub (optional)').inputValue()).toBe('');
    await dialog.getByRole('button', { name: 'Use what was read' }).click();
    expect(await dialog.getByLabel('Pay arrived on').inputValue()).toBe(payDate);
    expect(await dialog.getByLabel('Gross on the pay stub (optional)').inputValue()).toBe('312.40');
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const due = formatDateForPeople(daysAgo(3 - 14));
    const recorded = page.getByRole('list', { name: 'Recorded pay dates' });
    await recorded
      .getByText(`due ${due} (14 days after your pay arrived on ${formatDateForPeople(payDate)})`)
      .waitFor();
    await expectNoHorizontalScroll(page);

    await pickDates(page, [workDate]);
    await page.getByTestId('due-dates').getByText(`commission due ${due}`).waitFor();
    await expectAxeClean(page);
    await context.close();
  });

  it('shows Payment Failed for a declined card, then pays with another card (360 px, keyboard)', async () => {
    const { context, page } = await openCommissionsAs(browser, performer, 'mobile');
    await expectNoHorizontalScroll(page);
    const production = `Cold Open ${Date.now().toString(36)}`;
    await page.getByLabel('Production name').fill(production);
    // By keyboard: from today, one day back, Enter picks it.
    const calendar = page.getByTestId('multi-date-calendar');
    await calendar.locator('td[data-today] button').focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await calendar.locator(`td[data-day="${daysAgo(1)}"][data-selected]`).waitFor();
    await page.getByLabel('Gross amount').fill('180.50');
    await expectNoHorizontalScroll(page);
    await page.getByLabel('Gross amount').press('Enter');
    await page.getByTestId('summary-total').waitFor();
    await expect.poll(() => summaryInView(page)).toBe(true);

    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay now' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Payment Failed' });
    await dialog.getByText('Something went wrong. Please try again.').waitFor();
    expect(await dialog.getByTestId('outcome-reason').innerText()).toBe('Your card was declined.');
    await page.getByText('Payment failed: Your card was declined.').waitFor();
    await expectAxeClean(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expectNoHorizontalScroll(page);

    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay now' }).click();
    const success = page.getByRole('dialog', { name: 'Successful payment' });
    await success.getByRole('button', { name: 'Close' }).click();

    // The history at 360 px: one card per payment, nothing wider than the phone.
    const card = page.getByTestId('payment-row').filter({ hasText: production });
    await card.waitFor();
    expect(await card.evaluate((element) => element.tagName)).toBe('LI');
    expect(await historyFitsWindow(page)).toBe(true);
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page);
    await context.close();
  });

  it('fixes the rate of a day booked in an SSE role, with its reason (360 px)', async () => {
    const casting = await createTestUser({ role: 'Casting' });
    const production = `Harbour SSE ${Date.now().toString(36)}`;
    const projectId = await createProjectAs(casting, production);
    const dayId = await createDayAs(
      casting,
      projectId,
      dayBody({ title: 'Ferry', dates: [daysAgo(0)], roles: [{ name: 'Deckhand', slots: 1, isSSE: true }] }),
    );
    await book(dayId, performer.uid, (await rolesOf(casting, projectId, dayId)).Deckhand!);

    const { context, page } = await openCommissionsAs(browser, performer, 'mobile');
    await page.getByRole('combobox', { name: /Fill from a day you worked/ }).click();
    await page.getByRole('option', { name: new RegExp(production) }).click();
    const rate = page.getByTestId('booked-rate');
    expect(await rate.inputValue()).toBe('15%');
    expect(await rate.getAttribute('readonly')).not.toBeNull();
    await page.getByText('SSE role: 15 %, from your booking.').waitFor();
    expect(await page.getByRole('combobox', { name: /Commission rate/ }).count()).toBe(0);
    await expectAxeClean(page);

    await page.getByLabel('Gross amount').fill('200');
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(await page.getByRole('row', { name: /Rate/ }).textContent()).toContain('SSE role: 15 % (from your booking)');
    expect(await page.getByTestId('summary-total').textContent()).toBe('$33.90');
    await expectNoHorizontalScroll(page);
    await context.close();
  });

  it('records the pay from a stub photo, then pays an SSE day at its fixed rate with an owing penalty, both invoiced (360 px)', async () => {
    const [payer, casting, admin] = await Promise.all([
      createTestUser({
        role: 'Performer',
        profile: { firstName: 'Ada', lastName: 'Deckhand', unionStatus: 'ACTRA Full' },
      }),
      createTestUser({ role: 'Casting' }),
      createTestUser({ role: 'Admin' }),
    ]);
    const [workDate, payDate] = [daysAgo(20), daysAgo(3)];
    const production = `Harbour Stub ${Date.now().toString(36)}`;
    const projectId = await createProjectAs(casting, production);
    const dayId = await createDayAs(
      casting,
      projectId,
      dayBody({ title: 'Night ferry', dates: [workDate], roles: [{ name: 'Bosun', slots: 1, isSSE: true }] }),
    );
    await book(dayId, payer.uid, (await rolesOf(casting, projectId, dayId)).Bosun!);
    const penalty = await callApi(`/admin/users/${payer.uid}/penalties`, {
      method: 'POST',
      token: admin.token,
      body: { note: 'Gave a false date of birth' },
    });
    expect(penalty.status, penalty.text).toBe(200);

    const { context, page } = await openCommissionsAs(browser, payer, 'mobile');
    await page.getByRole('button', { name: 'Record when your pay arrived' }).click();
    const arrival = page.getByRole('dialog', { name: 'When your pay arrived' });
    await arrival.getByLabel('Work date').fill(workDate);
    await arrival.locator('input[type="file"]').setInputFiles({
      name: 'stub.png',
      mimeType: 'image/png',
      buffer: await stubPng(simpleStub('$312.40', payDate)),
    });
    const reading = arrival.getByTestId('stub-reading');
    await reading.waitFor();
    expect(await reading.innerText()).toContain(`gross $312.40; pay date ${formatDateForPeople(payDate)}`);
    await arrival.getByRole('button', { name: 'Use what was read' }).click();
    expect(await arrival.getByLabel('Pay arrived on').inputValue()).toBe(payDate);
    await expectAxeClean(page);
    await arrival.getByRole('button', { name: 'Save' }).click();
    await arrival.waitFor({ state: 'hidden' });
    const due = `${formatDateForPeople(daysAgo(3 - 14))} (14 days after the pay arrived on ${formatDateForPeople(payDate)})`;

    await page.getByRole('combobox', { name: /Fill from a day you worked/ }).click();
    await page.getByRole('option', { name: new RegExp(production) }).click();
    expect(await page.getByTestId('booked-rate').inputValue()).toBe('15%');
    await page.getByText('SSE role: 15 %, from your booking.').waitFor();
    await page
      .getByTestId('due-dates')
      .getByText(`commission due ${formatDateForPeople(daysAgo(3 - 14))}`)
      .waitFor();
    // The gross is the confirmed pay stub's, as the server prices it.
    expect(await page.getByLabel('Gross amount').inputValue()).toBe('312.40');
    await page.getByLabel('False information: $25.00 (no HST)').check();
    await expectAxeClean(page);
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Submit' }).click();

    const summary = page.getByRole('table', { name: 'Payment summary' });
    expect(await page.getByRole('row', { name: /Rate/ }).textContent()).toContain('SSE role: 15 % (from your booking)');
    expect(await summary.innerText()).toContain('Penalty: False information (no HST)');
    // $312.40 x 15 % = $46.86, HST $6.09, and the $25.00 penalty without HST.
    expect(await page.getByTestId('summary-total').innerText()).toBe('$77.95');
    await expectNoHorizontalScroll(page);
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Successful payment' });
    await dialog.getByRole('button', { name: 'Email me the invoice' }).click();
    await dialog.getByText(/Invoice INV-\d{6} has been sent to your e-mail\./).waitFor();
    await expectAxeClean(page);

    const mail = await waitForMail(payer.email, /Your invoice INV-\d{6}/);
    for (const line of [
      `Production: ${production}`,
      `Work dates: ${formatDateForPeople(workDate)}`,
      'Gross pay: $312.40',
      'Commission rate: 15% (SSE role, from the booking)',
      'Commission: $46.86',
      'HST (13%): $6.09',
      `Commission due: ${due}`,
      'Penalty: False information (no HST): $25.00',
      'Total paid: $77.95',
    ]) {
      expect(mail.text).toContain(line);
    }
    const attachment = mail.attachments?.[0] as { generatedFileName?: string } | undefined;
    expect((await attachmentOf(mail, attachment?.generatedFileName ?? '')).subarray(0, 5).toString()).toBe('%PDF-');

    await dialog.getByRole('button', { name: 'Close' }).click();
    const penalties = page.locator('section[aria-labelledby="penalties-heading"]');
    await penalties.getByText('Paid', { exact: true }).waitFor();
    expect(await page.getByLabel('False information: $25.00 (no HST)').count()).toBe(0);
    const row = page.getByTestId('payment-row').filter({ hasText: production });
    await expect.poll(() => row.getAttribute('data-status')).toBe('paid');
    await expectAxeClean(page);
    await expectNoHorizontalScroll(page);
    await context.close();
  });
});
