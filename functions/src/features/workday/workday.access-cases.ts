/**
 * Owner cases of the workday routes for the route × actor matrix (accounts/access-matrix): Casting
 * user A runs a day with a booked performer and B reaches for its set screen; performer A has a
 * voucher to sign and performer B reaches for it. Valid requests, so only the policies can refuse.
 */
import type { Role } from '@scenecall/shared';
import type { TestUser } from '../../../../tools/testing/users';
import { bookedDay, TEST_CARD, WORK_DATE, workedDay, type BookedDay } from './workday.test-support';

interface WorkdayOwnerCase {
  role: Role;
  request: (owner: TestUser) => { path: string; body?: unknown };
  expect: 'refused';
  setup: (owner: TestUser) => Promise<void>;
}

const days = new Map<string, BookedDay>();
const bookings = new Map<string, BookedDay>();
const vouchers = new Map<string, string>();

const found = <T>(map: Map<string, T>, owner: TestUser): T => {
  const value = map.get(owner.uid);
  if (value === undefined) throw new Error('setup did not run');
  return value;
};

const onDay = (request: (day: BookedDay) => { path: string; body?: unknown }): WorkdayOwnerCase => ({
  role: 'Casting',
  expect: 'refused',
  setup: async (owner) => void days.set(owner.uid, await bookedDay({ casting: owner })),
  request: (owner) => request(found(days, owner)),
});

const onVoucher = (request: (id: string) => { path: string; body?: unknown }): WorkdayOwnerCase => ({
  role: 'Performer',
  expect: 'refused',
  setup: async (owner) => void vouchers.set(owner.uid, await workedDay(await bookedDay({ performer: owner }))),
  request: (owner) => request(found(vouchers, owner)),
});

const onBooking = (request: (day: BookedDay) => { path: string; body?: unknown }): WorkdayOwnerCase => ({
  role: 'Performer',
  expect: 'refused',
  setup: async (owner) => void bookings.set(owner.uid, await bookedDay({ performer: owner })),
  request: (owner) => request(found(bookings, owner)),
});

export const WORKDAY_OWNER_CASES: Record<string, WorkdayOwnerCase> = {
  'GET /project/:id/days/:dayId/set': onDay((day) => ({ path: `${day.path}/set` })),
  'GET /project/:id/days/:dayId/set/changes': onDay((day) => ({
    path: `${day.path}/set/changes?since=2026-01-01T00:00:00.000Z&wait=0`,
  })),
  'POST /project/:id/days/:dayId/vouchers/:performerId/events': onDay((day) => ({
    path: `${day.path}/vouchers/${day.performer.uid}/events`,
    body: { date: WORK_DATE, event: { kind: 'check-in', time: '07:00' } },
  })),
  'POST /project/:id/days/:dayId/check-ins': onDay((day) => ({
    path: `${day.path}/check-ins`,
    body: { code: day.checkInCode, date: WORK_DATE, time: '07:00' },
  })),
  'POST /project/:id/days/:dayId/vouchers/bulk': onDay((day) => ({
    path: `${day.path}/vouchers/bulk`,
    body: { date: WORK_DATE, events: [{ kind: 'check-in', time: '07:00' }] },
  })),
  'POST /project/:id/days/:dayId/finish': onDay((day) => ({ path: `${day.path}/finish`, body: { date: WORK_DATE } })),
  'GET /performer/bookings/:dayId/check-in-code': onBooking((day) => ({
    path: `/performer/bookings/${day.dayId}/check-in-code`,
  })),
  'GET /project/:id/days/:dayId/rate-card': onDay((day) => ({ path: `${day.path}/rate-card` })),
  'PUT /project/:id/days/:dayId/rate-card': onDay((day) => ({ path: `${day.path}/rate-card`, body: TEST_CARD })),
  'POST /performer/vouchers/:voucherId/sign': onVoucher((id) => ({
    path: `/performer/vouchers/${id}/sign`,
    body: { fullName: 'Someone Else', agreed: true, revision: 1 },
  })),
  'POST /performer/vouchers/:voucherId/dispute': onVoucher((id) => ({
    path: `/performer/vouchers/${id}/dispute`,
    body: { reason: 'Not mine to dispute', line: null, revision: 1 },
  })),
};
