/** Helpers for the open-call tests: a Casting user's day with roles, calls posted and answered through the API. */
import {
  addCalendarDays,
  agencyToday,
  type DayOpenCallsView,
  type PerformerOpenCall,
  type PostOpenCallBodyInput,
} from '@scenecall/shared';
import { expect } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import type { TestUser } from '../../../../tools/testing/users';
import { createDayAs, createProjectAs, dayBody, rolesOf } from '../projects/projects.test-support';

export interface CastingDay {
  projectId: string;
  dayId: string;
  /** Role ids by name: 'Fan' (2 slots) and 'Driver' (1 slot). */
  roles: Record<string, string>;
  date: string;
}

/** A day of a new project, three weeks ahead, with a 'Fan' role of 2 slots and a 'Driver' role of 1. */
export async function castingDay(owner: TestUser): Promise<CastingDay> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const projectId = await createProjectAs(owner, `Rink Night ${suffix}`);
  const date = addCalendarDays(agencyToday(), 21);
  const roles = [
    { name: 'Fan', slots: 2, isSSE: false },
    { name: 'Driver', slots: 1, isSSE: false },
  ];
  const dayId = await createDayAs(owner, projectId, dayBody({ title: `Rink ${suffix}`, dates: [date], roles }));
  return { projectId, dayId, roles: await rolesOf(owner, projectId, dayId), date };
}

export function callBody(roleId: string, overrides: Partial<PostOpenCallBodyInput> = {}): PostOpenCallBodyInput {
  return {
    roleId,
    title: 'Hockey fans with their own jerseys',
    description: 'Cheer in the stands for a playoff scene.',
    criteria: '',
    questions: [],
    submissionsWanted: 10,
    closingDate: addCalendarDays(agencyToday(), 7),
    closingTime: '18:00',
    showProduction: false,
    ...overrides,
  };
}

export async function postCall(owner: TestUser, dayId: string, body: PostOpenCallBodyInput): Promise<string> {
  const answer = await callApi<{ id: string }>(`/open-calls/days/${dayId}`, {
    method: 'POST',
    token: owner.token,
    body,
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.body.id;
}

export const submit = (performer: TestUser, callId: string, answers: Record<string, boolean | string> = {}) =>
  callApi<{ status: string }>(`/performer/open-calls/${callId}/submission`, {
    method: 'POST',
    token: performer.token,
    body: { answers },
  });

export async function callsFor(performer: TestUser): Promise<PerformerOpenCall[]> {
  const answer = await callApi<PerformerOpenCall[]>('/performer/open-calls', { token: performer.token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

export async function dayCalls(user: TestUser, dayId: string): Promise<DayOpenCallsView> {
  const answer = await callApi<DayOpenCallsView>(`/open-calls/days/${dayId}`, { token: user.token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

export const selectVia = (user: TestUser, callId: string, performerId: string) =>
  callApi(`/open-calls/${callId}/submissions/${performerId}/select`, { method: 'POST', token: user.token });
