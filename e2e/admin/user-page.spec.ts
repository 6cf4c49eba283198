import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleStub, stubPng } from '../../functions/src/features/payments/pay-stub.test-support';
import { createIntent, recordPay, uploadStub } from '../../functions/src/features/payments/payments.test-support';
import { completeProfileOf, saveProfile } from '../../functions/src/features/profile/profile.test-support';
import { signVoucherAs, wrappedVoucher } from '../../functions/src/features/workday/vouchers.test-support';
import { callApi } from '../../tools/testing/api';
import { launchBrowser } from '../../tools/testing/browser';
import { waitForOutboxIdle } from '../../tools/testing/outbox';
import { replyAsPhone, setTextOutcome } from '../../tools/testing/sms';
import { adminDb, createTestUser, type TestUser } from '../../tools/testing/users';
import { expectDialogAxeClean } from '../../tools/testing/axe';
import { adminPage, expectNoAxeViolations, navigate } from './admin-steps';

describe("the Admin's user page (1280 px)", () => {
  let browser: Browser;
  let page: Page;
  let admin: TestUser;
  let performer: TestUser;
  beforeAll(async () => {
    admin = await createTestUser({ role: 'Admin' });
    performer = await createTestUser({ role: 'Performer', activated: false });
    const profile = await completeProfileOf(performer, {
      firstName: 'Noor',
      lastName: 'Haddad',
      socialInsuranceNumber: '046454286',
    });
    const saved = await saveProfile(performer.token, profile);
    if (saved.status !== 200) throw new Error(saved.text);
    browser = await launchBrowser();
    page = await adminPage(browser, admin);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the SIN masked until Reveal, and the reveal in the audit trail', async () => {
    await navigate(page, `/admin/user/${performer.uid}`);
    await page.getByRole('heading', { name: 'Noor Haddad', level: 1 }).waitFor();
    const sin = page.getByTestId('fact-socialInsuranceNumber');
    expect(await sin.innerText()).toContain('***-***-286');
    await page.getByRole('heading', { name: 'Audit trail' }).waitFor();
    expect(await page.getByText('Nothing recorded yet.').count()).toBe(1);
    await expectNoAxeViolations(page, 'user page');

    await page.getByRole('button', { name: 'Reveal SIN' }).click();
    await expect.poll(() => sin.innerText()).toContain('046454286');
    const entry = page.getByTestId('audit-entry').first();
    await entry.waitFor();
    expect(await entry.innerText()).toContain('SIN revealed');
    expect(await entry.innerText()).toContain(admin.email);
  });

  it('shows identity documents only on request, each showing audited', async () => {
    const document = page.getByTestId('admin-picture-document');
    expect(await document.locator('img').count()).toBe(0);
    await document.getByRole('button', { name: 'Show Identity Document Image' }).click();
    await document.locator('img').waitFor();
    await expect
      .poll(() => page.getByTestId('audit-entry').allInnerTexts())
      .toEqual(expect.arrayContaining([expect.stringContaining('Identity document viewed')]));
    expect(await page.getByTestId('admin-picture-profile').locator('img').count()).toBe(1);
  });

  it('changes the role and disables the account after a confirm', async () => {
    await page.getByLabel('Role').click();
    await page.getByRole('option', { name: 'Casting' }).click();
    await page.getByRole('button', { name: 'Change role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change role' });
    await dialog.getByText(/signed out everywhere/).waitFor();
    await expectNoAxeViolations(page, 'change role dialog');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await adminDb().collection('users').doc(performer.uid).get()).get('role'))
      .toBe('Casting');

    await page.getByRole('button', { name: 'Disable' }).click();
    await page.getByRole('dialog', { name: 'Disable account' }).getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('button', { name: 'Enable' }).waitFor();
    expect((await adminDb().collection('users').doc(performer.uid).get()).get('disabled')).toBe(true);
    const actions = await page.getByTestId('audit-entry').allInnerTexts();
    expect(actions.join('\n')).toContain('Role changed');
  });

  it('lists a text not sent with its words, a readable kind and why, and the text consent history', async () => {
    const texter = await createTestUser({ role: 'Performer' });
    const phone = `+${texter.tel.replace(/\D/g, '')}`;
    await setTextOutcome(phone, 'refused');
    const optIn = await callApi('/performer/text-settings', {
      method: 'PUT',
      token: texter.token,
      body: { enabled: true, preferences: { requests: 'sms', bookings: 'sms', reminders: 'sms' } },
    });
    expect(optIn.status, optIn.text).toBe(200);
    await waitForOutboxIdle([{ uid: texter.uid }]);
    await replyAsPhone(phone, 'STOP');

    await navigate(page, `/admin/user/${texter.uid}`);
    const refused = page.getByTestId('sent-text').filter({ hasText: 'Texts turned on' });
    await refused.waitFor();
    const row = await refused.innerText();
    expect(row).toContain('SceneCall: You will now get texts');
    expect(row).toContain("Invalid 'To' Phone Number");
    expect(row).not.toContain('texts-on');
    const consent = page.getByTestId('text-consent');
    await consent.getByText('Agreed to texts').waitFor();
    expect(await consent.innerText()).toMatch(/Texted STOP\s+STOP\s+Text to the agency/);
    await expectNoAxeViolations(page, 'user page with texts');
  });

  it("says 'User not found or server error' for a user that does not exist, and closes to /admin", async () => {
    await navigate(page, '/admin/user/no-such-user');
    const dialog = page.getByRole('dialog', { name: 'Error' });
    await dialog.getByText('User not found or server error').waitFor();
    await expectNoAxeViolations(page, 'user not found dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
  });
  it("shows a flagged pay stub's picture from the commissions overview, and the view in the audit trail", async () => {
    const voucher = await wrappedVoucher();
    expect((await signVoucherAs(voucher)).status).toBe(200);
    const { performer: owner, date } = voucher;
    expect((await uploadStub(owner, date, await stubPng(simpleStub('$300.00', date)))).status).toBe(200);
    expect((await recordPay(owner, { workDate: date, payArrivedOn: date, stubGrossCents: 30_000 })).status).toBe(200);
    const production = `Voucher show ${voucher.casting.uid.slice(0, 6)}`;
    const body = { production, dates: [date], amount: 300, rate: 10, voucherIds: [voucher.voucherId] };
    expect((await createIntent(owner.token, body)).status).toBe(200);

    await navigate(page, '/admin/commissions');
    const row = page.getByTestId('commission-row').filter({ hasText: production });
    expect(await row.getByTestId('stub-gross-flag').innerText()).toContain('Pay stub $300.00 vs voucher $220.00');
    await row.getByRole('button', { name: 'View pay stub' }).click();
    const dialog = page.getByRole('dialog', { name: /^Pay stub, work of / });
    const picture = dialog.getByRole('img', { name: /^Pay stub for the work of / });
    await picture.waitFor();
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expectDialogAxeClean(page, 'pay stub dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await navigate(page, `/admin/user/${owner.uid}`);
    await expect
      .poll(() => page.getByTestId('audit-entry').allInnerTexts())
      .toEqual(expect.arrayContaining([expect.stringContaining('Pay stub viewed')]));
  });
});
