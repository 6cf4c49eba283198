import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTION_BANK } from '../../functions/src/features/profile/activation-test/question-bank';
import { expectNoAxeViolations } from '../../tools/testing/axe';
import { launchBrowser, openPage } from '../../tools/testing/browser';
import { adminDb, createTestUser, type TestUser } from '../../tools/testing/users';
import {
  axeViolations,
  choose,
  choosePicture,
  makePng,
  overflowsHorizontally,
  previewFit,
  scrollY,
  typeInto,
  typePhone,
} from './profile-steps';
import { logIn, waitForPath } from '../auth/auth-steps';

async function answerTest(page: Page, correct: boolean): Promise<void> {
  for (const [index, question] of QUESTION_BANK.entries()) {
    const block = page.getByTestId(`question-${index + 1}`);
    const picks = correct ? question.correctAnswers : [(question.correctAnswers[0]! + 1) % question.options.length];
    for (const pick of picks) {
      const role = question.type === 'single' ? 'radio' : 'checkbox';
      await block.getByRole(role, { name: question.options[pick], exact: true }).check();
    }
  }
}

async function fillProfile(page: Page): Promise<void> {
  await typeInto(page, 'firstName', 'Ada');
  await typeInto(page, 'lastName', 'Lovelace');
  await choose(page, 'unionStatus', 'Non-Union');
  await typeInto(page, 'dateOfBirth', '1990-04-02');
  await page.locator('input[name="socialInsuranceNumber"]').pressSequentially('12345678999');
  expect(await page.locator('input[name="socialInsuranceNumber"]').inputValue()).toBe('123456789');
  await typeInto(page, 'emergencyFullName', 'Charles Babbage');
  await typePhone(page, 'emergencyTel', '1-416-555-0199');
  await typeInto(page, 'city', 'Toronto');
  await choose(page, 'state', 'ON');
  await typeInto(page, 'postalCode', 'M5V 2T6');
  await choose(page, 'selfDrive', 'Yes');
  await choose(page, 'gender', 'Female');
  await choose(page, 'ethnicity', 'White');
  await choose(page, 'hairColor', 'Dark-Brown');
  await choose(page, 'eyeColor', 'Blue');
  for (const field of ['lgbt', 'bipoc', 'trans', 'visibleTattoos']) await choose(page, field, 'No');
  await page.locator('input[name="sizeHeight"]').pressSequentially('59');
  expect(await page.locator('input[name="sizeHeight"]').inputValue()).toBe("5'9");
  const sizes = {
    sizeWeight: '130',
    sizeChest: '34',
    sizeWaist: '28',
    sizeHips: '36.5',
    sizeShoe: '8',
    sizeInseam: '30',
  };
  for (const [name, value] of Object.entries(sizes)) await typeInto(page, name, value);
  await choose(page, 'sizeDress', '4-6');
  await choose(page, 'sizeBustCup', 'B');
  await typeInto(page, 'sizeBustBand', '34');
}

describe('a new Non-Union adult performer', () => {
  let browser: Browser;
  let user: TestUser;
  beforeAll(async () => {
    browser = await launchBrowser();
    user = await createTestUser({ role: 'Performer', activated: false });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('fills the profile, crops and uploads pictures, passes the test and sees the formatted profile', async () => {
    const { context, page } = await openPage(browser, '/login');
    await logIn(page, user.tel, user.password);
    await waitForPath(page, '/performer/update-profile');
    await page.getByRole('heading', { name: 'Update your profile' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save profile' }).click();
    const missing = page.getByRole('dialog', { name: 'Missing required fields' });
    await missing.getByText('Please fill out the following fields:').waitFor();
    const listed = await missing.getByTestId('missing-fields').innerText();
    for (const label of ['Province', 'Headshot Image', 'Emergency Contact Phone Number'])
      expect(listed).toContain(label);
    // The message is the dialog's description (web/src/components/message-dialog.tsx), and the open dialog is axe clean.
    const describedBy = await missing.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toContain('Please fill out the following fields:');
    await expectNoAxeViolations(page, 'open message dialog');
    await missing.getByRole('button', { name: 'Close' }).click();

    await fillProfile(page);
    await choosePicture(page, 'Headshot Image', await makePng(page, '#c0392b'), true);
    await page.getByText('Selected: Ada-head').waitFor();
    await choosePicture(page, 'Full Body Image', await makePng(page, '#2980b9'), true);
    await page.getByText('Selected: Ada-body').waitFor();
    const landscape = { width: 800, height: 500 };
    await choosePicture(page, 'Identity Document Image', await makePng(page, '#27ae60', landscape), false);
    await choosePicture(page, 'WHASA Certificate Image', await makePng(page, '#8e44ad', landscape), false);
    // Documents show whole; the cropped 3:4 pictures fill their 3:4 box.
    expect(await previewFit(page, 'Identity Document Image')).toBe('contain');
    expect(await previewFit(page, 'WHASA Certificate Image')).toBe('contain');
    expect(await previewFit(page, 'Headshot Image')).toBe('cover');
    for (const kind of ['document', 'whasa']) {
      const help = page.getByTestId(`picture-${kind}`);
      expect(await help.getByRole('link', { name: /What to bring/ }).getAttribute('href')).toBe(
        '/information/actors/basic-documents',
      );
    }
    expect(await page.getByTestId('picture-whasa').innerText()).toContain('Worker Health and Safety Awareness');
    expect(await page.getByTestId('picture-document').innerText()).toMatch(/driver’s licence, passport/);
    expect(await page.getByLabel('Chest (in)').count()).toBe(1);
    expect(await page.getByLabel('Weight (lbs)').count()).toBe(1);

    await page.getByRole('button', { name: 'Save profile' }).click();
    const saved = page.getByRole('dialog', { name: 'Profile updated' });
    await saved.getByText('Profile updated successfully!').waitFor();
    await saved.getByRole('button', { name: 'Close' }).click();

    await waitForPath(page, '/performer/test');
    await page.getByTestId('question-20').waitFor();
    // The form was saved from its bottom; the test starts at its top.
    expect(await scrollY(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await answerTest(page, false);
    await page.getByRole('button', { name: 'Submit answers' }).click();
    const failed = page.getByRole('dialog', { name: 'Error' });
    expect(await failed.getByTestId('test-outcome').innerText()).toContain(
      'Error! Failed to activate your account. Please try again.',
    );
    await failed.getByRole('button', { name: 'Close' }).click();
    await page.getByText('0 of 20 answered').waitFor();

    await answerTest(page, true);
    await page.getByRole('button', { name: 'Submit answers' }).click();
    const passed = page.getByRole('dialog', { name: 'Success' });
    await passed.getByText('Success! Your account is now activated.').waitFor();
    await passed.getByRole('button', { name: 'Close' }).click();

    await waitForPath(page, '/performer');
    await page.getByRole('heading', { name: 'Ada Lovelace', level: 1 }).waitFor();
    expect(await scrollY(page)).toBe(0);
    const attribute = (field: string) => page.getByTestId(`attribute-${field}`).locator('dd').innerText();
    expect(await attribute('sizeHeight')).toBe('5\'9"');
    expect(await attribute('socialInsuranceNumber')).toBe('***-***-789');
    expect(await attribute('emergencyTel')).toBe('1-416-555-0199');
    expect(await attribute('hairColor')).toBe('Dark-Brown');
    expect(await attribute('lgbt')).toBe('No');
    expect(await attribute('selfDrive')).toBe('Yes');
    expect(await attribute('sizeDress')).toBe('4-6');
    expect(await attribute('dateOfBirth')).toBe('Mon, Apr 2, 1990');
    expect(await attribute('sizeWeight')).toBe('130 lbs');
    expect(await attribute('sizeChest')).toBe('34 in');
    expect(await attribute('sizeHips')).toBe('36.5 in');
    expect(await attribute('sizeBustBand')).toBe('34 in');
    expect(await attribute('sizeShoe')).toBe('8');
    expect(await page.getByTestId('attribute-sizeJacket').count()).toBe(0);
    expect(await page.getByTestId('attribute-unionId').count()).toBe(0);
    expect(await page.getByTestId('summary-Age').innerText()).toMatch(/^\d{2}$/);
    await page.locator('img[alt="Photo of Ada Lovelace"][src^="blob:"]').waitFor();
    for (const [name, href] of [
      ['Commissions', '/performer/commissions'],
      ['Information', '/information'],
      ['Terms 101', '/information/actors/terms-101'],
    ]) {
      expect(
        await page.getByRole('navigation', { name: 'Performer area' }).getByRole('link', { name }).getAttribute('href'),
      ).toBe(href);
    }
    expect(await axeViolations(page)).toEqual([]);

    const stored = (await adminDb().collection('users').doc(user.uid).get()).data()!;
    expect(stored).toMatchObject({ userActivated: true, testPassed: true });
    expect(stored.profile).toMatchObject({ sizeHeight: 175, sizeHips: 36.5, country: 'Canada' });
    expect(String(stored.profile.keyName)).toMatch(new RegExp(`^performers/${user.uid}/profile/.+\\.jpg$`));

    await page.setViewportSize({ width: 360, height: 780 });
    expect(await overflowsHorizontally(page)).toBe(false);
    // On a phone the profile comes first, the side navigation after it.
    const top = async (locator: ReturnType<typeof page.locator>) => (await locator.boundingBox())!.y;
    const profileTop = await top(page.getByRole('heading', { name: 'Ada Lovelace', level: 1 }));
    const navTop = await top(page.getByRole('navigation', { name: 'Performer area' }));
    expect(profileTop).toBeLessThan(navTop);
    await context.close();
    // The whole first-day path of one performer in one test: 55 s on a quiet machine, past 90 s on a busy one.
  }, 180_000);
});
