/** Helpers for the workday tests: a day with a booked performer and a rate card, made through the API. */
import { agencyToday, type RateCard, type VoucherView } from '@scenecall/shared';
import { expect } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { createTestUser, type TestUser } from '../../../../tools/testing/users';
import { book, createDayAs, createProjectAs, dayBody, rolesOf } from '../projects/projects.test-support';

/** Demo figures for the tests, not anyone's real terms. */
export const TEST_CARD: RateCard = {
  name: 'Test hourly',
  unit: 'hour',
  baseRateCents: 1760,
  guaranteedHours: 8,
  roundingMinutes: 6,
  overtime: [{ afterHours: 8, multiplierPercent: 150 }],
  mealPenalty: { withinHours: 6, everyMinutes: 30, penaltyCents: 750 },
  allowances: [{ id: 'wardrobe', label: 'Wardrobe change', amountCents: 1500 }],
};

/**
 * Today in Toronto when the file loads: check-ins, meals and wraps are recorded only on a date on
 * set (shared `set-date.ts`), which lasts until 06:00 the next morning, so a file that starts late
 * in the evening still records on it after midnight.
 */
export const WORK_DATE = agencyToday();

export interface BookedDay {
  casting: TestUser;
  performer: TestUser;
  projectId: string;
  dayId: string;
  path: string;
  /** The performer's check-in code for WORK_DATE, as their booking shows it. */
  checkInCode: string;
}

/** A Casting user's day on WORK_DATE with one performer booked (call 07:00) and the test card. */
export async function bookedDay(people: { casting?: TestUser; performer?: TestUser } = {}): Promise<BookedDay> {
  const casting = people.casting ?? (await createTestUser({ role: 'Casting' }));
  const performer = people.performer ?? (await createTestUser({ role: 'Performer' }));
  const projectId = await createProjectAs(casting, 'Workday test');
  const dayId = await createDayAs(
    casting,
    projectId,
    dayBody({ dates: [WORK_DATE], roles: [{ name: 'Crowd', slots: 2, isSSE: false }] }),
  );
  await book(dayId, performer.uid, (await rolesOf(casting, projectId, dayId)).Crowd!, { final: '07:00' });
  const path = `/project/${projectId}/days/${dayId}`;
  const card = await callApi(`${path}/rate-card`, { method: 'PUT', token: casting.token, body: TEST_CARD });
  expect(card.status, card.text).toBe(200);
  return { casting, performer, projectId, dayId, path, checkInCode: await checkInCodeOf(performer, dayId) };
}

/** The performer's own check-in code for `date` of a day they are booked on, through the API. */
export async function checkInCodeOf(performer: TestUser, dayId: string, date = WORK_DATE): Promise<string> {
  const answer = await callApi<{ code: string }>(`/performer/bookings/${dayId}/check-in-code?date=${date}`, {
    token: performer.token,
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.code;
}

/** Records one set-screen event for the day's performer; answers the API's answer. */
export const recordEvent = (day: BookedDay, event: Record<string, unknown>, date = WORK_DATE) =>
  callApi<Pick<VoucherView, 'id' | 'status' | 'revision' | 'pay' | 'allowances'>>(
    `${day.path}/vouchers/${day.performer.uid}/events`,
    { method: 'POST', token: day.casting.token, body: { date, event } },
  );

/** Check-in 07:00, lunch 12:00–12:30, wrap at `out`: the voucher is sent to the performer. */
export async function workedDay(day: BookedDay, out = '18:30'): Promise<string> {
  let id = '';
  for (const event of [
    { kind: 'check-in', time: '07:00' },
    { kind: 'start-meal', time: '12:00' },
    { kind: 'end-meal', time: '12:30' },
    { kind: 'wrap', time: out },
  ]) {
    const answer = await recordEvent(day, event);
    expect(answer.status, answer.text).toBe(200);
    id = answer.body.id;
  }
  return id;
}
