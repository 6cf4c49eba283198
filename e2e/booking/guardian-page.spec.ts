/**
 * A minor's guardian page at 360 px (issue 39): casting asks a minor; the request e-mail goes to
 * the guardian with a signed link to the page, which lists the request; the guardian answers it by
 * keyboard and the answer is recorded as the guardian's.
 */
import { randomBytes } from 'node:crypto';
import { addCalendarDays, agencyToday, PARTICIPANTS_COLLECTION, participantId } from '@scenecall/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWizardDay, performerWith, wizardBody } from '../../functions/src/features/casting/casting.test-support';
import { expectNoAxeViolations } from '../../tools/testing/axe';
import { launchBrowser, openPage } from '../../tools/testing/browser';
import { waitForMail } from '../../tools/testing/mail';
import { adminDb, createTestUser, uniquePhone } from '../../tools/testing/users';

describe("a minor's guardian page", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lists the request sent to the guardian and answers it at 360 px', async () => {
    const suffix = randomBytes(3).toString('hex');
    const guardianEmail = `guardian-${suffix}@example.test`;
    const production = `School Play ${suffix}`;
    const [casting, minor] = await Promise.all([
      createTestUser({ role: 'Casting' }),
      performerWith({
        firstName: 'Robin',
        dateOfBirth: '2013-03-03',
        guardianFullName: 'Sam Guardian',
        guardianTel: uniquePhone(),
      }),
    ]);
    await adminDb()
      .collection('users')
      .doc(minor.uid)
      .update({ 'profile.guardianEmail': guardianEmail, guardianConsent: 'given' });
    const dayId = await createWizardDay(
      casting,
      wizardBody({
        requestId: randomBytes(8).toString('hex'),
        details: {
          ...wizardBody().details,
          production: { newProjectName: production },
          dates: [addCalendarDays(agencyToday(), 9)],
        },
        participants: [{ performerId: minor.uid, roleId: 'role-diner' }],
      }),
    );
    const mail = await waitForMail(guardianEmail, new RegExp(production));
    const url = new URL(/https?:\/\/\S+\/guardian\?token=[\w.-]+/.exec(mail.text ?? '')![0]);

    const { context, page } = await openPage(browser, `${url.pathname}${url.search}`, 'mobile');
    await page.getByRole('heading', { level: 1, name: "Robin's requests and bookings" }).waitFor();
    const request = page.getByRole('listitem').filter({ hasText: production });
    await request.waitFor();
    await expectNoAxeViolations(page, 'guardian page at 360 px');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    const yes = request.getByRole('button', { name: 'Robin is available' });
    await yes.focus();
    await page.keyboard.press('Enter');
    await page.getByText('No request is waiting for an answer.').waitFor();
    await page
      .getByRole('listitem')
      .filter({ hasText: production })
      .getByText(/Answered available/)
      .waitFor();
    const stored = await adminDb().collection(PARTICIPANTS_COLLECTION).doc(participantId(dayId, minor.uid)).get();
    expect(stored.get('status')).toBe('available');
    expect(stored.get('answeredBy')).toBe('guardian');
    await context.close();
  });
});
