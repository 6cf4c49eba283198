/**
 * A minor and their guardian at 360 px (issue 39), one walk: the minor registers (date of birth
 * under 18, the guardian, the terms ticked); the guardian consents from the e-mailed link and, on
 * the guardian page, agrees to texts; Casting asks the minor (through the API) and the guardian
 * answers YES by text; booked today and checked in, the minor's set screen (Casting, signed in)
 * warns at 30 minutes left and shows the limit reached. Axe clean on the consent and guardian pages.
 */
import { randomBytes } from 'node:crypto';
import {
  addCalendarDays,
  agencyInstant,
  agencyToday,
  PARTICIPANTS_COLLECTION,
  participantId,
  toE164,
} from '@scenecall/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { castingDay } from '../../functions/src/features/open-calls/open-calls.test-support';
import { select } from '../../functions/src/features/projects/projects.test-support';
import { crewDay } from '../../functions/src/features/workday/set-screen.test-support';
import { callApi } from '../../tools/testing/api';
import { expectNoAxeViolations } from '../../tools/testing/axe';
import { gotoApp, launchBrowser, openPage } from '../../tools/testing/browser';
import { waitForMail } from '../../tools/testing/mail';
import { openSignedIn } from '../../tools/testing/signed-in';
import { replyAsPhone, waitForTexts } from '../../tools/testing/sms';
import { adminDb, createTestUser, idTokenForUid, uniquePhone, type TestUser } from '../../tools/testing/users';
import { typePhone, waitForPath } from '../auth/auth-steps';

const WALK_TIMEOUT_MS = 180_000;
const today = agencyToday();
const linkIn = (text: string | undefined, path: string) =>
  new RegExp(`https?://\\S+${path}\\?token=[\\w.-]+`).exec(text ?? '')![0];
const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe('a minor with their guardian', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it(
    'registers, is consented for and answered for by the guardian, and is kept to their hours on set',
    async () => {
      const suffix = randomBytes(3).toString('hex');
      const firstName = `Ivy${suffix}`;
      const tel = uniquePhone();
      const email = `e2e-minor-${suffix}@example.test`;
      const guardianEmail = `e2e-guardian-${suffix}@example.test`;
      const guardianTel = uniquePhone();
      const password = 'Film-set-2024';

      // The minor registers (10 years old: 8 hours a day).
      const { context, page } = await openPage(browser, '/registration', 'mobile');
      await page.getByRole('heading', { name: 'Create your account' }).waitFor();
      await typePhone(page, tel);
      await page.locator('input[name="email"]').fill(email);
      await page.locator('input[name="password"]').fill(password);
      await page.getByLabel('Date of birth').fill(addCalendarDays(today, -365 * 10 - 3));
      await page.getByLabel('Your first name').fill(firstName);
      await page.getByLabel('Your last name').fill('Stone');
      await page.getByLabel("Guardian's full name").fill('Rae Stone');
      await page.getByLabel("Guardian's e-mail").fill(guardianEmail);
      const guardianField = page.locator('input[name="guardianTel"]');
      await guardianField.click();
      await guardianField.pressSequentially(guardianTel.replace(/\D/g, '').slice(1));
      await page.getByLabel('Relationship').selectOption('Parent');
      await page.getByRole('checkbox', { name: 'I have read and agree to the terms of use' }).check();
      await page.getByRole('button', { name: 'Submit' }).click();
      await waitForPath(page, (path) => path === '/verification');
      const minorUid = (await adminDb().collection('users').where('email', '==', email).get()).docs[0]!.id;

      // The guardian consents from the e-mailed link.
      const request = await waitForMail(guardianEmail, new RegExp(`Your consent for ${firstName}`));
      const consentUrl = new URL(linkIn(request.text, '/guardian-consent'));
      await gotoApp(page, `${consentUrl.pathname}${consentUrl.search}`);
      await page.getByRole('heading', { level: 1, name: 'Consent for a minor' }).waitFor();
      await page.getByLabel('Your full name').waitFor();
      await expectNoAxeViolations(page, 'consent page at 360 px');
      expect(await noHorizontalOverflow(page)).toBe(true);
      await page.getByLabel('Your full name').fill('Rae Stone');
      await page.getByRole('checkbox', { name: /I am their parent or legal guardian/ }).check();
      await page.getByRole('button', { name: 'I agree' }).click();
      await page.getByRole('status').waitFor();

      // The confirmation names the guardian page, where the guardian agrees to texts.
      const confirmation = await waitForMail(guardianEmail, /is on record/);
      const pageUrl = new URL(linkIn(confirmation.text, '/guardian'));
      await gotoApp(page, `${pageUrl.pathname}${pageUrl.search}`);
      await page.getByRole('heading', { level: 1, name: `${firstName}'s requests and bookings` }).waitFor();
      const textBox = page.getByRole('checkbox', { name: /may text me at my phone number/ });
      expect(await textBox.isChecked()).toBe(false);
      await textBox.check();
      await page.getByRole('button', { name: 'Save how we reach you' }).click();
      await page
        .getByRole('region', { name: 'How we reach you' })
        .getByText('Saved. Texts are on for your number.')
        .waitFor();
      await expectNoAxeViolations(page, 'guardian page at 360 px');
      expect(await noHorizontalOverflow(page)).toBe(true);
      await context.close();

      // Setup the UI is not about: the account activated, Casting asks the minor.
      await adminDb()
        .collection('users')
        .doc(minorUid)
        .update({ emailVerified: true, testPassed: true, userActivated: true });
      const minor: TestUser = {
        uid: minorUid,
        tel,
        email,
        password,
        role: 'Performer',
        token: await idTokenForUid(minorUid),
      };
      const casting = await createTestUser({ role: 'Casting' });
      const askDay = await castingDay(casting);
      await select(askDay.dayId, minorUid, askDay.roles.Fan!);
      const asked = await callApi(`/project/${askDay.projectId}/days/${askDay.dayId}/availability-check`, {
        method: 'POST',
        token: casting.token,
        body: { performerIds: [minorUid], deadline: new Date(Date.now() + 86_400_000).toISOString() },
      });
      expect(asked.status, asked.text).toBe(200);

      // The guardian answers by text.
      const guardianPhone = toE164(guardianTel)!;
      const texts = await waitForTexts(guardianPhone, 1);
      expect(texts.at(-1)!.body).toContain('Reply YES or NO');
      const reply = await replyAsPhone(guardianPhone, 'YES');
      expect(reply.replies[0]).toMatch(/Thank you/);
      const answered = await adminDb()
        .collection(PARTICIPANTS_COLLECTION)
        .doc(participantId(askDay.dayId, minorUid))
        .get();
      expect(answered.get('status')).toBe('available');
      expect(answered.get('answeredBy')).toBe('guardian');

      // Booked today and checked in at 9:00: the set screen warns at 16:30 and shows the limit at 17:05.
      const day = await crewDay(['Crowd'], { casting, dates: [today], performers: [minor] });
      const checkIn = await callApi(`${day.path}/vouchers/${minorUid}/events`, {
        method: 'POST',
        token: casting.token,
        body: { date: today, event: { kind: 'check-in', time: '09:00' } },
      });
      expect(checkIn.status, checkIn.text).toBe(200);
      const signedIn = await openSignedIn(browser, casting, '/casting', 'mobile');
      await signedIn.context.clock.setFixedTime(agencyInstant(today, '16:30'));
      const setScreen = signedIn.page;
      await gotoApp(setScreen, `/project/${day.projectId}/day/${day.dayId}/set`);
      await setScreen.getByRole('heading', { level: 1, name: 'Set screen' }).waitFor();
      const row = setScreen.getByTestId(`person-${minorUid}`);
      await row.waitFor();
      expect(await row.getByTestId('minor-hours').textContent()).toBe('Minor: 30 min left of 8 h');
      expect(await setScreen.getByTestId('minor-hours-alert').textContent()).toBe(
        `${firstName} Stone: 30 min left of 8 h`,
      );
      await signedIn.context.clock.setFixedTime(agencyInstant(today, '17:05'));
      await expect
        .poll(() => row.getByTestId('minor-hours').textContent(), { timeout: 20_000 })
        .toBe('Minor: Limit of 8 h reached');
      expect(await setScreen.getByTestId('minor-hours-alert').textContent()).toBe(
        `${firstName} Stone: limit of 8 h reached, wrap now`,
      );
      expect(await noHorizontalOverflow(setScreen)).toBe(true);
      await signedIn.context.close();
    },
    WALK_TIMEOUT_MS,
  );
});
