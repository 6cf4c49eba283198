/**
 * When texts go out: quiet hours (22:00–07:00 Toronto time, the server clock in UTC) with the urgent
 * call-time exception, the daily cap per number, and a must-arrive text that fails going by e-mail.
 */
import { createHash } from 'node:crypto';
import {
  addCalendarDays,
  agencyInstant,
  agencyToday,
  MAIL_OUTBOX_COLLECTION,
  TEXTS_PER_PHONE_PER_DAY,
  type OutboxMailView,
  type StaffUserView,
} from '@scenecall/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { mailsTo, waitForMail } from '../../../../tools/testing/mail';
import { outboxDocument, waitForOutboxIdle, waitForOutboxMail } from '../../../../tools/testing/outbox';
import { allowTexts, replyAsPhone, setTextOutcome, textsTo, waitForTexts } from '../../../../tools/testing/sms';
import { adminDb, createTestUser, type TestUser } from '../../../../tools/testing/users';
import { deliverQueuedMailNow } from '../../../../tools/testing/worker';
import { enqueueText } from '../mail';
import { deliverMail } from '../mail/delivery';
import { RETRY_DELAYS_MS } from '../mail/delivery-state';
import { textsOnTemplate } from './texts-on.text';
import { askForDay, e164, textingPerformer } from './texts.test-support';

/** A performer who agreed to texts (every text is checked against that at delivery). */
async function textingUser(): Promise<TestUser> {
  const performer = await createTestUser({ role: 'Performer' });
  await allowTexts(performer.uid);
  return performer;
}
const queue = async (performer: TestUser, urgent = false) =>
  (await enqueueText({ template: textsOnTemplate, data: {}, to: { uid: performer.uid }, urgent })).id;

describe('quiet hours', () => {
  // Tomorrow night, not tonight: a text queued now is not due at a time already past.
  const tonight = agencyInstant(addCalendarDays(agencyToday(), 1), '23:30');
  const tomorrow = addCalendarDays(agencyToday(), 2);

  it('holds a text queued at 11:30 PM until 7:00 AM Toronto time', async () => {
    const performer = await textingUser();
    const id = await queue(performer);
    expect(await deliverMail(id, { now: tonight, quietHours: true })).toBe('held');
    const held = await outboxDocument(id);
    expect(held).toMatchObject({ state: 'pending', nextAttemptAt: agencyInstant(tomorrow, '07:00').toISOString() });
    expect(held!.lastError).toContain('quiet hours');
    expect(await deliverMail(id, { now: agencyInstant(tomorrow, '06:59'), quietHours: true })).toBe('not-due');
    expect(await textsTo(e164(performer.tel))).toHaveLength(0);
    expect(await deliverMail(id, { now: agencyInstant(tomorrow, '07:00'), quietHours: true })).toBe('sent');
    await waitForTexts(e164(performer.tel));
  });

  it('sends an urgent call-time change at any hour', async () => {
    const performer = await textingUser();
    const id = await queue(performer, true);
    expect(await deliverMail(id, { now: tonight, quietHours: true })).toBe('sent');
    await waitForTexts(e164(performer.tel));
  });
});

describe('the daily cap', () => {
  it(`stops at ${TEXTS_PER_PHONE_PER_DAY} texts a day to one number`, async () => {
    const performer = await textingUser();
    // A text that takes two attempts (the provider down once) counts once: texts, not attempts.
    await setTextOutcome(e164(performer.tel), 'unavailable');
    const retried = await queue(performer);
    await deliverMail(retried); // or the worker's poll got there first
    await waitForOutboxMail(retried, (doc) => doc.state === 'pending' && doc.attempts === 1);
    await setTextOutcome(e164(performer.tel), 'delivered');
    expect(await deliverMail(retried, { now: new Date(Date.now() + RETRY_DELAYS_MS[0]! + 1_000) })).toBe('sent');
    for (let index = 1; index < TEXTS_PER_PHONE_PER_DAY; index += 1) await queue(performer);
    await waitForTexts(e164(performer.tel), TEXTS_PER_PHONE_PER_DAY);
    const id = await queue(performer);
    await deliverMail(id);
    await waitForOutboxIdle([{ uid: performer.uid }]);
    expect(await outboxDocument(id)).toMatchObject({ state: 'failed', attempts: 1 });
    expect((await outboxDocument(id))!.lastError).toContain(`daily limit of ${TEXTS_PER_PHONE_PER_DAY} texts`);
    expect(await textsTo(e164(performer.tel))).toHaveLength(TEXTS_PER_PHONE_PER_DAY);
    // The count keeps the number only as a hash, and goes two days after its day (TTL).
    const hash = createHash('sha256').update(e164(performer.tel)).digest('hex').slice(0, 32);
    const today = agencyToday();
    const counted = (await adminDb().collection('textDailyCounts').doc(`${hash}_${today}`).get()).data()!;
    expect(counted).toMatchObject({ count: TEXTS_PER_PHONE_PER_DAY, date: today });
    expect(counted.expiresAt.toDate().toISOString()).toBe(agencyInstant(addCalendarDays(today, 2)).toISOString());
  });
});

describe('a must-arrive text that fails goes by e-mail', () => {
  let casting: TestUser;
  beforeAll(async () => {
    casting = await createTestUser({ role: 'Casting' });
  });

  async function textOnlyPerformer(outcome: 'undelivered' | 'refused'): Promise<TestUser> {
    const performer = await textingPerformer();
    await setTextOutcome(performer.phone, outcome);
    return performer;
  }

  it('when the carrier reports it undelivered, or the provider refuses the number', async () => {
    const [undelivered, refused] = await Promise.all([textOnlyPerformer('undelivered'), textOnlyPerformer('refused')]);
    const { production } = await askForDay(casting, [undelivered, refused], { name: 'Fallback' });
    await deliverQueuedMailNow();
    const byFallback = await waitForMail(undelivered.email, new RegExp(`Are you available\\? ${production}`));
    expect(byFallback.text).toContain('Available:');
    await waitForMail(refused.email, new RegExp(`Are you available\\? ${production}`));
    expect((await mailsTo(undelivered.email)).filter((mail) => mail.subject.includes(production))).toHaveLength(1);
  });

  it('but a text that need not arrive (the opt-in notice) has no fallback', async () => {
    const performer = await textingUser();
    await setTextOutcome(e164(performer.tel), 'refused');
    const id = await queue(performer);
    await deliverMail(id);
    await waitForOutboxIdle([{ uid: performer.uid }]);
    expect(await outboxDocument(id)).toMatchObject({ state: 'failed' });
    expect(await mailsTo(performer.email)).toHaveLength(0);
  });
});

describe('STOP stops texts already queued', () => {
  it('a request text that failed once, and a text held for quiet hours, are cancelled; the request goes by e-mail', async () => {
    const casting = await createTestUser({ role: 'Casting' });
    const performer = await textingPerformer();
    const phone = performer.phone;
    await setTextOutcome(phone, 'unavailable');
    const { production } = await askForDay(casting, [performer], { name: 'Stopped' });
    const requests = await adminDb()
      .collection(MAIL_OUTBOX_COLLECTION)
      .where('recipientUid', '==', performer.uid)
      .where('template', '==', 'booking-request-text')
      .get();
    const requestId = requests.docs[0]!.id;
    await deliverMail(requestId); // or the worker's poll got there first
    await waitForOutboxMail(requestId, (doc) => doc.state === 'pending' && doc.attempts === 1);
    const tonight = agencyInstant(addCalendarDays(agencyToday(), 1), '23:30');
    const heldId = await queue(performer);
    expect(await deliverMail(heldId, { now: tonight, quietHours: true })).toBe('held');

    expect((await replyAsPhone(phone, 'STOP')).replies[0]).toContain('You will get no more texts from us');
    await setTextOutcome(phone, 'delivered');
    const retryAt = new Date(Date.now() + RETRY_DELAYS_MS[0]! + 1_000);
    expect(await deliverMail(requestId, { now: retryAt })).toBe('failed');
    const cancelled = await outboxDocument(requestId);
    expect(cancelled).toMatchObject({ state: 'failed', attempts: 2 });
    expect(cancelled!.lastError).toMatch(/^Cancelled: texts were turned off \(STOP\) on /);
    // The Admin's user page lists it with its words, why it was not sent, and the consent history.
    const admin = await createTestUser({ role: 'Admin' });
    const rows = await callApi<OutboxMailView[]>(`/admin/users/${performer.uid}/emails`, { token: admin.token });
    expect(rows.body.find((row) => row.id === requestId)).toMatchObject({
      channel: 'sms',
      state: 'failed',
      subject: expect.stringMatching(new RegExp(`^SceneCall: Available .* for ${production}.* Reply YES or NO by `)),
      lastError: cancelled!.lastError,
    });
    const user = await callApi<StaffUserView>(`/admin/users/${performer.uid}`, { token: admin.token });
    expect(user.body.textConsentHistory.map(({ event, source }) => [event, source])).toEqual([
      ['opt-in', 'profile'],
      ['stop', 'text'],
    ]);
    const morning = agencyInstant(addCalendarDays(agencyToday(), 2), '07:00');
    expect(await deliverMail(heldId, { now: morning, quietHours: true })).toBe('failed');
    expect(await textsTo(phone)).toHaveLength(1);
    // The request must arrive: its e-mail goes instead (queued at the attempt's clock, a minute ahead).
    const { fallbackMailId } = (cancelled as { fallbackMailId?: string }) ?? {};
    expect(await deliverMail(fallbackMailId!, { now: retryAt })).toBe('sent');
    await waitForMail(performer.email, new RegExp(`Are you available\\? ${production}`));
  });
});
