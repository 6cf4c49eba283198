/** Helpers for the casting tests: performers with chosen profiles, searches, and wizard bodies. */
import type { CastingSearchPage, CreateCastingDayBodyInput, PerformerProfileInput } from '@scenecall/shared';
import { completeProfile } from '../../../../packages/shared/src/profile-test-fixtures';
import { expect } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { createTestUser, type TestUser } from '../../../../tools/testing/users';
import { updateUser } from '../users/users.repository';

/** An activated performer (unless said) whose profile differs from the complete adult one by `overrides`. */
export const performerWith = (overrides: Partial<PerformerProfileInput>, activated = true): Promise<TestUser> =>
  createTestUser({ role: 'Performer', activated, profile: completeProfile(overrides) as Record<string, unknown> });

/** Writes the dates the booking loop and the availability calendar will write, through the users repository. */
export const setPerformerDates = (uid: string, dates: { bookedDates?: string[]; unavailableDates?: string[] }) =>
  updateUser(uid, dates);

export async function search(user: TestUser, query: string): Promise<CastingSearchPage> {
  const answer = await callApi<CastingSearchPage>(`/casting/performers/all?${query}`, { token: user.token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

/** Every performer id a search finds, following the cursor page by page. */
export async function searchAll(user: TestUser, query: string, size = 2): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page: CastingSearchPage = await search(
      user,
      `${query}&size=${size}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    ids.push(...page.performers.map((performer) => performer.id));
    cursor = page.nextCursor;
  } while (cursor !== null);
  return ids;
}

export function wizardBody(overrides: Partial<CreateCastingDayBodyInput> = {}): CreateCastingDayBodyInput {
  return {
    bookingMode: 'hand-picked',
    details: {
      production: { newProjectName: 'Harbour Lights' },
      dates: ['2026-11-19'],
      union: 'Non-Union',
      location: 'Toronto',
      exterior: 'Interior',
      selfDriveOnly: false,
      notes: 'Bring a winter coat.',
    },
    roles: [
      { id: 'role-diner', name: 'Diner', slots: 2, isSSE: false },
      { id: 'role-cook', name: 'Cook', slots: 1, isSSE: true },
    ],
    participants: [],
    ...overrides,
  };
}

export async function createWizardDay(user: TestUser, body: CreateCastingDayBodyInput): Promise<string> {
  const answer = await callApi<string>('/casting/production-days', { method: 'POST', token: user.token, body });
  expect(answer.status, answer.text).toBe(201);
  return answer.body;
}
