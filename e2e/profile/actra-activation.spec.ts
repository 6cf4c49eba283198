import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeProfileOf } from '../../functions/src/features/profile/profile.test-support';
import { launchBrowser, openPage } from '../../tools/testing/browser';
import { adminDb, createTestUser, type TestUser } from '../../tools/testing/users';
import { axeViolations, choosePicture, makePng, overflowsHorizontally } from './profile-steps';
import { logIn, waitForPath } from '../auth/auth-steps';

describe('an ACTRA Full performer', () => {
  let browser: Browser;
  let user: TestUser;
  beforeAll(async () => {
    browser = await launchBrowser();
    user = await createTestUser({ role: 'Performer', activated: false });
    // Everything but the ACTRA card was saved before; the card is what this visit adds.
    const profile = await completeProfileOf(user, {
      unionStatus: 'ACTRA Full',
      unionId: 'ACTRA-1234',
      gender: 'male',
      sizeDress: null,
      sizeBustCup: null,
      sizeBustBand: null,
      sizeJacket: 'regular',
      sizeSleeve: 33,
      sizeNeck: 15.5,
      sizeHat: 7,
    });
    await adminDb().collection('users').doc(user.uid).update({ profile });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is activated on save, at 360 px, and goes straight to the profile', async () => {
    const { context, page } = await openPage(browser, '/login', 'mobile');
    await logIn(page, user.tel, user.password);
    await waitForPath(page, '/performer/update-profile');
    await page.getByRole('heading', { name: 'Update your profile' }).waitFor();
    expect(await page.locator('#profile-unionStatus[role="combobox"]').innerText()).toBe('ACTRA Full');
    expect(await page.locator('input[name="unionId"]').inputValue()).toBe('ACTRA-1234');
    expect(await overflowsHorizontally(page)).toBe(false);

    await page.getByRole('button', { name: 'Save profile' }).click();
    const missing = page.getByRole('dialog', { name: 'Missing required fields' });
    expect(await missing.getByTestId('missing-fields').innerText()).toBe('ACTRA Card Image');
    await missing.getByRole('button', { name: 'Close' }).click();

    await choosePicture(page, 'ACTRA Card Image', await makePng(page, '#d35400'), false);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save profile' }).click();
    const saved = page.getByRole('dialog', { name: 'Profile updated' });
    await saved.getByText('Profile updated successfully!').waitFor();
    expect((await adminDb().collection('users').doc(user.uid).get()).get('userActivated')).toBe(true);
    await saved.getByRole('button', { name: 'Close' }).click();

    await waitForPath(page, '/performer');
    await page.getByRole('heading', { name: 'Ada Lovelace', level: 1 }).waitFor();
    expect(await page.getByTestId('attribute-unionId').locator('dd').innerText()).toBe('ACTRA-1234');
    expect(await page.getByTestId('attribute-sizeJacket').locator('dd').innerText()).toBe('Regular');
    expect(await page.getByTestId('attribute-gender').locator('dd').innerText()).toBe('Male');
    expect(await page.getByTestId('attribute-sizeDress').count()).toBe(0);
    expect(await overflowsHorizontally(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
