/**
 * Consent and per-kind channels: texts only after the unticked box is ticked (time and words
 * recorded), and the booking loop queueing a request's text in the Confirm's own transaction for
 * performers who chose texts, e-mail for those who did not.
 */
import { MAIL_OUTBOX_COLLECTION, textSegments, type TextSettingsBody, type TextSettingsView } from '@scenecall/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { mailsTo } from '../../../../tools/testing/mail';
import { waitForOutboxIdle } from '../../../../tools/testing/outbox';
import { textsTo, waitForTexts } from '../../../../tools/testing/sms';
import { adminDb, createTestUser, type TestUser } from '../../../../tools/testing/users';
import { performerWith } from '../casting/casting.test-support';
import { askForDay, e164, optInToTexts } from './texts.test-support';

const put = (user: TestUser, body: unknown) =>
  callApi<TextSettingsView>('/performer/text-settings', { method: 'PUT', token: user.token, body });

const optIn = (user: TestUser, preferences: TextSettingsBody['preferences']) =>
  put(user, { enabled: true, preferences });

describe('GET/PUT /api/performer/text-settings', () => {
  it('starts with e-mail only and the box unticked; ticking it records when and the words, and sends one text', async () => {
    const performer = await createTestUser({ role: 'Performer' });
    const first = await callApi<TextSettingsView>('/performer/text-settings', { token: performer.token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      enabled: false,
      consent: null,
      phone: e164(performer.tel),
      preferences: { requests: 'email', bookings: 'email', reminders: 'email' },
    });
    expect(first.body.consentWording).toMatch(/^Yes, SceneCall Background Agency may text me .* reply STOP/);

    const before = new Date().toISOString();
    const saved = await optIn(performer, { requests: 'both', bookings: 'sms', reminders: 'email' });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({
      enabled: true,
      consent: { wording: first.body.consentWording, via: 'profile' },
    });
    expect(saved.body.consent!.at >= before).toBe(true);
    const stored = (await adminDb().collection('users').doc(performer.uid).get()).get('texts') as TextSettingsView;
    expect(stored.consent).toEqual(saved.body.consent);

    const [text] = await waitForTexts(e164(performer.tel));
    expect(text!.body).toMatch(/^SceneCall: You will now get texts/);

    // Saving again while on sends nothing more and keeps the first consent.
    const again = await optIn(performer, { requests: 'sms', bookings: 'sms', reminders: 'sms' });
    expect(again.body.consent).toEqual(saved.body.consent);
    const off = await put(performer, { enabled: false, preferences: again.body.preferences });
    expect(off.body).toMatchObject({ enabled: false, consent: saved.body.consent });
    expect(off.body.stoppedAt).not.toBeNull();
    await waitForOutboxIdle([{ uid: performer.uid }]);
    expect(await textsTo(e164(performer.tel))).toHaveLength(1);
  });

  it('refuses a malformed body and anyone but a performer', async () => {
    const performer = await createTestUser({ role: 'Performer' });
    const casting = await createTestUser({ role: 'Casting' });
    expect((await put(performer, { enabled: 'yes', preferences: {} })).status).toBe(400);
    const wrong = await put(performer, {
      enabled: true,
      preferences: { requests: 'pigeon', bookings: 'sms', reminders: 'sms' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('Choose e-mail, text or both');
    expect(
      (await put(casting, { enabled: true, preferences: { requests: 'sms', bookings: 'sms', reminders: 'sms' } }))
        .status,
    ).toBe(403);
  });
});

describe('the booking loop by text', () => {
  let casting: TestUser;
  beforeAll(async () => {
    casting = await createTestUser({ role: 'Casting' });
  });

  it("queues each request's text in the Confirm's transaction for those who chose texts, and e-mail for the others", async () => {
    const [textOnly, both, emailOnly] = await Promise.all([performerWith({}), performerWith({}), performerWith({})]);
    await optInToTexts(textOnly!);
    await optInToTexts(both!, { requests: 'both', bookings: 'both', reminders: 'both' });

    const { dayId, production } = await askForDay(casting, [textOnly!, both!, emailOnly!], { name: 'Maple Street' });

    const queued = await adminDb().collection(MAIL_OUTBOX_COLLECTION).where('data.dayId', '==', dayId).get();
    const byUser = (uid: string) =>
      queued.docs.filter((doc) => doc.get('recipientUid') === uid).map((doc) => doc.get('channel') ?? 'email');
    expect(byUser(textOnly!.uid)).toEqual(['sms']);
    expect(byUser(both!.uid).sort()).toEqual(['email', 'sms']);
    expect(byUser(emailOnly!.uid)).toEqual(['email']);

    const texts = await waitForTexts(e164(textOnly!.tel), 2);
    // One segment with the short link: the day's facts the segment has no room for are left out.
    expect(texts[1]!.body).toMatch(
      new RegExp(
        `^SceneCall: Available \\w{3} \\w{3} \\d{1,2} for ${production}( \\(Non-Union[^)]*\\))?\\? Reply YES or NO by .+ Toronto time: http\\S+/b/[\\w-]{22}$`,
      ),
    );
    expect(textSegments(texts[1]!.body)).toBe(1);
    await waitForTexts(e164(both!.tel), 2);
    await waitForOutboxIdle([{ uid: textOnly!.uid }, { uid: both!.uid }, { uid: emailOnly!.uid }]);
    expect((await mailsTo(textOnly!.email)).some((mail) => mail.subject.includes(production))).toBe(false);
    expect((await mailsTo(both!.email)).some((mail) => mail.subject.includes(production))).toBe(true);
    expect((await mailsTo(emailOnly!.email)).some((mail) => mail.subject.includes(production))).toBe(true);
    expect(await textsTo(e164(emailOnly!.tel))).toHaveLength(0);
  });
});
