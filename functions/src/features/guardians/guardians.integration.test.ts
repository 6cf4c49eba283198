/**
 * Consent in writing (issue 39): a minor registers with their guardian, who consents once through
 * an expiring link; a minor without consent is not cast; the guardian's documents are the minor's,
 * their guardian's and Admins' only; bad input is refused with a clear message.
 */
import {
  addCalendarDays,
  agencyToday,
  NO_GUARDIAN_CONSENT,
  type DayBookingBoard,
  type GuardianMessagesView,
  type GuardianViewAnswer,
} from '@scenecall/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, clientAddress } from '../../../../tools/testing/api';
import { mailsTo, waitForMail } from '../../../../tools/testing/mail';
import { waitForOutboxIdle } from '../../../../tools/testing/outbox';
import { completeProfile } from '../../../../packages/shared/src/profile-test-fixtures';
import { adminDb, createTestUser, uniquePhone, type TestUser } from '../../../../tools/testing/users';
import { newRegistration, register } from '../accounts/accounts.test-support';
import { performerWith, wizardBody } from '../casting/casting.test-support';
import { castingDay, callBody, postCall, selectVia, submit } from '../open-calls/open-calls.test-support';
import { book } from '../projects/projects.test-support';
import { uploadPicture } from '../profile/profile.test-support';
import { hashConsentToken } from './consent-links';
import { guardianAdulthoodJob } from './guardians.jobs';
import { saveConsentLink } from './guardians.repository';

const minorBirth = () => addCalendarDays(agencyToday(), -365 * 10);
const tokenIn = (text: string | undefined) => /guardian-consent\?token=([A-Za-z0-9_-]{43})/.exec(text ?? '')?.[1] ?? '';
const answer = (token: string, body: unknown) =>
  callApi<{ state: string } | { error: { message: string } }>(`/guardian-consent/${token}`, {
    method: 'POST',
    body,
    from: clientAddress(),
  });
const errorOf = (body: unknown) => (body as { error: { message: string } }).error.message;
const guardianPageTokenIn = (text: string | undefined) => /\/guardian\?token=([\w.-]+)/.exec(text ?? '')?.[1] ?? '';
const saveChoices = (token: string, choices: Record<string, unknown>) =>
  callApi<GuardianMessagesView>('/guardian/messages', {
    method: 'PUT',
    body: { token, ...choices },
    from: clientAddress(),
  });
const BOTH = { requests: 'both', bookings: 'email', reminders: 'both' } as const;

describe('a minor registers; the guardian consents once', () => {
  it('records the terms, e-mails the guardian a single-use link, and records the answer as the guardian’s', async () => {
    const input = newRegistration({ dateOfBirth: minorBirth(), firstName: 'Kim', lastName: 'Doe' });
    const guardianEmail = `guardian-${input.email}`;
    const guardian = { fullName: 'Pat Doe', email: guardianEmail, tel: '1-416-555-0142', relationship: 'Parent' };
    const registered = await register({ ...input, guardian });
    expect(registered.status, registered.text).toBe(201);
    const user = (await adminDb().collection('users').where('email', '==', input.email).get()).docs[0]!;
    expect(user.get('termsAcceptance.termsVersion')).toBeTruthy();
    expect(user.get('guardianConsent')).toBe('pending');
    expect(user.get('profile.guardianEmail')).toBe(guardianEmail);

    const mail = await waitForMail(guardianEmail, /Your consent for Kim Doe/);
    const token = tokenIn(mail.text);
    const page = await callApi<{ minorName: string; purpose: string }>(`/guardian-consent/${token}`);
    expect(page.body).toMatchObject({ minorName: 'Kim Doe', purpose: 'consent' });

    expect((await answer(token, { decision: 'given', typedName: 'Pat Doe' })).status).toBe(400);
    const given = await answer(token, { decision: 'given', typedName: 'Pat Doe', agreed: true });
    expect(given.status, given.text).toBe(200);
    const again = await answer(token, { decision: 'declined', typedName: 'Pat Doe', agreed: true });
    expect(again.status).toBe(409);
    expect(errorOf(again.body)).toMatch(/already been used/);

    const history = (await adminDb().collection('guardianConsents').doc(user.id).get()).get('events') as {
      type: string;
      source: string;
      typedName: string | null;
      client: string | null;
    }[];
    expect(history.map((event) => event.type)).toEqual(['requested', 'given']);
    expect(history[1]).toMatchObject({ source: 'guardian-link', typedName: 'Pat Doe' });
    expect((await adminDb().collection('users').doc(user.id).get()).get('guardianConsent')).toBe('given');

    // The confirmation carries the later link, which withdraws the consent.
    const confirmation = await waitForMail(guardianEmail, /is on record/);
    const withdrawn = await answer(tokenIn(confirmation.text), {
      decision: 'withdrawn',
      typedName: 'Pat Doe',
      agreed: true,
    });
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect((await adminDb().collection('users').doc(user.id).get()).get('guardianConsent')).toBe('withdrawn');
  });

  it('refuses an expired link', async () => {
    const performer = await performerWith({ firstName: 'Lee' }, false);
    const token = `expired${Math.random().toString(36).slice(2)}aaaaaaaaaaaaaaaaaaaa`;
    const now = Date.now();
    await saveConsentLink(hashConsentToken(token), {
      uid: performer.uid,
      purpose: 'consent',
      createdAt: now - 8 * 86_400_000,
      expiresAt: now - 86_400_000,
      usedAt: null,
    });
    const page = await callApi(`/guardian-consent/${token}`);
    expect(page.status).toBe(400);
    expect(errorOf(page.body)).toMatch(/expired/);
  });

  it('refuses bad input with clear messages', async () => {
    const input = newRegistration({ dateOfBirth: minorBirth(), firstName: 'Kim', lastName: 'Doe' });
    const sameEmail = { fullName: 'Pat Doe', email: input.email, tel: '1-416-555-0143', relationship: 'Parent' };
    const same = await register({ ...input, guardian: sameEmail });
    expect(same.status).toBe(400);
    expect(same.text).toMatch(/guardian's e-mail must be their own/);
    const three = await register(newRegistration({ dateOfBirth: addCalendarDays(agencyToday(), -365 * 3 - 1) }));
    expect(three.status).toBe(400);
    expect(three.text).toMatch(/at least 4 years old/);
    const future = await register(newRegistration({ dateOfBirth: addCalendarDays(agencyToday(), 2) }));
    expect(future.status).toBe(400);
    expect(future.text).toMatch(/real date in the past/);
    const unticked = await register(newRegistration({ termsAccepted: false }));
    expect(unticked.status).toBe(400);
    expect(unticked.text).toMatch(/agree to the terms of use/);
  });
});

describe('a minor without consent', () => {
  let casting: TestUser;
  let minor: TestUser;
  const guardianEmail = `sam.roe.${Math.random().toString(36).slice(2, 8)}@example.test`;
  beforeAll(async () => {
    casting = await createTestUser({ role: 'Casting' });
    minor = await createTestUser({
      role: 'Performer',
      profile: completeProfile({
        firstName: 'Robin',
        dateOfBirth: minorBirth(),
        guardianFullName: 'Sam Roe',
        guardianTel: '1-416-555-0144',
        guardianEmail,
        guardianRelationship: 'Legal guardian',
      }) as Record<string, unknown>,
      guardianConsent: null,
    });
  });

  it('cannot be asked, booked or submitted to an open call', async () => {
    const body = wizardBody({
      details: { ...wizardBody().details, dates: [addCalendarDays(agencyToday(), 12)] },
      participants: [{ performerId: minor.uid, roleId: 'role-diner' }],
    });
    const asked = await callApi('/casting/production-days', { method: 'POST', token: casting.token, body });
    expect(asked.status).toBe(409);
    expect(errorOf(asked.body)).toBe(NO_GUARDIAN_CONSENT);

    const day = await castingDay(casting);
    const callId = await postCall(casting, day.dayId, callBody(day.roles.Fan!));
    const submitted = await submit(minor, callId);
    expect(submitted.status).toBe(409);
    expect(errorOf(submitted.body)).toBe(NO_GUARDIAN_CONSENT);
  });

  it("keeps the guardian's documents from Casting and other performers, and audits the Admin's view", async () => {
    const [other, admin] = await Promise.all([
      createTestUser({ role: 'Performer' }),
      createTestUser({ role: 'Admin' }),
    ]);
    const key = await uploadPicture(minor.token, 'guardian-id');
    const proof = await uploadPicture(minor.token, 'guardianship-proof');
    for (const picture of [key, proof]) {
      expect((await callApi(`/cdn/pictures/${picture}`, { token: casting.token })).status).toBe(403);
      expect((await callApi(`/cdn/pictures/${picture}`, { token: other.token })).status).toBe(403);
      expect((await callApi(`/cdn/pictures/${picture}`, { token: minor.token })).status).toBe(200);
    }
    expect((await callApi(`/cdn/pictures/${key}`, { token: admin.token })).status).toBe(200);
    const audit = await adminDb().collection('auditLog').where('targetUid', '==', minor.uid).get();
    expect(audit.docs.map((doc) => doc.get('action'))).toContain('guardian-document.viewed');
  });

  it("lets an Admin see the consent and send the request; another performer's e-mail is not the guardian's", async () => {
    const admin = await createTestUser({ role: 'Admin' });
    const resent = await callApi<{ state: string }>(`/admin/users/${minor.uid}/guardian-consent/resend`, {
      method: 'POST',
      token: admin.token,
    });
    expect(resent.status, resent.text).toBe(200);
    expect(resent.body.state).toBe('pending');
    await waitForMail(guardianEmail, /Your consent for Robin/);
    const sameEmail = await callApi('/performer/update-profile', {
      method: 'PUT',
      token: minor.token,
      body: { guardianEmail: minor.email },
    });
    expect(sameEmail.status).toBe(400);
    expect(sameEmail.text).toMatch(/guardian's e-mail must be their own/);
  });
});

describe("a guardian's own choices and withdrawal", () => {
  it('records text consent on the guardian page; withdrawal by the link cancels the booked minor, who can no longer be selected', async () => {
    const [casting, admin] = await Promise.all([
      createTestUser({ role: 'Casting' }),
      createTestUser({ role: 'Admin' }),
    ]);
    const guardianEmail = `jo.lane.${Math.random().toString(36).slice(2, 8)}@example.test`;
    const guardianTel = uniquePhone();
    // No consent on record yet: the guardian gives it through the page below.
    const minor = await createTestUser({
      role: 'Performer',
      profile: completeProfile({
        firstName: 'Ari',
        dateOfBirth: minorBirth(),
        guardianFullName: 'Jo Lane',
        guardianTel,
        guardianEmail,
        guardianRelationship: 'Parent',
      }) as Record<string, unknown>,
      guardianConsent: null,
    });
    const resent = await callApi(`/admin/users/${minor.uid}/guardian-consent/resend`, {
      method: 'POST',
      token: admin.token,
    });
    expect(resent.status, resent.text).toBe(200);
    const request = await waitForMail(guardianEmail, /Your consent for Ari/);
    expect(guardianPageTokenIn(request.text)).toBe(''); // no guardian page before consent
    expect(
      (await answer(tokenIn(request.text), { decision: 'given', typedName: 'Jo Lane', agreed: true })).status,
    ).toBe(200);

    // The confirmation names the guardian page, where the guardian makes their own choices.
    const confirmation = await waitForMail(guardianEmail, /is on record/);
    const pageToken = guardianPageTokenIn(confirmation.text);
    const page = await callApi<GuardianViewAnswer>(`/guardian?token=${pageToken}`);
    expect(page.status, page.text).toBe(200);
    expect(page.body.messages).toMatchObject({ tel: guardianTel, texts: false, copyPerformer: false });
    const agreed = await saveChoices(pageToken, { texts: true, preferences: BOTH, copyPerformer: true });
    expect(agreed.status, agreed.text).toBe(200);
    expect(agreed.body).toMatchObject({ texts: true, preferences: BOTH, copyPerformer: true });
    const off = await saveChoices(pageToken, { texts: false, preferences: BOTH, copyPerformer: true });
    expect(off.body.texts).toBe(false);
    const stored = (await adminDb().collection('users').doc(minor.uid).get()).get('guardianMessages') as {
      tel: string;
      copyPerformer: boolean;
      texts: { history: { event: string; wording: string }[] };
    };
    expect(stored.tel).toBe(guardianTel);
    expect(stored.texts.history.map((event) => event.event)).toEqual(['opt-in', 'opt-out']);
    expect(stored.texts.history[0]!.wording).toBe(agreed.body.consentWording);
    expect(stored.texts.history[0]!.wording).toMatch(/may text me at my phone number about my child's/);
    const bad = await saveChoices(pageToken, { texts: 'yes', preferences: BOTH, copyPerformer: true });
    expect(bad.status).toBe(400);

    // Booked on one day, submitted to an open call on another.
    const [bookedDay, callDay] = await Promise.all([castingDay(casting), castingDay(casting)]);
    const callId = await postCall(casting, callDay.dayId, callBody(callDay.roles.Fan!));
    const submitted = await submit(minor, callId);
    expect(submitted.status, submitted.text).toBe(201);
    await book(bookedDay.dayId, minor.uid, bookedDay.roles.Fan!);

    // The guardian withdraws by the link: the booking ends, casting's board shows it, the guardian is told.
    const withdrawn = await answer(tokenIn(confirmation.text), {
      decision: 'withdrawn',
      typedName: 'Jo Lane',
      agreed: true,
    });
    expect(withdrawn.status, withdrawn.text).toBe(200);
    const board = await callApi<DayBookingBoard>(`/project/${bookedDay.projectId}/days/${bookedDay.dayId}/booking`, {
      token: casting.token,
    });
    expect(board.status, board.text).toBe(200);
    expect(board.body.participants.find((one) => one.performerId === minor.uid)?.status).toBe('cancelled');
    expect(board.body.roles.find((role) => role.id === bookedDay.roles.Fan)?.booked).toBe(0);
    await waitForMail(guardianEmail, /Your booking is cancelled/);

    // Booking them again is refused with the reason.
    const selected = await selectVia(casting, callId, minor.uid);
    expect(selected.status).toBe(409);
    expect(errorOf(selected.body)).toBe(NO_GUARDIAN_CONSENT);
  });
});

describe('turning 18', () => {
  it('tells the guardian once, however often the job runs on the birthday', async () => {
    // Born 18 years ago today (Toronto date): the job's clock is on the birthday. The stack's worker
    // runs the same daily job on its own timer, so running it here acts on no one else's data.
    const now = new Date();
    const today = agencyToday(now);
    const dateOfBirth = `${String(Number(today.slice(0, 4)) - 18)}${today.slice(4)}`;
    const guardianEmail = `kai.moss.${Math.random().toString(36).slice(2, 8)}@example.test`;
    await performerWith({
      firstName: 'Noor',
      dateOfBirth,
      guardianFullName: 'Kai Moss',
      guardianTel: uniquePhone(),
      guardianEmail,
      guardianRelationship: 'Parent',
    });
    await guardianAdulthoodJob.run(now);
    await guardianAdulthoodJob.run(new Date());
    await waitForMail(guardianEmail, /turns 18/);
    await waitForOutboxIdle([{ email: guardianEmail }]);
    expect((await mailsTo(guardianEmail)).filter((mail) => /turns 18/.test(mail.subject))).toHaveLength(1);
  });
});
