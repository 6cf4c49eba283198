import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoApp, launchBrowser, openPage } from '../../tools/testing/browser';
import { waitForMail } from '../../tools/testing/mail';
import { uniquePhone } from '../../tools/testing/users';
import { axeViolations, logIn, typePhone, waitForPath } from './auth-steps';

describe('a new performer registers, verifies the e-mail and logs in', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('goes from /registration to the performer area', async () => {
    const tel = uniquePhone();
    const email = `e2e-${tel.replace(/\D/g, '')}@example.test`;
    const password = 'Film-set-2024';
    const { context, page } = await openPage(browser, '/registration');
    const firebaseRequests: string[] = [];
    page.on('request', (request) => {
      if (/identitytoolkit|securetoken/.test(request.url())) firebaseRequests.push(request.url());
    });

    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await typePhone(page, tel);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(password);
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await page.locator('input[name="password"]').getAttribute('type')).toBe('text');

    await page.getByRole('button', { name: 'terms of use' }).click();
    await page.getByRole('heading', { name: 'License agreement' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'License agreement' }).waitFor({ state: 'detached' });

    // The terms are agreed to by an explicit tick (issue 39), not by submitting.
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Please read and agree to the terms of use').waitFor();
    await page.getByRole('checkbox', { name: 'I have read and agree to the terms of use' }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await waitForPath(page, (path) => path === '/verification');
    await page.getByRole('heading', { name: 'Verify your email' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(
      await page.getByText('An email has been sent, please click the link in the email to continue.').isVisible(),
    ).toBe(true);
    expect(firebaseRequests).toEqual([]);

    const mail = await waitForMail(email, /verify your e-mail/i);
    const link = /https?:\/\/\S+\/verify\?token=[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
    expect(link).toBeTruthy();
    await gotoApp(page, link!);
    await page.getByText('Email has been verified. Redirecting...').waitFor();
    await waitForPath(page, (path) => path === '/login', 8000);

    await logIn(page, tel, password);
    const landed = await waitForPath(page, (path) => path.startsWith('/performer'));
    expect(landed.startsWith('/login')).toBe(false);

    // The session survives a reload.
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname.startsWith('/performer')).toBe(true);
    await context.close();
  });

  it('shows the server message in red when the phone is already registered', async () => {
    const { context, page } = await openPage(browser, '/registration', 'mobile');
    const tel = uniquePhone();
    for (const attempt of [1, 2]) {
      if (attempt === 2) await gotoApp(page, '/registration');
      await typePhone(page, tel);
      await page.locator('input[name="email"]').fill(`e2e-dup-${attempt}-${tel.replace(/\D/g, '')}@example.test`);
      await page.locator('input[name="password"]').fill('Film-set-2024');
      await page.getByRole('checkbox', { name: 'I have read and agree to the terms of use' }).check();
      await page.getByRole('button', { name: 'Submit' }).click();
      if (attempt === 1) await waitForPath(page, (path) => path === '/verification');
    }
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toContain('Error occurred during form submission');
    expect(await alert.innerText()).toContain('This phone number is already registered.');
    expect(new URL(page.url()).pathname).toBe('/registration');
    await context.close();
  });

  it('says so when the verify link has no token, and still goes to /login', async () => {
    const { context, page } = await openPage(browser, '/verify', 'mobile');
    await page.getByText(/has no token/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await waitForPath(page, (path) => path === '/login', 8000);
    await context.close();
  });
});
