/**
 * The performer's side around bookings: the availability calendar, the private iCalendar feed
 * (revocable), worked days that pre-fill a commission and are marked paid with it, the reminder
 * a few days before the commission is due, and booking penalties on the commissions page.
 */
import {
  addCalendarDays,
  agencyInstant,
  agencyToday,
  type AvailabilityAnswer,
  type CalendarFeedAnswer,
  type WorkedDaysAnswer,
} from '@scenecall/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { waitForMail } from '../../../../tools/testing/mail';
import { adminDb, createTestUser, type TestUser } from '../../../../tools/testing/users';
import { confirmCard, createdIntent, paymentBody, waitForStatus } from '../payments/payments.test-support';
import { book, createDayAs, createProjectAs, dayBody, rolesOf, select } from '../projects/projects.test-support';
import { sendCommissionReminders } from './bookings.jobs';

describe('the performer calendar, feed and commission from bookings', () => {
  let casting: TestUser;
  let performer: TestUser;
  let other: TestUser;
  let dayId: string;
  const today = agencyToday();

  beforeAll(async () => {
    casting = await createTestUser({ role: 'Casting' });
    const made = await Promise.all(
      ['Eve', 'Fay'].map((firstName) =>
        createTestUser({ role: 'Performer', profile: { firstName, lastName: 'Cal', unionStatus: 'Non-Union' } }),
      ),
    );
    [performer, other] = [made[0]!, made[1]!];
    const projectId = await createProjectAs(casting, 'Calendar show');
    dayId = await createDayAs(
      casting,
      projectId,
      dayBody({ dates: [today, addCalendarDays(today, 1)], roles: [{ name: 'Crowd', slots: 2, isSSE: false }] }),
    );
    const crowd = (await rolesOf(casting, projectId, dayId)).Crowd!;
    await select(dayId, performer.uid, crowd);
    const day = `/project/${projectId}/days/${dayId}`;
    const deadline = new Date(Date.now() + 3_600_000).toISOString();
    const post = (path: string, user: TestUser, body?: unknown) =>
      callApi(path, { method: 'POST', token: user.token, body });
    expect((await post(`${day}/availability-check`, casting, { deadline })).status).toBe(200);
    expect((await post(`/performer/bookings/${dayId}/answer`, performer, { available: true })).status).toBe(200);
    expect((await post(`${day}/confirm`, casting, {})).status).toBe(200);
    expect((await post(`${day}/call-time`, casting, { which: 'final', time: '23:45', roleId: crowd })).status).toBe(
      200,
    );
  });

  it('keeps the dates a performer cannot work (future ones only) next to their booked dates', async () => {
    const dates = [addCalendarDays(today, 10), addCalendarDays(today, -3), addCalendarDays(today, 10)];
    const saved = await callApi<AvailabilityAnswer>('/performer/availability', {
      method: 'PUT',
      token: performer.token,
      body: { dates },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.unavailableDates).toEqual([addCalendarDays(today, 10)]);
    expect(saved.body.bookedDates).toEqual([today, addCalendarDays(today, 1)]);
    const stored = await adminDb().doc(`users/${performer.uid}`).get();
    expect(stored.get('unavailableDates')).toEqual([addCalendarDays(today, 10)]);
    expect(
      (await callApi('/performer/availability', { method: 'PUT', token: casting.token, body: { dates } })).status,
    ).toBe(403);
  });

  it('serves a private calendar feed with the booking confirmed, and stops serving it once revoked', async () => {
    const feed = await callApi<CalendarFeedAnswer>('/performer/calendar-feed', {
      method: 'POST',
      token: performer.token,
    });
    expect(feed.status, feed.text).toBe(200);
    const path = new URL(feed.body.url).pathname.replace(/^\/api/, '');
    const calendar = await callApi<string>(path);
    expect(calendar.status).toBe(200);
    expect(calendar.text).toContain('BEGIN:VCALENDAR');
    expect(calendar.text).toContain('STATUS:CONFIRMED');
    expect(calendar.text).toContain('Calendar show');
    expect(calendar.text).toContain('Call time 11:45 PM Toronto time');
    const renewed = await callApi<CalendarFeedAnswer>('/performer/calendar-feed', {
      method: 'POST',
      token: performer.token,
    });
    expect((await callApi(path)).status).toBe(404);
    const renewedPath = new URL(renewed.body.url).pathname.replace(/^\/api/, '');
    expect((await callApi(renewedPath)).status).toBe(200);
    expect((await callApi('/performer/calendar-feed', { method: 'DELETE', token: performer.token })).status).toBe(204);
    expect((await callApi(renewedPath)).status).toBe(404);
  });

  it('offers the worked day to pre-fill the commission, refuses a day not worked, and marks it paid with the commission', async () => {
    const worked = await callApi<WorkedDaysAnswer>('/performer/worked-days', { token: performer.token });
    expect(worked.body.days).toEqual([
      { dayId, production: 'Calendar show', title: 'Diner patrons', dates: [today], commissionPaid: false },
    ]);
    const notMine = await callApi('/performer/stripe/create-payment-intent', {
      method: 'POST',
      token: other.token,
      body: paymentBody({ dates: [today], dayIds: [dayId] }),
      headers: { 'Idempotency-Key': `not-mine-${Date.now()}` },
    });
    expect(notMine.status).toBe(400);
    const intent = await createdIntent(
      performer.token,
      paymentBody({ production: 'Calendar show', dates: [today], dayIds: [dayId], rate: 10 }),
    );
    expect((await confirmCard(intent.clientSecret, '4242 4242 4242 4242')).status).toBe(200);
    await waitForStatus(intent.commissionId, 'paid');
    const participant = await adminDb().doc(`participants/${dayId}_${performer.uid}`).get();
    expect(participant.get('commissionPaid')).toBe(true);
  });

  it('reminds once a few days before the commission is due, and shows booking penalties on the commissions page', async () => {
    await adminDb().doc(`participants/${dayId}_${performer.uid}`).update({ commissionPaid: false });
    // Other files share the stack (and may have worked days of their own): count this performer's reminders.
    const reminders = async () =>
      (await adminDb().collection('mailOutbox').where('recipientUid', '==', performer.uid).get()).docs.filter(
        (doc) => doc.get('template') === 'commission-reminder',
      ).length;
    // No pay date recorded: due 4 weeks + 14 days after the shoot, reminded from 4 days before.
    const fourDaysBeforeDue = new Date(Date.now() + 38 * 86_400_000);
    await sendCommissionReminders(new Date(Date.now() + 11 * 86_400_000));
    expect(await reminders()).toBe(0);
    await sendCommissionReminders(fourDaysBeforeDue);
    await sendCommissionReminders(fourDaysBeforeDue);
    expect(await reminders()).toBe(1);
    const mail = await waitForMail(performer.email, /^Has your pay arrived\? /);
    expect(mail.text).toContain('Record the date it arrived');
    await sendCommissionReminders(new Date(Date.now() + 43 * 86_400_000));
    expect(await reminders()).toBe(1);

    const cancelled = await callApi<{ penaltyCents: number }>(`/performer/bookings/${dayId}/cancel`, {
      method: 'POST',
      token: performer.token,
    });
    expect(cancelled.body.penaltyCents).toBe(2500);
    const page = await callApi<WorkedDaysAnswer>('/performer/worked-days', { token: performer.token });
    expect(page.body.penalties).toEqual([
      expect.objectContaining({ dayId, reason: 'late-cancellation', penaltyCents: 2500, waived: false }),
    ]);
  });

  it('reminds by text, with the e-mail as its fallback, a performer who chose texts for reminders', async () => {
    const [textOnly, both] = await Promise.all(
      ['Tex', 'Bo'].map((firstName) =>
        createTestUser({ role: 'Performer', profile: { firstName, lastName: 'Rem', unionStatus: 'Non-Union' } }),
      ),
    );
    const projectId = await createProjectAs(casting, 'Reminder show');
    const workedId = await createDayAs(
      casting,
      projectId,
      dayBody({ dates: [today], roles: [{ name: 'Crowd', slots: 2, isSSE: false }] }),
    );
    const crowd = (await rolesOf(casting, projectId, workedId)).Crowd!;
    for (const [user, reminders] of [
      [textOnly!, 'sms'],
      [both!, 'both'],
    ] as const) {
      await book(workedId, user.uid, crowd);
      const settings = await callApi('/performer/text-settings', {
        method: 'PUT',
        token: user.token,
        body: { enabled: true, preferences: { requests: 'email', bookings: 'email', reminders } },
      });
      expect(settings.status, settings.text).toBe(200);
    }
    const queued = async (uid: string) =>
      (await adminDb().collection('mailOutbox').where('recipientUid', '==', uid).get()).docs
        .filter((doc) => String(doc.get('template')).startsWith('commission-reminder'))
        .map((doc) => ({ template: doc.get('template'), fallback: doc.get('fallbackMail')?.template ?? null }));
    const fourDaysBeforeDue = new Date(Date.now() + 38 * 86_400_000);
    await sendCommissionReminders(fourDaysBeforeDue);
    await sendCommissionReminders(fourDaysBeforeDue);
    expect(await queued(textOnly!.uid)).toEqual([
      { template: 'commission-reminder-text', fallback: 'commission-reminder' },
    ]);
    expect((await queued(both!.uid)).map((entry) => entry.template).sort()).toEqual([
      'commission-reminder',
      'commission-reminder-text',
    ]);
  });

  it('pays a commission naming a worked day deleted since, without leaving a participant behind', async () => {
    const projectId = await createProjectAs(casting, 'Gone show');
    const goneDayId = await createDayAs(
      casting,
      projectId,
      dayBody({ dates: [today], roles: [{ name: 'Crowd', slots: 1, isSSE: false }] }),
    );
    await select(goneDayId, other.uid, (await rolesOf(casting, projectId, goneDayId)).Crowd!);
    const day = `/project/${projectId}/days/${goneDayId}`;
    const post = (path: string, user: TestUser, body?: unknown) =>
      callApi(path, { method: 'POST', token: user.token, body });
    // Before today is over in Toronto, whatever the hour the test runs at: halfway to midnight.
    const midnight = agencyInstant(addCalendarDays(today, 1), '00:00').getTime();
    const deadline = new Date((Date.now() + midnight) / 2).toISOString();
    expect((await post(`${day}/availability-check`, casting, { deadline })).status).toBe(200);
    expect((await post(`/performer/bookings/${goneDayId}/answer`, other, { available: true })).status).toBe(200);
    expect((await post(`${day}/confirm`, casting, {})).status).toBe(200);
    expect((await post(`${day}/participants/${other.uid}/mark`, casting, { mark: 'worked' })).status).toBe(200);
    const intent = await createdIntent(
      other.token,
      paymentBody({ production: 'Gone show', dates: [today], dayIds: [goneDayId], rate: 10 }),
    );
    expect((await callApi(day, { method: 'DELETE', token: casting.token })).status).toBe(204);
    expect((await confirmCard(intent.clientSecret, '4242 4242 4242 4242')).status).toBe(200);
    await waitForStatus(intent.commissionId, 'paid');
    expect((await adminDb().doc(`participants/${goneDayId}_${other.uid}`).get()).exists).toBe(false);
  });
});
