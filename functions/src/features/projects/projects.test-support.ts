/**
 * Helpers for the projects tests: projects and days made through the API, and participants moved
 * straight through the booking loop's write path (`runBooking`), to build any state quickly.
 */
import {
  agencyDateOf,
  applyParticipantEvent,
  type CreateProductionDayBody,
  type ParticipantEvent,
  type ParticipantTransition,
  type ProductionDayDetailsInput,
  type RoleInput,
  type TransitionContext,
} from '@scenecall/shared';
import { expect } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import type { TestUser } from '../../../../tools/testing/users';
import '../../wiring';
import { runBooking } from '../bookings/booking-plan.repository';
import { selectPerformer } from '../bookings/casting-bookings.service';

/** The details a call or fitting sheet is filled from, matching `dayBody()`. */
export const SHEET_DAY = {
  title: 'Diner patrons',
  dates: ['2026-12-03'],
  location: 'Toronto',
  shuttle: 'Not Available' as const,
  rate: 'Regular background',
};

export function dayBody(
  overrides: Partial<ProductionDayDetailsInput> & { roles?: RoleInput[] } = {},
): Partial<CreateProductionDayBody> {
  return { ...SHEET_DAY, ...overrides } as Partial<CreateProductionDayBody>;
}

export async function createProjectAs(user: TestUser, name = 'Maple Street', castingId = user.uid): Promise<string> {
  const answer = await callApi<{ id: string }>(`/project/create/${castingId}`, {
    method: 'POST',
    token: user.token,
    body: { name },
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.body.id;
}

export async function createDayAs(user: TestUser, projectId: string, body = dayBody()): Promise<string> {
  const answer = await callApi<string>(`/project/${projectId}/create-day`, { method: 'POST', token: user.token, body });
  expect(answer.status, answer.text).toBe(201);
  return answer.body;
}

/** The roles of a day, by name, as the API answers them. */
export async function rolesOf(user: TestUser, projectId: string, dayId: string): Promise<Record<string, string>> {
  const answer = await callApi<{ day: { roles: { id: string; name: string }[] } }>(
    `/project/${projectId}/days/${dayId}`,
    { token: user.token },
  );
  expect(answer.status, answer.text).toBe(200);
  return Object.fromEntries(answer.body.day.roles.map((role) => [role.name, role.id]));
}

const staff = { by: 'casting' as const, byUid: 'test-casting' };
const performer = { by: 'performer' as const, byUid: null };

/**
 * Applies one event to a participant through the booking loop's write path (the role counts and
 * booked dates follow); answers the transition, or undefined when the day or participant is missing.
 */
export async function applyEvent(
  dayId: string,
  performerId: string,
  event: ParticipantEvent,
  context: Omit<TransitionContext, 'now'>,
): Promise<ParticipantTransition | undefined> {
  return runBooking(async (reads, now) => {
    const [day, record] = [await reads.day(dayId), await reads.participant(dayId, performerId)];
    if (!day || !record) return { result: undefined };
    const transition = applyParticipantEvent(record, event, { ...context, now });
    return { result: transition, participants: transition.ok && transition.changed ? [transition.record] : [] };
  });
}

/** Selects a performer for a role (status `selected`), past its candidate limit if a test needs it. */
export async function select(dayId: string, performerId: string, roleId: string): Promise<void> {
  const outcome = await selectPerformer(
    dayId,
    performerId,
    roleId,
    { ...staff, now: new Date() },
    { withinLimit: false },
  );
  expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
}

/** Selects, asks, answers available and books a performer, as the booking loop does. */
export async function book(
  dayId: string,
  performerId: string,
  roleId: string,
  callTimes: { draft?: string; final?: string } = {},
): Promise<void> {
  await select(dayId, performerId, roleId);
  const deadline = new Date(Date.now() + 86_400_000).toISOString();
  const steps = [
    { event: { kind: 'ask', deadline } as const, context: staff },
    { event: { kind: 'answer', available: true } as const, context: performer },
    { event: { kind: 'book', slotsLeft: 1 } as const, context: staff },
    ...(callTimes.draft
      ? [{ event: { kind: 'send-call-time', which: 'draft', time: callTimes.draft } as const, context: staff }]
      : []),
    ...(callTimes.final
      ? [{ event: { kind: 'send-call-time', which: 'final', time: callTimes.final } as const, context: staff }]
      : []),
  ];
  for (const { event, context } of steps) {
    const result = await applyEvent(dayId, performerId, event, context);
    expect(result?.ok, `${event.kind}: ${JSON.stringify(result)}`).toBe(true);
  }
}

/** Cancels a booking (by casting). */
export async function cancel(dayId: string, performerId: string): Promise<void> {
  const now = new Date();
  const callStartsAt = new Date(now.getTime() + 7 * 86_400_000).toISOString();
  const result = await applyEvent(dayId, performerId, { kind: 'cancel', callStartsAt }, staff);
  expect(result?.ok, JSON.stringify(result)).toBe(true);
}

/** A moment at most `withinMs` from now that is still today in Toronto (sooner late in the evening). */
function soonToday(withinMs: number, now: number): Date {
  let ahead = withinMs;
  while (ahead > 30_000 && agencyDateOf(new Date(now + ahead)) !== agencyDateOf(new Date(now))) ahead /= 2;
  return new Date(now + ahead);
}

/**
 * A call within two hours from now that is still today in Toronto, so a cancellation is late and a
 * no-show can be marked (on or after the day) whatever the hour.
 */
export const callSoonToday = (now = Date.now()): Date => soonToday(2 * 3_600_000, now);

/**
 * An availability deadline for a day dated today: ten minutes from now, sooner in the day's last ten
 * minutes (a deadline must be before the day is over: ten minutes flat failed runs after 23:50).
 */
export const deadlineSoonToday = (now = Date.now()): string => soonToday(600_000, now).toISOString();
