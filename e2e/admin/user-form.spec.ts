import type { Browser, Page, Request, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_MAIL_SIGNERS, parseMailSigners } from '../../functions/src/config';
import { completeProfileOf, saveProfile } from '../../functions/src/features/profile/profile.test-support';
import { launchBrowser, openPage } from '../../tools/testing/browser';
import { headerOf, waitForMail } from '../../tools/testing/mail';
import { adminDb, createTestUser, uniquePhone, type TestUser } from '../../tools/testing/users';
import { choose, choosePicture, makePng, overflowsHorizontally, typeInto, typePhone } from '../profile/profile-steps';
import { logIn, waitForPath } from '../auth/auth-steps';
import { adminPage, expectNoAxeViolations, navigate } from './admin-steps';

/** Everything activation needs of an adult Non-Union performer but the pictures. */
async function fillProfile(page: Page, firstName: string, lastName: string): Promise<void> {
  await typeInto(page, 'firstName', firstName);
  await typeInto(page, 'lastName', lastName);
  await choose(page, 'unionStatus', 'Non-Union');
  await typeInto(page, 'dateOfBirth', '1988-06-15');
  await page.locator('input[name="socialInsuranceNumber"]').pressSequentially('046454286');
  await typeInto(page, 'emergencyFullName', 'Sam Carter');
  await typePhone(page, 'emergencyTel', '1-416-555-0142');
  await typeInto(page, 'city', 'Toronto');
  await choose(page, 'state', 'ON');
  await typeInto(page, 'postalCode', 'M4C 1B5');
  await choose(page, 'selfDrive', 'Yes');
  await choose(page, 'gender', 'Female');
  await choose(page, 'ethnicity', 'White');
  await choose(page, 'hairColor', 'Light-Blonde');
  await choose(page, 'eyeColor', 'Green');
  for (const field of ['lgbt', 'bipoc', 'trans', 'visibleTattoos']) await choose(page, field, 'No');
  await page.locator('input[name="sizeHeight"]').pressSequentially('57');
  const sizes = {
    sizeWeight: '125',
    sizeChest: '33',
    sizeWaist: '27',
    sizeHips: '35',
    sizeShoe: '7',
    sizeInseam: '29',
  };
  for (const [name, value] of Object.entries(sizes)) await typeInto(page, name, value);
  await choose(page, 'sizeDress', '4-6');
  await choose(page, 'sizeBustCup', 'B');
  await typeInto(page, 'sizeBustBand', '32');
}

async function performerLogsIn(browser: Browser, tel: string, password: string, name: string): Promise<void> {
  const { context, page } = await openPage(browser, '/login');
  await logIn(page, tel, password);
  await waitForPath(page, '/performer');
  await page.getByRole('heading', { name, level: 1 }).waitFor();
  await context.close();
}

describe("the Admin's user form and custom e-mail (1280 px)", () => {
  let browser: Browser;
  let page: Page;
  let admin: TestUser;
  let performer: TestUser;
  beforeAll(async () => {
    admin = await createTestUser({ role: 'Admin' });
    performer = await createTestUser({ role: 'Performer' });
    const profile = await completeProfileOf(performer, { firstName: 'Rosa', lastName: 'Marchetti' });
    const saved = await saveProfile(performer.token, profile);
    if (saved.status !== 200) throw new Error(saved.text);
    browser = await launchBrowser();
    page = await adminPage(browser, admin);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates an activated performer with cropped pictures, who can then log in', async () => {
    // Every picture the page asks for during the flow must exist: none of a pending upload already moved.
    const missingPictures: string[] = [];
    const recordMissing = (response: Response) => {
      if (response.url().includes('/api/cdn/pictures/') && response.status() === 404)
        missingPictures.push(response.url());
    };
    page.on('response', recordMissing);
    // Each picture is uploaded once: the retry after the refused create reuses the uploads.
    const uploads: string[] = [];
    const recordUpload = (request: Request) => {
      if (request.url().includes('/api/cdn/upload-performer-')) uploads.push(request.url());
    };
    page.on('request', recordUpload);
    await page.getByRole('link', { name: 'Add new' }).click();
    await page.getByRole('heading', { name: 'Create User Account', level: 1 }).waitFor();
    await page.getByText('The role is preset to Performer.').waitFor();
    await expectNoAxeViolations(page, 'create user');

    const tel = uniquePhone();
    const email = `created-${Date.now().toString(36)}@example.test`;
    // The admin's phone first: refused as taken (409), shown with the server's text.
    await typePhone(page, 'tel', admin.tel);
    await typeInto(page, 'email', email);
    await typeInto(page, 'password', 'Created-pass-7');
    await choose(page, 'emailVerified', 'Yes');
    await choose(page, 'userActivated', 'Yes');
    expect(await page.locator('input[name="unionId"]').count()).toBe(1);

    await page.getByRole('button', { name: 'Create user' }).click();
    const missing = page.getByRole('dialog', { name: 'Missing required fields' });
    const listed = await missing.getByTestId('missing-fields').innerText();
    for (const label of ['Headshot Image', 'Province', 'Test Passed']) expect(listed).toContain(label);
    await expectNoAxeViolations(page, 'missing fields dialog');
    await missing.getByRole('button', { name: 'Close' }).click();

    await choose(page, 'testPassed', 'Yes');
    await fillProfile(page, 'Lena', 'Okafor');
    await choosePicture(page, 'Headshot Image', await makePng(page, '#c0392b'), true);
    await page.getByText('Selected: Lena-head').waitFor();
    await choosePicture(page, 'Full Body Image', await makePng(page, '#2980b9'), true);
    await page.getByText('Selected: Lena-body').waitFor();
    const landscape = { width: 800, height: 500 };
    await choosePicture(page, 'Identity Document Image', await makePng(page, '#27ae60', landscape), false);
    await choosePicture(page, 'WHASA Certificate Image', await makePng(page, '#8e44ad', landscape), false);

    await page.getByRole('button', { name: 'Create user' }).click();
    const failed = page.getByRole('dialog', { name: 'Error' });
    expect(await failed.innerText()).toMatch(/phone/i);
    await page.getByText('Failed to create user.').waitFor();
    await expectNoAxeViolations(page, 'create failed dialog');
    await failed.getByRole('button', { name: 'Close' }).click();

    // Cleared as a person does: select all, then erase.
    await page.locator('input[name="tel"]').click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await typePhone(page, 'tel', tel);
    await page.getByRole('button', { name: 'Create user' }).click();
    const created = page.getByRole('dialog', { name: 'Profile updated' });
    await created.getByText('User created successfully!').waitFor();
    await expectNoAxeViolations(page, 'user created dialog');
    await created.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');

    const [user] = (await adminDb().collection('users').where('email', '==', email).get()).docs;
    expect(user?.get('userActivated')).toBe(true);
    const pictures = user?.get('profile') as Record<string, string>;
    expect(pictures.keyName).toMatch(new RegExp(`^performers/${user?.id}/profile/`));
    expect(pictures.whasaKeyName).toMatch(new RegExp(`^performers/${user?.id}/whasa/`));
    page.off('response', recordMissing);
    page.off('request', recordUpload);
    expect(missingPictures).toEqual([]);
    expect(uploads).toHaveLength(4);
    await performerLogsIn(browser, tel, 'Created-pass-7', 'Lena Okafor');
  });

  it('updates a performer from their page, a blank password keeping theirs', async () => {
    await navigate(page, `/admin/user/${performer.uid}`);
    await page.getByRole('heading', { name: 'Rosa Marchetti', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Update' }).click();
    await page.getByRole('heading', { name: 'Update Rosa Marchetti', level: 1 }).waitFor();
    expect(await page.locator('input[name="password"]').inputValue()).toBe('');
    // Identity documents are loaded only on request (each staff view is audited).
    await page.getByRole('button', { name: 'Show Identity Document Image' }).waitFor();
    await expectNoAxeViolations(page, 'update user');

    await page.locator('input[name="city"]').fill('Hamilton');
    await page.getByRole('button', { name: 'Save' }).click();
    const saved = page.getByRole('dialog', { name: 'Profile updated' });
    await saved.getByText('Profile updated successfully!').waitFor();
    await saved.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');

    const stored = await adminDb().collection('users').doc(performer.uid).get();
    expect(stored.get('profile.city')).toBe('Hamilton');
    await performerLogsIn(browser, performer.tel, performer.password, 'Rosa Marchetti');
  });

  it("sends a rich-text e-mail signed by the signer chosen in 'Sent by'", async () => {
    const signer = parseMailSigners(LOCAL_MAIL_SIGNERS)![1]!;
    await navigate(page, `/admin/user/${performer.uid}`);
    await page.getByRole('link', { name: 'Send custom email' }).click();
    await page.getByRole('heading', { name: 'Send custom email', level: 1 }).waitFor();
    expect(await page.getByTestId('recipient-email').innerText()).toBe(performer.email);

    const subject = `Wardrobe note ${Date.now().toString(36)}`;
    await page.getByLabel('Subject').fill(subject);
    const message = page.getByRole('textbox', { name: 'Message' });
    await message.click();
    await page.keyboard.type('Please bring ');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('black shoes');
    await page.locator('#email-signer').click();
    await page.getByRole('option', { name: signer.name }).click();
    await expectNoAxeViolations(page, 'custom email');

    await page.getByRole('button', { name: 'Send email' }).click();
    await page.getByText('Email sent successfully').waitFor();
    const mail = await waitForMail(performer.email, new RegExp(subject));
    expect(mail.html).toMatch(/<strong>black shoes<\/strong>/);
    expect(mail.text).toContain(signer.name);
    expect(await headerOf(mail, 'Reply-To')).toContain(signer.replyTo);
  });

  it('fits the create form and the e-mail page at 360 px', async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    await navigate(page, '/admin/user-create');
    await page.getByRole('button', { name: 'Create user' }).waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
    await navigate(page, `/admin/user/email-to/${performer.uid}`);
    await page.getByRole('textbox', { name: 'Message' }).waitFor();
    expect(await overflowsHorizontally(page)).toBe(false);
  });
});
