/**
 * The set screen live between devices (issue 22): a changes request answers at once with what
 * changed after its cursor, else waits and answers a change another device records or a booking
 * the booking loop makes (a rush call), within a bound.
 */
import {
  agencyInstant,
  SET_CHANGES_START,
  setScreenCursor,
  type SetChangesView,
  type SetScreenView,
  type VoucherView,
} from '@scenecall/shared';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { createTestUser, type TestUser } from '../../../../tools/testing/users';
import { applyEvent, select } from '../projects/projects.test-support';
import { crewDay, type CrewDay } from './set-screen.test-support';
import { checkInCodeOf, WORK_DATE } from './workday.test-support';

/** A check-in recorded elsewhere must reach a waiting screen well within this. */
const LIVE_BOUND_MS = 2_000;

const changes = (day: CrewDay, query: string, token = day.casting.token) =>
  callApi<SetChangesView>(`${day.path}/set/changes?${query}`, { token });

async function checkIn(day: CrewDay, index: number, token: string) {
  const code = await checkInCodeOf(day.crew[index]!.performer, day.dayId);
  const answer = await callApi<{ voucher: VoucherView }>(`${day.path}/check-ins`, {
    method: 'POST',
    token,
    body: { code, date: WORK_DATE, time: '07:02' },
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.voucher;
}

async function cursorOfScreen(day: CrewDay) {
  const screen = await callApi<SetScreenView>(`${day.path}/set`, { token: day.casting.token });
  expect(screen.status, screen.text).toBe(200);
  return setScreenCursor(screen.body);
}

describe('the set screen’s changes', () => {
  it('answers at once with the vouchers changed after the cursor, and a cursor past them', async () => {
    const day = await crewDay(['Crowd', 'Crowd']);
    const voucher = await checkIn(day, 0, day.casting.token);
    const started = Date.now();
    const answer = await changes(day, `since=${SET_CHANGES_START}`);
    expect(answer.status, answer.text).toBe(200);
    expect(Date.now() - started).toBeLessThan(LIVE_BOUND_MS);
    expect(answer.body.vouchers.map(({ id, in: checkedIn }) => ({ id, in: checkedIn }))).toEqual([
      { id: voucher.id, in: '07:02' },
    ]);
    expect(answer.body.cursor).toBe(voucher.updatedAt);
  });

  it('waits, then answers a check-in another caller records, within the bound', async () => {
    const day = await crewDay(['Crowd', 'Crowd']);
    const admin = await createTestUser({ role: 'Admin' });
    const since = await cursorOfScreen(day);
    const waiting = changes(day, `since=${since}`).then((answer) => ({ answer, at: Date.now() }));
    // Let the request reach the server and wait there: this test is about that path.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const voucher = await checkIn(day, 1, admin.token);
    const recordedAt = Date.now();
    const { answer, at } = await waiting;
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.vouchers.map((changed) => changed.performerId)).toEqual([day.crew[1]!.performer.uid]);
    expect(answer.body.cursor).toBe(voucher.updatedAt);
    expect(at - recordedAt).toBeLessThan(LIVE_BOUND_MS);
  });

  it('waits, then answers a performer booked on the day meanwhile (a rush call), within the bound', async () => {
    const day = await crewDay(['Crowd']);
    const rush = await createTestUser({ role: 'Performer' });
    const staff = { by: 'casting', byUid: day.casting.uid } as const;
    await select(day.dayId, rush.uid, day.roles.Crowd!);
    const deadline = new Date(Date.now() + 86_400_000).toISOString();
    expect((await applyEvent(day.dayId, rush.uid, { kind: 'ask', deadline }, staff))?.ok).toBe(true);
    const answered = { by: 'performer', byUid: rush.uid } as const;
    expect((await applyEvent(day.dayId, rush.uid, { kind: 'answer', available: true }, answered))?.ok).toBe(true);
    const since = await cursorOfScreen(day);
    const waiting = changes(day, `since=${since}`).then((answer) => ({ answer, at: Date.now() }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await applyEvent(day.dayId, rush.uid, { kind: 'book', slotsLeft: 1 }, staff))?.ok).toBe(true);
    const bookedAt = Date.now();
    const { answer, at } = await waiting;
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.bookings).toEqual([
      expect.objectContaining({
        performerId: rush.uid,
        roleId: day.roles.Crowd,
        onSet: true,
        noShow: false,
        lateFrom: agencyInstant(WORK_DATE, '00:15').toISOString(),
      }),
    ]);
    expect(answer.body.cursor).toBe(answer.body.bookings[0]!.updatedAt);
    expect(at - bookedAt).toBeLessThan(LIVE_BOUND_MS);
  });

  it('answers no change with the same cursor once the wait asked for is over', async () => {
    const day = await crewDay(['Crowd']);
    const since = new Date().toISOString();
    const started = Date.now();
    const answer = await changes(day, `since=${since}&wait=1`);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ cursor: since, vouchers: [], bookings: [], lateGraceMinutes: 15 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('is refused to another Casting user and to performers, even the day’s own', async () => {
    const day = await crewDay(['Crowd']);
    const query = `since=${SET_CHANGES_START}&wait=0`;
    const other: TestUser = await createTestUser({ role: 'Casting' });
    expect((await changes(day, query, other.token)).status).toBe(403);
    expect((await changes(day, query, day.crew[0]!.performer.token)).status).toBe(403);
  });

  it('refuses a bad cursor or too long a wait with a 400 that says why', async () => {
    const day = await crewDay(['Crowd']);
    const badCursor = await changes(day, 'since=yesterday');
    expect(badCursor.status).toBe(400);
    expect(badCursor.text).toContain('The cursor is not a time');
    const missing = await changes(day, '');
    expect(missing.status).toBe(400);
    const tooLong = await changes(day, `since=${SET_CHANGES_START}&wait=600`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.text).toContain('Wait at most 25 seconds');
  });
});
