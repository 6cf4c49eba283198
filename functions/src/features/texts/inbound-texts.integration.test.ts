/**
 * Answering by reply, through the Twilio stand-in's incoming-text webhook (signed as Twilio signs):
 * YES / NO in every form, short codes with several open requests, answers that change nothing,
 * STOP / START / HELP, OK for a call time, and a reply racing the one-click link.
 */
import { randomUUID } from 'node:crypto';
import {
  MAIL_OUTBOX_COLLECTION,
  PARTICIPANTS_COLLECTION,
  participantId,
  type GuardianViewAnswer,
  type OutboxMailView,
  type TextSettingsView,
} from '@scenecall/shared';
import { FieldValue } from 'firebase-admin/firestore';
import twilio from 'twilio';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { TWILIO_STAND_IN } from '../../../../tools/stack/stack';
import { replyAsPhone, sentWebhooks, textsTo, waitForTexts } from '../../../../tools/testing/sms';
import { stackEnv } from '../../../../tools/testing/stack-env';
import { adminDb, createTestUser, uniquePhone, type TestUser } from '../../../../tools/testing/users';
import { waitForOutboxIdle } from '../../../../tools/testing/outbox';
import { mailsTo, waitForMail } from '../../../../tools/testing/mail';
import { performerWith } from '../casting/casting.test-support';
import { askForDay, e164, optInToTexts, textingPerformer } from './texts.test-support';

let casting: TestUser;
beforeAll(async () => {
  casting = await createTestUser({ role: 'Casting' });
});

/** A new day asking the performers; answers its name and id. */
const ask = (performers: TestUser[], inDays = 9) => askForDay(casting, performers, { inDays });

const participant = (dayId: string, uid: string) =>
  adminDb().collection(PARTICIPANTS_COLLECTION).doc(participantId(dayId, uid));
const statusOf = async (dayId: string, uid: string) => (await participant(dayId, uid).get()).get('status') as string;

describe('answering a request by text', () => {
  // One case a test: four asks in one test outran its 30 s on a busy machine (load average 25).
  it.each([
    ['  yes! ', 'available'],
    ['Y', 'available'],
    ['no.', 'unavailable'],
    [' N ', 'unavailable'],
  ] as const)(
    'takes %j (any case, stray spaces and punctuation) as %s, and says what was recorded',
    async (reply, status) => {
      const performer = await textingPerformer();
      const { dayId, production } = await ask([performer]);
      const texts = await waitForTexts(performer.phone, 2);
      expect(texts[1]!.body).toContain('Reply YES or NO by');
      const answer = await replyAsPhone(performer.phone, reply);
      expect(answer.status).toBe(200);
      expect(answer.replies[0], reply).toMatch(
        new RegExp(`^SceneCall: Thank you: you are (not )?available for ${production}`),
      );
      expect(await statusOf(dayId, performer.uid)).toBe(status);
      // Answered already: told so, and nothing changes.
      const again = await replyAsPhone(performer.phone, status === 'available' ? 'NO' : 'YES');
      expect(again.replies[0]).toMatch(/You already answered for .*nothing changed/);
      expect(await statusOf(dayId, performer.uid)).toBe(status);
    },
  );

  it('with two open requests, codes each text, asks which for a bare YES, and answers NO 2', async () => {
    const performer = await textingPerformer();
    const first = await ask([performer], 9);
    const second = await ask([performer], 10);
    const texts = await waitForTexts(performer.phone, 3);
    // Composed when it is sent: the second request's text is sent with both open.
    const secondText = texts.find((text) => text.body.includes(second.production));
    expect(secondText!.body).toContain('Reply YES 2 or NO 2 by');

    const bare = await replyAsPhone(performer.phone, 'yes');
    expect(bare.replies[0]).toMatch(
      /You have 2 requests waiting: 1\) Harbour .*; 2\) Harbour .*Reply YES or NO with the number/,
    );
    expect(await statusOf(first.dayId, performer.uid)).toBe('asked');

    const no2 = await replyAsPhone(performer.phone, 'No 2');
    expect(no2.replies[0]).toContain(`you are not available for ${second.production}`);
    expect(await statusOf(second.dayId, performer.uid)).toBe('unavailable');
    expect(await statusOf(first.dayId, performer.uid)).toBe('asked');
    const wrong = await replyAsPhone(performer.phone, 'YES 7');
    expect(wrong.replies[0]).toMatch(/There is no request 7, so nothing changed/);
  });

  it('a code keeps meaning its request when an earlier one closes; a closed code names its day', async () => {
    const performer = await textingPerformer();
    const first = await ask([performer], 9);
    const second = await ask([performer], 10);
    const third = await ask([performer], 11);
    const texts = await waitForTexts(performer.phone, 4);
    const textOf = (production: string) => texts.find((text) => text.body.includes(production))!.body;
    expect(textOf(second.production)).toContain('Reply YES 2 or NO 2 by');
    expect(textOf(third.production)).toContain('Reply YES 3 or NO 3 by');
    const token = /\/b\/([\w-]+)$/.exec(textOf(first.production))![1]!;
    const byLink = await callApi('/booking-link/answer', { method: 'POST', body: { token, available: true } });
    expect(byLink.status, byLink.text).toBe(200);

    const yes2 = await replyAsPhone(performer.phone, 'YES 2');
    expect(yes2.replies[0]).toContain(`you are available for ${second.production}`);
    expect(await statusOf(second.dayId, performer.uid)).toBe('available');
    expect(await statusOf(third.dayId, performer.uid)).toBe('asked');
    const yes1 = await replyAsPhone(performer.phone, 'YES 1');
    expect(yes1.replies[0]).toMatch(
      new RegExp(
        `Request 1 \\(${first.production}, .*\\) was already answered, so nothing changed\\. Waiting: 3\\) ${third.production}`,
      ),
    );
  });

  it('after the deadline, and from an unknown number, says so and changes nothing', async () => {
    const performer = await textingPerformer();
    const { dayId, production } = await ask([performer]);
    await waitForTexts(performer.phone, 2);
    await participant(dayId, performer.uid).update({ deadline: new Date(Date.now() - 60_000).toISOString() });
    const late = await replyAsPhone(performer.phone, 'YES');
    expect(late.replies[0]).toContain(`The time to answer for ${production}`);
    expect(await statusOf(dayId, performer.uid)).toBe('asked');

    const stranger = await replyAsPhone('+12895550199', 'YES');
    expect(stranger.replies[0]).toMatch(/could not find an account with this phone number, so nothing changed/);
  });

  it("a minor's request reaches the guardian's e-mail and phone, not the minor's; only the guardian answers", async () => {
    const guardianTel = uniquePhone();
    const guardianPhone = e164(guardianTel);
    const guardianEmail = `guardian-${randomUUID().slice(0, 8)}@example.test`;
    const minor = await performerWith({ dateOfBirth: '2014-05-01', guardianFullName: 'Gail Young', guardianTel });
    // The minor ticked texts themselves: requests still go to the guardian, who agreed to texts on their page.
    const minorPhone = await optInToTexts(minor);
    const at = new Date().toISOString();
    await adminDb()
      .collection('users')
      .doc(minor.uid)
      .update({
        'profile.guardianEmail': guardianEmail,
        guardianConsent: 'given',
        guardianMessages: {
          tel: guardianTel,
          copyPerformer: false,
          texts: {
            enabled: true,
            consent: { at, wording: 'Yes', via: 'profile' },
            stoppedAt: null,
            preferences: { requests: 'both', bookings: 'both', reminders: 'both' },
            history: [{ at, event: 'opt-in', wording: 'Yes', source: 'profile' }],
          },
        },
      });

    const first = await ask([minor]);
    const [requestText] = await waitForTexts(guardianPhone, 1);
    expect(requestText!.body).toContain('Reply YES or NO by');
    const mail = await waitForMail(guardianEmail, new RegExp(first.production));
    expect(mail.text).toContain('Hello Gail Young, guardian of');
    await waitForOutboxIdle([{ uid: minor.uid }]);
    expect(await textsTo(minorPhone)).toHaveLength(1); // the texts-on text only
    expect((await mailsTo(minor.email)).filter((sent) => sent.subject.includes(first.production))).toEqual([]);

    // The minor's own YES is refused with a clear reply, and changes nothing.
    const own = await replyAsPhone(minorPhone, 'YES');
    expect(own.replies[0]).toMatch(/^SceneCall: Your guardian answers requests for you, so nothing changed\./);
    expect(await statusOf(first.dayId, minor.uid)).toBe('asked');

    // The guardian's reply from their own number answers the minor's request, recorded as theirs.
    const byGuardian = await replyAsPhone(guardianPhone, 'yes');
    expect(byGuardian.replies[0]).toMatch(/Thank you: you are available/);
    const answered = (await participant(first.dayId, minor.uid).get()).data()!;
    expect(answered.status).toBe('available');
    expect(answered.answeredBy).toBe('guardian');
    expect((answered.history as { by: string }[]).at(-1)!.by).toBe('guardian');

    // The one-click link in the guardian's e-mail, and the guardian page it names.
    const second = await ask([minor], 11);
    const secondMail = await waitForMail(guardianEmail, new RegExp(second.production));
    const linkToken = /booking\/answer\?token=([\w-]+)&answer=not-available/.exec(secondMail.text ?? '')![1]!;
    const pageToken = /\/guardian\?token=([\w.-]+)/.exec(secondMail.text ?? '')![1]!;
    const page = await callApi<GuardianViewAnswer>(`/guardian?token=${pageToken}`);
    expect(page.status, page.text).toBe(200);
    expect(page.body.requests.map((request) => request.dayId)).toEqual([second.dayId]);
    expect(page.body.upcoming.map((booking) => booking.dayId)).toEqual([first.dayId]);
    const forged = await callApi(`/guardian?token=${pageToken.slice(0, -2)}xx`);
    expect(forged.status).toBe(404);
    const byLink = await callApi('/booking-link/answer', {
      method: 'POST',
      body: { token: linkToken, available: false },
    });
    expect(byLink.status, byLink.text).toBe(200);
    expect((await participant(second.dayId, minor.uid).get()).get('answeredBy')).toBe('guardian');
  });

  it('a reply racing the link for the same request: one wins, the other is told', async () => {
    const performer = await textingPerformer();
    const { dayId } = await ask([performer]);
    const [, request] = await waitForTexts(performer.phone, 2);
    const token = /\/b\/([\w-]+)$/.exec(request!.body)![1]!;
    const [byLink, byText] = await Promise.all([
      callApi('/booking-link/answer', { method: 'POST', body: { token, available: false } }),
      replyAsPhone(performer.phone, 'YES'),
    ]);
    const textWon = /^SceneCall: Thank you: you are available/.test(byText.replies[0] ?? '');
    const linkWon = byLink.status === 200;
    expect(textWon !== linkWon, `link ${byLink.status} ${byLink.text}, text ${byText.replies[0]}`).toBe(true);
    if (textWon) expect(byLink.status).toBe(409);
    else expect(byText.replies[0]).toMatch(/already answered|Nothing changed/);
    expect(await statusOf(dayId, performer.uid)).toBe(textWon ? 'available' : 'unavailable');
  });

  it('OK confirms a final call time', async () => {
    const performer = await textingPerformer();
    const { dayId } = await ask([performer], 3);
    await participant(dayId, performer.uid).update({
      status: 'booked',
      finalCallTime: { time: '07:30', sentAt: new Date().toISOString(), acknowledgedAt: null, changed: false },
    });
    const ok = await replyAsPhone(performer.phone, 'ok');
    expect(ok.replies[0]).toMatch(/your call time for Harbour .* is confirmed/);
    const stored = (await participant(dayId, performer.uid).get()).get('finalCallTime') as { acknowledgedAt: string };
    expect(stored.acknowledgedAt).not.toBeNull();
    expect((await replyAsPhone(performer.phone, 'OK')).replies[0]).toContain('no call time waiting');
  });
});

describe('STOP, START and HELP', () => {
  it('STOP turns texts off at once and says so; requests then come by e-mail; START turns them on again', async () => {
    const performer = await textingPerformer();
    const stop = await replyAsPhone(performer.phone, 'Stop');
    expect(stop.replies).toEqual([
      'SceneCall: You will get no more texts from us. Requests and bookings still come by e-mail. Reply START to get texts again.',
    ]);
    const settings = await callApi<TextSettingsView>('/performer/text-settings', { token: performer.token });
    expect(settings.body.enabled).toBe(false);
    expect(settings.body.stoppedAt).not.toBeNull();

    await ask([performer]);
    await waitForOutboxIdle([{ uid: performer.uid }]);
    expect(await textsTo(performer.phone)).toHaveLength(1);

    const help = await replyAsPhone(performer.phone, 'HELP');
    expect(help.replies[0]).toMatch(
      /^SceneCall: SceneCall Background Agency: texts about .* Call 1-416-555-0100 .*Reply STOP to stop\.$/,
    );

    expect((await replyAsPhone(performer.phone, 'start')).replies[0]).toContain('Texts are on again');
    const on = await callApi<TextSettingsView>('/performer/text-settings', { token: performer.token });
    // START keeps the consent given in the profile; every event stays in the history.
    expect(on.body).toMatchObject({ enabled: true, consent: { via: 'profile', wording: on.body.consentWording } });
    expect(on.body.history!.map(({ event, wording, source }) => [event, wording, source])).toEqual([
      ['opt-in', on.body.consentWording, 'profile'],
      ['stop', 'STOP', 'text'],
      ['start', 'START', 'text'],
    ]);
    expect(on.body.stoppedAt).toBe(on.body.history![1]!.at);
    await ask([performer]);
    await waitForTexts(performer.phone, 2);
  });

  it('START from someone who never ticked the box sends them to their profile instead', async () => {
    const performer = await performerWith({});
    const start = await replyAsPhone(e164(performer.tel), 'START');
    expect(start.replies[0]).toMatch(/tick the box under Text messages in your profile/);
    const settings = await callApi<TextSettingsView>('/performer/text-settings', { token: performer.token });
    expect(settings.body.enabled).toBe(false);
  });
});

describe("replies are listed with the performer's texts", () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await createTestUser({ role: 'Admin' });
  });

  it("lists a YES answer's reply, a HELP reply and a STOP reply on the Admin's user page, as texts sent", async () => {
    const performer = await textingPerformer();
    await ask([performer]);
    await waitForTexts(performer.phone, 2);
    const yes = await replyAsPhone(performer.phone, 'YES');
    const help = await replyAsPhone(performer.phone, 'help');
    const stop = await replyAsPhone(performer.phone, 'STOP');
    expect(yes.replies[0]).toContain('Thank you: you are available');

    const listed = await callApi<OutboxMailView[]>(`/admin/users/${performer.uid}/emails`, { token: admin.token });
    expect(listed.status).toBe(200);
    const replies = listed.body.filter((mail) => mail.template === 'text-reply');
    expect(replies.map((mail) => mail.subject)).toEqual([stop.replies[0], help.replies[0], yes.replies[0]]);
    for (const reply of replies) {
      expect(reply).toMatchObject({ channel: 'sms', state: 'sent', to: performer.phone, recipientUid: performer.uid });
    }
  });

  it('records nothing for a number that belongs to no account', async () => {
    const phone = e164(uniquePhone());
    expect((await replyAsPhone(phone, 'HELP')).replies[0]).toContain('SceneCall Background Agency');
    const kept = await adminDb().collection(MAIL_OUTBOX_COLLECTION).where('to', '==', phone).get();
    expect(kept.size).toBe(0);
  });
});

describe('POST /api/sms/inbound signatures', () => {
  const inbound = () => `${stackEnv().webUrl}/api/sms/inbound`;
  const post = (params: Record<string, string>, signature?: string) =>
    callApi('/sms/inbound', {
      method: 'POST',
      rawBody: new URLSearchParams(params).toString(),
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        ...(signature ? { 'X-Twilio-Signature': signature } : {}),
      },
    });

  it('a YES whose answer failed is acted on when the provider retries it: its id is recorded with the answer', async () => {
    const performer = await textingPerformer();
    const { dayId } = await ask([performer]);
    await waitForTexts(performer.phone, 2);
    // A failure between receiving the text and answering it: the participation cannot be read.
    const stored = (await participant(dayId, performer.uid).get()).data()!;
    await participant(dayId, performer.uid).update({ history: FieldValue.delete() });
    const failed = await replyAsPhone(performer.phone, 'YES');
    expect(failed.status).toBe(500);
    await participant(dayId, performer.uid).update({ history: stored.history as unknown[] });

    const hook = (await sentWebhooks()).find((sent) => sent.url === inbound() && sent.params.From === performer.phone)!;
    const retried = await post(hook.params, hook.signature);
    expect(retried.status).toBe(200);
    expect(retried.text).toContain('you are available for Harbour');
    expect(await statusOf(dayId, performer.uid)).toBe('available');
    expect((await adminDb().collection('inboundTexts').doc(hook.params.MessageSid!).get()).exists).toBe(true);
    const again = await post(hook.params, hook.signature);
    expect(again.text).not.toContain('<Message>');
  });

  it('refuses a missing or wrong signature and another account; a replay is answered without acting twice', async () => {
    const performer = await textingPerformer();
    await replyAsPhone(performer.phone, 'STOP');
    await optInToTexts(performer);
    const hook = (await sentWebhooks()).find((sent) => sent.url === inbound() && sent.params.From === performer.phone)!;
    const params = hook.params;
    expect((await post(params)).status).toBe(403);
    expect((await post(params, twilio.getExpectedTwilioSignature('not-our-token', inbound(), params))).status).toBe(
      403,
    );
    const other = { ...params, AccountSid: `AC${'d'.repeat(32)}` };
    expect(
      (await post(other, twilio.getExpectedTwilioSignature(TWILIO_STAND_IN.authToken, inbound(), other))).status,
    ).toBe(403);

    const replay = await post(params, hook.signature);
    expect(replay.status).toBe(200);
    expect(replay.text).not.toContain('<Message>');
    // The record that stops a replay keeps no number and no words, and goes after a month (TTL).
    const seen = (await adminDb().collection('inboundTexts').doc(params.MessageSid!).get()).data()!;
    expect(Object.keys(seen).sort()).toEqual(['expiresAt', 'receivedAt']);
    const kept = seen.expiresAt.toDate().getTime() - Date.parse(seen.receivedAt);
    expect(kept).toBe(30 * 86_400_000);
    const settings = await callApi<TextSettingsView>('/performer/text-settings', { token: performer.token });
    expect(settings.body.enabled).toBe(true);
  });
});
