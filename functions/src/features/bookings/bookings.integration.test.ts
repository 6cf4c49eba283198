/**
 * The booking loop through the API: ask, answer (link and app), confirm within slots (two staff at
 * once), call times and acknowledgements, cancellations with the standby offer, penalties and
 * waivers, no-shows, blacklisting, the deadlines job, and the refusals of each step.
 */
import {
  agencyDateOf,
  agencyTimeOf,
  type BookingActionAnswer,
  type DayBookingBoard,
  type PerformerBookingsAnswer,
} from '@scenecall/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { attachmentOf, waitForMail } from '../../../../tools/testing/mail';
import { adminDb, createTestUser, type TestUser } from '../../../../tools/testing/users';
import {
  applyEvent,
  book,
  callSoonToday,
  deadlineSoonToday,
  createDayAs,
  createProjectAs,
  dayBody,
  rolesOf,
  select,
} from '../projects/projects.test-support';
import { runBookingDeadlines } from './bookings.jobs';

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

function linkIn(text: string | undefined, answer: 'available' | 'not-available'): string {
  const match = new RegExp(`token=([A-Za-z0-9_-]+)&answer=${answer}`).exec(text ?? '');
  if (!match?.[1]) throw new Error(`no ${answer} link in: ${text}`);
  return match[1];
}

describe('the booking loop', () => {
  let casting: TestUser;
  let otherCasting: TestUser;
  let admin: TestUser;
  let performers: TestUser[];
  let projectId: string;
  let dayId: string;
  let leadId: string;
  const base = () => `/project/${projectId}/days/${dayId}`;

  const board = async (user = casting) => {
    const answer = await callApi<DayBookingBoard>(`${base()}/booking`, { token: user.token });
    expect(answer.status, answer.text).toBe(200);
    return answer.body;
  };
  const statusOf = async (performer: TestUser) =>
    (await board()).participants.find((participant) => participant.performerId === performer.uid)?.status;
  const post = (path: string, user: TestUser, body?: unknown) =>
    callApi(path, { method: 'POST', token: user.token, body });

  beforeAll(async () => {
    [casting, otherCasting, admin] = await Promise.all([
      createTestUser({ role: 'Casting' }),
      createTestUser({ role: 'Casting' }),
      createTestUser({ role: 'Admin' }),
    ]);
    performers = await Promise.all(
      ['Ann', 'Ben', 'Cat', 'Dan'].map((firstName) =>
        createTestUser({ role: 'Performer', profile: { firstName, lastName: 'Extra' } }),
      ),
    );
    projectId = await createProjectAs(casting, 'Booking loop');
    dayId = await createDayAs(casting, projectId, dayBody({ roles: [{ name: 'Lead', slots: 1, isSSE: false }] }));
    leadId = (await rolesOf(casting, projectId, dayId)).Lead!;
    for (const performer of performers) await select(dayId, performer.uid, leadId);
  });

  it('asks the selected performers by e-mail and refuses a past deadline, performers and another casting user', async () => {
    expect((await post(`${base()}/availability-check`, casting, { deadline: inHours(-1) })).status).toBe(400);
    expect((await post(`${base()}/availability-check`, otherCasting, { deadline: inHours(48) })).status).toBe(403);
    expect((await post(`${base()}/availability-check`, performers[0]!, { deadline: inHours(48) })).status).toBe(403);
    const asked = await post(`${base()}/availability-check`, casting, {
      performerIds: performers.slice(0, 3).map((performer) => performer.uid),
      deadline: inHours(48),
    });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.body).toEqual({ changed: 3, skipped: [] });
    const again = await post(`${base()}/availability-check`, casting, {
      performerIds: [performers[0]!.uid],
      deadline: inHours(48),
    });
    expect((again.body as { skipped: unknown[] }).skipped).toHaveLength(1);
    const role = (await board()).roles[0]!;
    expect(role).toMatchObject({ slots: 1, asked: 3, notAnswered: 3, booked: 0 });
    expect((await board()).dayStatus).toBe('Availability Check');
    const requests = await callApi<PerformerBookingsAnswer>('/performer/bookings', { token: performers[1]!.token });
    expect(requests.body.requests.map((request) => request.dayId)).toEqual([dayId]);
    expect(requests.body.needsAnswer).toBe(1);
  });

  it('takes an answer by a single-use link whose page changes nothing until its button posts', async () => {
    const mail = await waitForMail(performers[0]!.email, /Are you available/);
    expect(mail.text).toMatch(/Please answer by \w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M Toronto time\./);
    const token = linkIn(mail.text, 'available');
    const view = await callApi<{ production: string; offer: boolean }>(`/booking-link?token=${token}`);
    expect(view.status, view.text).toBe(200);
    expect(view.body).toMatchObject({ production: 'Booking loop', offer: false });
    expect(await statusOf(performers[0]!)).toBe('asked');
    const answered = await callApi('/booking-link/answer', { method: 'POST', body: { token, available: true } });
    expect(answered.status, answered.text).toBe(200);
    expect(await statusOf(performers[0]!)).toBe('available');
    const reused = await callApi<{ error: { message: string } }>('/booking-link/answer', {
      method: 'POST',
      body: { token, available: false },
    });
    expect(reused.status).toBe(409);
    expect(reused.body.error.message).toBe('This link was already used');
    expect((await callApi(`/booking-link?token=${'x'.repeat(43)}`)).status).toBe(404);
  });

  it('takes an answer in the app once, and refuses an expired link', async () => {
    expect((await post(`/performer/bookings/${dayId}/answer`, performers[1]!, { available: true })).status).toBe(200);
    const twice = await post(`/performer/bookings/${dayId}/answer`, performers[1]!, { available: false });
    expect(twice.status).toBe(409);
    const mail = await waitForMail(performers[2]!.email, /Are you available/);
    const token = linkIn(mail.text, 'not-available');
    const past = inHours(-1);
    await adminDb().doc(`participants/${dayId}_${performers[2]!.uid}`).update({ deadline: past });
    const links = await adminDb().collection('bookingLinks').where('performerId', '==', performers[2]!.uid).get();
    await Promise.all(links.docs.map((doc) => doc.ref.update({ deadline: past })));
    const expired = await callApi<{ error: { message: string } }>('/booking-link/answer', {
      method: 'POST',
      body: { token, available: false },
    });
    expect(expired.status).toBe(409);
    expect(expired.body.error.message).toBe('The time to answer has passed');
    const summary = await runBookingDeadlines(new Date());
    expect(summary.expired).toBeGreaterThanOrEqual(1);
    expect(await statusOf(performers[2]!)).toBe('expired');
    await waitForMail(performers[2]!.email, /availability request has expired/);
  });

  it('books the last slot once when two staff confirm at the same time; the other goes on standby', async () => {
    const [first, second] = await Promise.all([
      post(`${base()}/confirm`, casting, { performerIds: [performers[0]!.uid] }),
      post(`${base()}/confirm`, admin, { performerIds: [performers[1]!.uid] }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const role = (await board()).roles[0]!;
    expect(role).toMatchObject({ booked: 1, standby: 1, available: 0 });
    const statuses = [await statusOf(performers[0]!), await statusOf(performers[1]!)].sort();
    expect(statuses).toEqual(['booked', 'standby']);
    const again = await post(`${base()}/confirm`, casting, { performerIds: [performers[0]!.uid, performers[1]!.uid] });
    expect((again.body as { changed: number }).changed).toBe(0);
    expect((await board()).dayStatus).toBe('Booked');
  });

  let booked: TestUser;
  let standby: TestUser;

  it('tells the booked performer with an .ics invitation and records the booked dates', async () => {
    const bookedFirst = (await statusOf(performers[0]!)) === 'booked';
    [booked, standby] = bookedFirst ? [performers[0]!, performers[1]!] : [performers[1]!, performers[0]!];
    const mail = await waitForMail(booked.email, /You are booked/);
    const attachment = mail.attachments?.[0] as { filename?: string; generatedFileName?: string } | undefined;
    expect(attachment?.filename).toBe('booking.ics');
    expect((await attachmentOf(mail, attachment?.generatedFileName ?? '')).toString()).toMatch(/STATUS:CONFIRMED/);
    await waitForMail(standby.email, /You are on standby/);
    const user = await adminDb().doc(`users/${booked.uid}`).get();
    expect(user.get('bookedDates')).toEqual(['2026-12-03']);
  });

  it('sends call times that need acknowledging, marks a changed final time, refuses others acknowledging', async () => {
    expect((await post(`${base()}/call-time`, casting, { which: 'final', time: '07:30', roleId: leadId })).status).toBe(
      200,
    );
    expect((await board()).roles[0]!.notAcknowledged).toBe(1);
    const callMail = await waitForMail(booked.email, /Your call time/);
    expect(callMail.text).toContain('Your call time is 7:30 AM Toronto time (final).');
    const someoneElse = await post(`/performer/bookings/${dayId}/acknowledge`, standby, { which: 'final' });
    expect(someoneElse.status).toBe(409);
    expect((await post(`/performer/bookings/${dayId}/acknowledge`, booked, { which: 'final' })).status).toBe(200);
    expect((await board()).roles[0]!.notAcknowledged).toBe(0);
    await post(`${base()}/call-time`, casting, { which: 'final', time: '06:45', performerIds: [booked.uid] });
    const participant = (await board()).participants.find((entry) => entry.performerId === booked.uid)!;
    expect(participant.finalCallTime).toEqual({ time: '06:45', acknowledged: false, changed: true });
    await waitForMail(booked.email, /call time has changed/);
    const draft = await post(`${base()}/call-time`, casting, { which: 'draft', time: '06:00', roleId: leadId });
    expect((draft.body as { skipped: unknown[] }).skipped).toHaveLength(1);
  });

  it('offers a cancelled slot to the first on standby, who takes it', async () => {
    const cancelled = await post(`/performer/bookings/${dayId}/cancel`, booked, undefined);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body).toEqual({ status: 'cancelled', penaltyCents: 0 });
    expect(await statusOf(standby)).toBe('offered');
    await waitForMail(standby.email, /A slot opened/);
    expect((await post(`/performer/bookings/${dayId}/answer`, standby, { available: true })).status).toBe(200);
    expect(await statusOf(standby)).toBe('booked');
    expect((await adminDb().doc(`users/${booked.uid}`).get()).get('bookedDates')).toEqual([]);
    expect((await adminDb().doc(`users/${standby.uid}`).get()).get('bookedDates')).toEqual(['2026-12-03']);
    expect((await post(`/performer/bookings/${dayId}/cancel`, booked, undefined)).status).toBe(409);
  });

  it('blacklists with a reason only Admin sees; the performer is told only that they are no longer needed', async () => {
    const performer = performers[3]!;
    expect(
      (await post(`/project/${projectId}/blacklist`, otherCasting, { performerIds: [performer.uid], reason: 'Late' }))
        .status,
    ).toBe(403);
    const done = await post(`/project/${projectId}/blacklist`, casting, {
      performerIds: [performer.uid],
      reason: 'Rude on set',
    });
    expect(done.body).toEqual({ changed: 1, skipped: [] });
    expect(await statusOf(performer)).toBe('blacklisted');
    expect((await board()).blacklist).toEqual([expect.objectContaining({ performerId: performer.uid, reason: null })]);
    expect((await board(admin)).blacklist[0]?.reason).toBe('Rude on set');
    const mine = await callApi<PerformerBookingsAnswer>('/performer/bookings', { token: performer.token });
    expect(JSON.stringify(mine.body)).not.toMatch(/blacklist|Rude/i);
    await waitForMail(performer.email, /no longer needed/);
    const askAgain = await post(`${base()}/availability-check`, casting, {
      performerIds: [performer.uid],
      deadline: inHours(24),
    });
    expect((askAgain.body as { skipped: { reason: string }[] }).skipped[0]?.reason).toBe('No longer on this project');
  });

  it('records the late-cancellation and no-show penalties, which only an Admin waives', async () => {
    const call = callSoonToday();
    const soon = await createDayAs(
      casting,
      projectId,
      dayBody({ dates: [agencyDateOf(call)], roles: [{ name: 'Crowd', slots: 2, isSSE: false }] }),
    );
    const crowd = (await rolesOf(casting, projectId, soon)).Crowd!;
    const [late, absent] = [performers[0]!, performers[2]!];
    const day = `/project/${projectId}/days/${soon}`;
    for (const performer of [late, absent]) await select(soon, performer.uid, crowd);
    await post(`${day}/availability-check`, casting, { deadline: deadlineSoonToday() });
    for (const performer of [late, absent])
      await post(`/performer/bookings/${soon}/answer`, performer, { available: true });
    await post(`${day}/confirm`, casting, {});
    await post(`${day}/call-time`, casting, { which: 'final', time: agencyTimeOf(call), roleId: crowd });
    const cancelled = await post(`/performer/bookings/${soon}/cancel`, late, undefined);
    expect(cancelled.body).toEqual({ status: 'cancelled', penaltyCents: 2500 });
    expect((await post(`${day}/participants/${absent.uid}/mark`, otherCasting, { mark: 'no-show' })).status).toBe(403);
    const noShow = await post(`${day}/participants/${absent.uid}/mark`, casting, { mark: 'no-show' });
    expect(noShow.body).toEqual({ status: 'no-show' });
    expect((await post(`${day}/participants/${late.uid}/waive-penalty`, casting)).status).toBe(403);
    expect((await post(`${day}/participants/${late.uid}/waive-penalty`, admin)).body).toEqual({ penaltyWaived: true });
    expect((await post(`${day}/participants/${late.uid}/waive-penalty`, admin)).status).toBe(409);
    const past = await callApi<PerformerBookingsAnswer>('/performer/bookings', { token: absent.token });
    expect(past.body.past.find((entry) => entry.dayId === soon)).toMatchObject({
      penaltyCents: 2500,
      penaltyReason: 'no-show',
    });
  });

  it("addresses a minor's request to the guardian, whose answer is recorded as the guardian's", async () => {
    const minor = await createTestUser({
      role: 'Performer',
      profile: { firstName: 'Kit', lastName: 'Young', dateOfBirth: '2014-05-01', guardianFullName: 'Gail Young' },
      guardianConsent: 'given',
    });
    await select(dayId, minor.uid, leadId);
    await post(`${base()}/availability-check`, casting, { performerIds: [minor.uid], deadline: inHours(24) });
    const mail = await waitForMail(minor.email, /Are you available/);
    expect(mail.text).toContain('Hello Gail Young, guardian of Kit Young,');
    const token = linkIn(mail.text, 'not-available');
    expect((await callApi<{ answerer: string }>(`/booking-link?token=${token}`)).body.answerer).toBe('guardian');
    await callApi('/booking-link/answer', { method: 'POST', body: { token, available: false } });
    const participant = await adminDb().doc(`participants/${dayId}_${minor.uid}`).get();
    expect(participant.get('status')).toBe('unavailable');
    expect(participant.get('answeredBy')).toBe('guardian');
  });
});

describe('a minor’s 12 hours’ rest between working days (issue 39)', () => {
  it('refuses a booking that leaves 11 h after the previous day’s limit, and books with 12 h after its wrap', async () => {
    const [casting, minor, adult] = await Promise.all([
      createTestUser({ role: 'Casting' }),
      createTestUser({
        role: 'Performer',
        profile: { firstName: 'Mia', lastName: 'Young', dateOfBirth: '2013-01-20' },
        guardianConsent: 'given',
      }),
      createTestUser({ role: 'Performer', profile: { firstName: 'Al', lastName: 'Grown' } }),
    ]);
    const projectId = await createProjectAs(casting, 'Rest rule');
    const roles = [{ name: 'Crowd', slots: 5, isSSE: false }];
    const dayA = await createDayAs(casting, projectId, dayBody({ dates: ['2027-03-10'], roles }));
    const dayB = await createDayAs(casting, projectId, dayBody({ dates: ['2027-03-11'], roles }));
    const [crowdA, crowdB] = [
      (await rolesOf(casting, projectId, dayA)).Crowd!,
      (await rolesOf(casting, projectId, dayB)).Crowd!,
    ];
    // Day A: the minor (14: 10 h) called at 08:00, not wrapped: the day may run to 18:00.
    await book(dayA, minor.uid, crowdA, { final: '08:00' });
    // Day B: called at 05:00 (the call sent to the adult), 11 h after 18:00.
    await book(dayB, adult.uid, crowdB, { final: '05:00' });
    await select(dayB, minor.uid, crowdB);
    const asked = await callApi(`/project/${projectId}/days/${dayB}/availability-check`, {
      method: 'POST',
      token: casting.token,
      body: { performerIds: [minor.uid], deadline: inHours(24) },
    });
    expect(asked.status, asked.text).toBe(200);
    await applyEvent(dayB, minor.uid, { kind: 'answer', available: true }, { by: 'guardian', byUid: null });
    const confirm = () =>
      callApi<BookingActionAnswer>(`/project/${projectId}/days/${dayB}/confirm`, {
        method: 'POST',
        token: casting.token,
        body: { performerIds: [minor.uid], others: 'standby' },
      });
    const refused = await confirm();
    expect(refused.status, refused.text).toBe(200);
    expect(refused.body.skipped).toEqual([
      {
        performerId: minor.uid,
        reason:
          'Only 11 h of rest between the end of the day’s limit (not wrapped yet) on Wed, Mar 10, 2027 at 6:00 PM and the call on Thu, Mar 11, 2027 at 5:00 AM: a minor needs 12 h between working days',
      },
    ]);
    // Wrapped at 17:00 on set: 12 h to the 05:00 call.
    await adminDb().doc(`vouchers/${dayA}_${minor.uid}_2027-03-10`).set({
      dayId: dayA,
      performerId: minor.uid,
      date: '2027-03-10',
      status: 'sent',
      in: '08:00',
      out: '17:00',
      meals: [],
      allowances: [],
      notes: '',
      revision: 1,
      pay: null,
      signature: null,
      dispute: null,
      updatedAt: new Date().toISOString(),
    });
    const booked = await confirm();
    expect(booked.status, booked.text).toBe(200);
    expect(booked.body).toMatchObject({ changed: 1, skipped: [] });
  });
});
