/**
 * The set screen's own routes through the stack (issue 22): check-in codes (each performer's own,
 * useless on another day, date or for another person), scanning them (a newcomer's first day marked), bulk events through the
 * single events' path, finishing a date (absent performers become no-shows for that date through
 * the booking loop, penalty and waiver included), the day's late grace, and a set device's replayed
 * changes recorded once.
 */
import {
  addCalendarDays,
  agencyInstant,
  agencyToday,
  formatDateForPeople,
  newVoucher,
  type BulkVoucherAnswer,
  type CheckInAnswer,
  type FinishDayAnswer,
  type ProductionDayPage,
  type SetScreenView,
  type VoucherView,
} from '@scenecall/shared';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { adminDb, createTestUser, type TestUser } from '../../../../tools/testing/users';
import { crewDay, type CrewDay } from './set-screen.test-support';
import { voucherId } from './vouchers.repository';
import { checkInCodeOf, WORK_DATE } from './workday.test-support';

const NEXT_DATE = addCalendarDays(WORK_DATE, 1);

const post = <T>(day: CrewDay, path: string, body: unknown, token = day.casting.token) =>
  callApi<T>(`${day.path}${path}`, { method: 'POST', token, body });

const event = (day: CrewDay, index: number, body: Record<string, unknown>) =>
  post<VoucherView>(day, `/vouchers/${day.crew[index]!.performer.uid}/events`, { date: WORK_DATE, ...body });

const setScreen = async (day: CrewDay) => {
  const answer = await callApi<SetScreenView>(`${day.path}/set`, { token: day.casting.token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
};

const stateOf = (screen: SetScreenView, uid: string) => screen.people.find((person) => person.performerId === uid);

describe('check-in codes', () => {
  it('a performer gets their own code for a date they are booked on, and nobody else’s', async () => {
    const day = await crewDay(['Crowd']);
    const { performer } = day.crew[0]!;
    const code = await checkInCodeOf(performer, day.dayId);
    expect(code).toContain(`.${day.dayId}.${performer.uid}.`);
    const stranger = await createTestUser({ role: 'Performer' });
    const theirs = await callApi(`/performer/bookings/${day.dayId}/check-in-code`, { token: stranger.token });
    expect(theirs.status).toBe(404);
    const notWorked = await callApi(`/performer/bookings/${day.dayId}/check-in-code?date=${NEXT_DATE}`, {
      token: performer.token,
    });
    expect(notWorked.status).toBe(400);
    expect(notWorked.text).toContain('You do not work on that date');
  });

  it('a scanned code checks its performer in at the time given, marking a newcomer’s first day; the set screen shows it', async () => {
    const [first, second, veteran] = await Promise.all([0, 1, 2].map(() => createTestUser({ role: 'Performer' })));
    await crewDay(['Crowd'], { dates: [addCalendarDays(WORK_DATE, -7)], performers: [veteran!] });
    const day = await crewDay(['Crowd', 'Crowd', 'Crowd'], { performers: [first!, second!, veteran!] });
    const scan = async (performer: TestUser, time: string) => {
      const answer = await post<CheckInAnswer>(day, '/check-ins', {
        code: await checkInCodeOf(performer, day.dayId),
        date: WORK_DATE,
        time,
      });
      expect(answer.status, answer.text).toBe(200);
      return answer.body;
    };
    expect(await scan(first!, '06:58')).toMatchObject({
      performerId: first!.uid,
      voucher: { in: '06:58', status: 'open' },
      firstDay: true,
    });
    expect(await scan(veteran!, '07:01')).toMatchObject({ performerId: veteran!.uid, firstDay: false });
    const screen = await setScreen(day);
    expect(stateOf(screen, first!.uid)).toMatchObject({ state: 'checked-in', firstDay: true });
    expect(stateOf(screen, veteran!.uid)).toMatchObject({ state: 'checked-in', firstDay: false });
    expect(stateOf(screen, second!.uid)?.state).not.toBe('checked-in');
  });

  it('refuses a code of another day, another date, another person or a forged one, with the reason', async () => {
    const casting = await createTestUser({ role: 'Casting' });
    const day = await crewDay(['Crowd'], { casting, dates: [WORK_DATE, NEXT_DATE] });
    const other = await crewDay(['Crowd'], { casting });
    const { performer } = day.crew[0]!;
    const code = await checkInCodeOf(performer, day.dayId);
    const [, dayId, performerId, date, mac] = code.split('.');
    const attempts: [string, string, string][] = [
      [await checkInCodeOf(other.crew[0]!.performer, other.dayId), WORK_DATE, 'for another production day'],
      [await checkInCodeOf(performer, day.dayId, NEXT_DATE), WORK_DATE, 'for another date of this day'],
      [`sc1.${dayId}.${other.crew[0]!.performer.uid}.${date}.${mac}`, WORK_DATE, 'This check-in code is not valid'],
      [`sc1.${dayId}.${performerId}.${date}.${'A'.repeat(22)}`, WORK_DATE, 'This check-in code is not valid'],
    ];
    for (const [forged, on, reason] of attempts) {
      const answer = await post(day, '/check-ins', { code: forged, date: on, time: '07:00' });
      expect(answer.status, forged).toBe(400);
      expect(answer.text).toContain(reason);
    }
    expect(stateOf(await setScreen(day), performer.uid)?.state).not.toBe('checked-in');
    const otherCasting = await createTestUser({ role: 'Casting' });
    const notTheirs = await post(day, '/check-ins', { code, date: WORK_DATE, time: '07:00' }, otherCasting.token);
    expect(notTheirs.status).toBe(403);
  });
});

describe('the date on set (issue 37, item 4)', () => {
  it('refuses check-ins, wraps and signatures for a date not begun, and judges a queued change by when it was recorded', async () => {
    const day = await crewDay(['Crowd', 'Crowd'], { dates: [WORK_DATE, NEXT_DATE] });
    const [first, second] = day.crew.map((member) => member.performer);
    const notYet = `${formatDateForPeople(NEXT_DATE)} has not started`;
    const refusals = [
      await event(day, 0, { date: NEXT_DATE, event: { kind: 'check-in', time: '07:00' } }),
      // A device whose clock is ahead gains nothing: its recorded time counts as the server's now.
      await event(day, 0, {
        date: NEXT_DATE,
        recordedAt: agencyInstant(NEXT_DATE, '07:00').toISOString(),
        event: { kind: 'check-in', time: '07:00' },
      }),
      await post(day, '/check-ins', {
        code: await checkInCodeOf(second!, day.dayId, NEXT_DATE),
        date: NEXT_DATE,
        time: '07:00',
      }),
      await post(day, '/vouchers/bulk', { date: NEXT_DATE, events: [{ kind: 'wrap', time: '18:00' }] }),
      await event(day, 1, {
        date: NEXT_DATE,
        event: { kind: 'edit', in: '07:00', out: '18:00', meals: [], allowanceIds: [], notes: '' },
      }),
    ];
    for (const refused of refusals) {
      expect(refused.status, refused.text).toBe(400);
      expect(refused.text).toContain(notYet);
    }
    // A voucher stored for that date (before the rule) cannot be signed before it.
    const stored = voucherId(day.dayId, first!.uid, NEXT_DATE);
    await adminDb()
      .collection('vouchers')
      .doc(stored)
      .set({
        ...newVoucher(day.dayId, first!.uid, NEXT_DATE, new Date()),
        ...{ status: 'sent', in: '07:00', out: '18:00', revision: 1 },
      });
    const signed = await callApi(`/performer/vouchers/${stored}/sign`, {
      method: 'POST',
      token: first!.token,
      body: { fullName: 'Anyone', agreed: true, revision: 1 },
    });
    expect(signed.status, signed.text).toBe(400);
    expect(signed.text).toContain(notYet);
    expect((await event(day, 1, { event: { kind: 'check-in', time: '07:00' } })).status).toBe(200);

    // Two days ago is over, whatever the hour: a change recorded then (queued offline) is still taken.
    const past = addCalendarDays(agencyToday(), -2);
    const earlier = await crewDay(['Crowd'], { dates: [past] });
    const late = await post(earlier, `/vouchers/${earlier.crew[0]!.performer.uid}/events`, {
      date: past,
      event: { kind: 'check-in', time: '21:00' },
    });
    expect(late.status).toBe(400);
    expect(late.text).toContain(`${formatDateForPeople(past)} is over`);
    const queued = await post(earlier, `/vouchers/${earlier.crew[0]!.performer.uid}/events`, {
      date: past,
      recordedAt: agencyInstant(past, '21:00').toISOString(),
      event: { kind: 'check-in', time: '21:00' },
    });
    expect(queued.status, queued.text).toBe(200);
    const screen = await setScreen(earlier);
    expect(screen.date).toBe(past);
  });
});

describe('bulk actions', () => {
  it('meal for all and wrapping a role apply to each performer as single events do, reporting who was skipped and why', async () => {
    const day = await crewDay(['Crowd', 'Crowd', 'Diner']);
    for (const index of [0, 1])
      expect((await event(day, index, { event: { kind: 'check-in', time: '07:00' } })).status).toBe(200);
    const [crowdA, crowdB, diner] = day.crew.map((member) => member.performer.uid);

    const meal = await post<BulkVoucherAnswer>(day, '/vouchers/bulk', {
      date: WORK_DATE,
      events: [
        { kind: 'start-meal', time: '12:30' },
        { kind: 'end-meal', time: '13:00' },
      ],
    });
    expect(meal.status, meal.text).toBe(200);
    expect([...meal.body.applied].sort()).toEqual([crowdA, crowdB].sort());
    expect(meal.body.skipped).toEqual([{ performerId: diner, reason: 'Check this performer in first' }]);

    const wrap = await post<BulkVoucherAnswer>(day, '/vouchers/bulk', {
      date: WORK_DATE,
      roleId: day.roles.Crowd,
      events: [{ kind: 'wrap', time: '18:30' }],
    });
    expect(wrap.status, wrap.text).toBe(200);
    expect([...wrap.body.applied].sort()).toEqual([crowdA, crowdB].sort());
    const screen = await setScreen(day);
    for (const uid of [crowdA, crowdB]) {
      // 07:00–18:30 less the meal: 11 h, as a single wrap prices it (workday.integration.test.ts).
      expect(stateOf(screen, uid!)).toMatchObject({
        state: 'wrapped',
        vouchers: [{ status: 'sent', meals: [{ start: '12:30', end: '13:00' }], pay: { grossCents: 22_000 } }],
      });
    }
    expect(stateOf(screen, diner!)?.vouchers).toEqual([]);
  });

  it('names the performers not on set, and refuses a role of another day', async () => {
    const day = await crewDay(['Crowd']);
    const stranger = await createTestUser({ role: 'Performer' });
    const answer = await post<BulkVoucherAnswer>(day, '/vouchers/bulk', {
      date: WORK_DATE,
      performerIds: [day.crew[0]!.performer.uid, stranger.uid],
      events: [{ kind: 'check-in', time: '07:05' }],
    });
    expect(answer.body).toEqual({
      applied: [day.crew[0]!.performer.uid],
      skipped: [{ performerId: stranger.uid, reason: 'Not on set on this date' }],
    });
    const wrongRole = await post(day, '/vouchers/bulk', {
      date: WORK_DATE,
      roleId: 'not-a-role-of-this-day',
      events: [{ kind: 'wrap', time: '18:00' }],
    });
    expect(wrongRole.status).toBe(400);
    expect(wrongRole.text).toContain('Choose a role of this day');
  });
});

describe('replayed changes from a set device', () => {
  it('a change sent again with its event id is recorded once, even after a correction', async () => {
    const day = await crewDay(['Crowd']);
    const checkIn = { eventId: 'evt-checkin-replay-1', event: { kind: 'check-in', time: '07:00' } };
    expect((await event(day, 0, checkIn)).status).toBe(200);
    const corrected = await event(day, 0, {
      event: { kind: 'edit', in: '07:05', out: null, meals: [], allowances: [], notes: '' },
    });
    expect(corrected.status, corrected.text).toBe(200);
    const replay = await event(day, 0, checkIn);
    expect(replay.status, replay.text).toBe(200);
    expect(replay.body.in).toBe('07:05');

    const meal = {
      eventId: 'evt-meal-replay-01',
      events: [
        { kind: 'start-meal', time: '12:00' },
        { kind: 'end-meal', time: '12:30' },
      ],
    };
    for (let round = 0; round < 2; round += 1)
      expect((await post(day, '/vouchers/bulk', { date: WORK_DATE, ...meal })).status).toBe(200);
    const scanned = {
      code: await checkInCodeOf(day.crew[0]!.performer, day.dayId),
      date: WORK_DATE,
      time: '07:00',
      eventId: 'evt-checkin-replay-1',
    };
    expect((await post(day, '/check-ins', scanned)).status).toBe(200);
    const [voucher] = stateOf(await setScreen(day), day.crew[0]!.performer.uid)!.vouchers;
    expect(voucher).toMatchObject({ in: '07:05', meals: [{ start: '12:00', end: '12:30' }] });
  });
});

describe('the day’s late grace', () => {
  async function setGrace(day: CrewDay, lateGraceMinutes: unknown) {
    const page = await callApi<ProductionDayPage>(day.path, { token: day.casting.token });
    const { title, dates, location, shuttle, rate, requiredDocuments, notes, union, exterior, selfDriveOnly } =
      page.body.day;
    const details = { title, dates, location, shuttle, rate, requiredDocuments, notes, union, exterior, selfDriveOnly };
    return callApi(day.path, { method: 'PUT', token: day.casting.token, body: { ...details, lateGraceMinutes } });
  }

  it('is 15 minutes unless set on the day; the set screen shows it and counts late from call time plus it', async () => {
    const day = await crewDay(['Crowd']);
    const uid = day.crew[0]!.performer.uid;
    const before = await setScreen(day);
    expect(before.lateGraceMinutes).toBe(15);
    expect(stateOf(before, uid)?.lateFrom).toBe(agencyInstant(WORK_DATE, '07:15').toISOString());

    const changed = await setGrace(day, 40);
    expect(changed.status, changed.text).toBe(200);
    const after = await setScreen(day);
    expect(after.lateGraceMinutes).toBe(40);
    expect(stateOf(after, uid)?.lateFrom).toBe(agencyInstant(WORK_DATE, '07:40').toISOString());
  });

  it('refuses a grace that is negative, fractional or over two hours, saying why', async () => {
    const day = await crewDay(['Crowd']);
    for (const [grace, message] of [
      [-5, 'Late after cannot be negative'],
      [2.5, 'Late after must be a whole number of minutes'],
      [121, 'Late after is at most 120 minutes'],
    ] as const) {
      const answer = await setGrace(day, grace);
      expect(answer.status).toBe(400);
      expect(answer.text).toContain(message);
    }
  });
});

describe('finishing the day', () => {
  it('marks the booked performers who never checked in no-show through the booking loop; Admin may waive the penalty', async () => {
    const today = agencyToday();
    const day = await crewDay(['Crowd', 'Crowd'], { dates: [today] });
    const [present, absent] = day.crew.map((member) => member.performer);
    const checkIn = await callApi(`${day.path}/vouchers/${present!.uid}/events`, {
      method: 'POST',
      token: day.casting.token,
      body: { date: today, event: { kind: 'check-in', time: '07:00' } },
    });
    expect(checkIn.status, checkIn.text).toBe(200);

    const finished = await post(day, '/finish', { date: today });
    expect(finished.status, finished.text).toBe(200);
    expect(finished.body).toEqual({ noShows: [absent!.uid], skipped: [] });
    const participant = (await adminDb().doc(`participants/${day.dayId}_${absent!.uid}`).get()).data();
    expect(participant).toMatchObject({ status: 'no-show', penaltyReason: 'no-show', penaltyWaived: false });
    expect(participant?.penaltyCents).toBeGreaterThan(0);
    const screen = await setScreen(day);
    expect(stateOf(screen, absent!.uid)?.state).toBe('no-show');
    expect(stateOf(screen, present!.uid)?.state).toBe('checked-in');
    expect((await post(day, '/finish', { date: today })).body).toEqual({ noShows: [], skipped: [] });

    const admin = await createTestUser({ role: 'Admin' });
    const waived = await post(day, `/participants/${absent!.uid}/waive-penalty`, undefined, admin.token);
    expect(waived.status, waived.text).toBe(200);
  });

  it('on a several-date day marks a no-show per date: absent on the first date, checked in on the second, only the first is one', async () => {
    const today = agencyToday();
    const yesterday = addCalendarDays(today, -1);
    const day = await crewDay(['Crowd', 'Crowd'], { dates: [yesterday, today] });
    const [returning, absent] = day.crew.map((member) => member.performer);
    const participant = async (uid: string) => (await adminDb().doc(`participants/${day.dayId}_${uid}`).get()).data();

    const first = await post<FinishDayAnswer>(day, '/finish', { date: yesterday });
    expect(first.status, first.text).toBe(200);
    expect([...first.body.noShows].sort()).toEqual([returning!.uid, absent!.uid].sort());
    expect(await participant(returning!.uid)).toMatchObject({ status: 'booked', noShowDates: [yesterday] });
    const checkIn = await callApi(`${day.path}/vouchers/${returning!.uid}/events`, {
      method: 'POST',
      token: day.casting.token,
      body: { date: today, event: { kind: 'check-in', time: '07:00' } },
    });
    expect(checkIn.status, checkIn.text).toBe(200);
    const screen = await setScreen(day);
    expect(screen.date).toBe(today);
    expect(stateOf(screen, returning!.uid)?.state).toBe('checked-in');
    expect(stateOf(screen, absent!.uid)?.state).not.toBe('no-show');

    const second = await post(day, '/finish', { date: today });
    expect(second.body).toEqual({ noShows: [absent!.uid], skipped: [] });
    expect(await participant(returning!.uid)).toMatchObject({ status: 'booked', noShowDates: [yesterday] });
    expect(await participant(absent!.uid)).toMatchObject({
      status: 'no-show',
      noShowDates: [yesterday, today],
      penaltyCents: 2500,
    });
    expect(stateOf(await setScreen(day), absent!.uid)?.state).toBe('no-show');
  });

  it('refuses to finish a date before it comes, or one the day does not work', async () => {
    const day = await crewDay(['Crowd'], { dates: ['2099-12-03'] });
    const early = await post(day, '/finish', { date: '2099-12-03' });
    expect(early.status).toBe(409);
    expect(early.text).toContain('Finish the day on or after its date');
    expect((await post(day, '/finish', { date: '2099-12-04' })).status).toBe(400);
  });
});

describe('a minor’s hour limit on set (issue 39)', () => {
  it('gives the set screen the minor’s limit and first day, and refuses a wrap past the limit without a reason', async () => {
    const today = agencyToday();
    const minor = await createTestUser({
      role: 'Performer',
      profile: { firstName: 'Mia', lastName: 'Young', dateOfBirth: '2018-01-15' },
      guardianConsent: 'given',
    });
    const day = await crewDay(['Crowd'], { dates: [today], performers: [minor] });
    const event = (body: Record<string, unknown>) =>
      callApi<VoucherView>(`${day.path}/vouchers/${minor.uid}/events`, {
        method: 'POST',
        token: day.casting.token,
        body: { date: today, event: body },
      });
    expect((await event({ kind: 'check-in', time: '06:00' })).status).toBe(200);
    const view = await callApi<SetScreenView>(`${day.path}/set`, { token: day.casting.token });
    expect(view.body.people[0]).toMatchObject({
      minorLimit: { maxHours: 8, label: 'Minor (under 12): 8 h, 12 h rest' },
      firstDay: true,
    });
    const refused = await event({ kind: 'wrap', time: '14:01' });
    expect(refused.status, refused.text).toBe(400);
    expect(refused.text).toContain('This minor’s limit is 8 h from check-in: give the reason for a later wrap');
    const wrapped = await event({ kind: 'wrap', time: '14:01', overLimitReason: 'Last shot of the scene' });
    expect(wrapped.status, wrapped.text).toBe(200);
    expect(wrapped.body).toMatchObject({ out: '14:01', overLimitReason: 'Last shot of the scene' });
  });
});
