// The bench's day (bench:set): a Casting user's day of today with performers booked through the
// booking loop's services (select, ask, answer, book, final call time), and a rate card. The
// projects and workday test helpers do the same with vitest's assertions, which a bench cannot load.
import { applyParticipantEvent, type ParticipantEvent, type RateCard, type TransitionContext } from '@scenecall/shared';
import { callApi } from '../testing/api';
import { createTestUser, type TestUser } from '../testing/users';

const CARD: RateCard = {
  name: 'Bench hourly',
  unit: 'hour',
  baseRateCents: 1760,
  guaranteedHours: 8,
  roundingMinutes: 6,
  overtime: [{ afterHours: 8, multiplierPercent: 150 }],
  mealPenalty: { withinHours: 6, everyMinutes: 30, penaltyCents: 750 },
  allowances: [],
};
const ACCOUNTS_AT_ONCE = 20;

export interface BenchDay {
  casting: TestUser;
  dayId: string;
  path: string;
  performers: TestUser[];
}

async function ok<T>(answer: Promise<{ status: number; text: string; body: T }>, what: string): Promise<T> {
  const { status, text, body } = await answer;
  if (status >= 300) throw new Error(`${what}: ${status} ${text.slice(0, 300)}`);
  return body;
}

async function accounts(count: number): Promise<TestUser[]> {
  const made: TestUser[] = [];
  while (made.length < count) {
    const batch = Math.min(ACCOUNTS_AT_ONCE, count - made.length);
    made.push(...(await Promise.all(Array.from({ length: batch }, () => createTestUser({ role: 'Performer' })))));
  }
  return made;
}

async function bookThroughTheLoop(dayId: string, performerId: string, roleId: string): Promise<void> {
  const { selectPerformer } = await import('../../functions/src/features/bookings/casting-bookings.service');
  const { runBooking } = await import('../../functions/src/features/bookings');
  const staff = { by: 'casting' as const, byUid: 'bench-casting' };
  const selected = await selectPerformer(
    dayId,
    performerId,
    roleId,
    { ...staff, now: new Date() },
    { withinLimit: false },
  );
  if (!selected.ok) throw new Error(`select: ${JSON.stringify(selected)}`);
  const deadline = new Date(Date.now() + 86_400_000).toISOString();
  const steps: [ParticipantEvent, Omit<TransitionContext, 'now'>][] = [
    [{ kind: 'ask', deadline }, staff],
    [
      { kind: 'answer', available: true },
      { by: 'performer', byUid: null },
    ],
    [{ kind: 'book', slotsLeft: 1 }, staff],
    [{ kind: 'send-call-time', which: 'final', time: '07:00' }, staff],
  ];
  for (const [event, context] of steps) {
    const result = await runBooking(async (reads, now) => {
      const record = await reads.participant(dayId, performerId);
      if (!record) return { result: undefined };
      const transition = applyParticipantEvent(record, event, { ...context, now });
      return { result: transition, participants: transition.ok && transition.changed ? [transition.record] : [] };
    });
    if (!result?.ok) throw new Error(`${event.kind}: ${JSON.stringify(result)}`);
  }
}

export async function benchDay(count: number, date: string): Promise<BenchDay> {
  const casting = await createTestUser({ role: 'Casting' });
  const token = casting.token;
  const project = await ok(
    callApi<{ id: string }>(`/project/create/${casting.uid}`, { method: 'POST', token, body: { name: 'Bench set' } }),
    'project',
  );
  const roles = [{ name: 'Crowd', slots: count, isSSE: false }];
  const dayBody = {
    title: 'Bench set',
    dates: [date],
    location: 'Toronto',
    shuttle: 'Not Available',
    rate: 'Regular background',
    roles,
  };
  const dayId = await ok(
    callApi<string>(`/project/${project.id}/create-day`, { method: 'POST', token, body: dayBody }),
    'day',
  );
  const path = `/project/${project.id}/days/${dayId}`;
  const day = await ok(callApi<{ day: { roles: { id: string }[] } }>(path, { token }), 'day read');
  const roleId = day.day.roles[0]!.id;
  const performers = await accounts(count);
  for (const performer of performers) await bookThroughTheLoop(dayId, performer.uid, roleId);
  await ok(callApi(`${path}/rate-card`, { method: 'PUT', token, body: CARD }), 'rate card');
  return { casting, dayId, path, performers };
}
