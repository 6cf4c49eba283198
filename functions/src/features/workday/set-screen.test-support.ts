/** Days with several booked performers for the set screen's tests (and its browser test), made through the API. */
import { expect } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { createTestUser, type TestUser } from '../../../../tools/testing/users';
import { book, createDayAs, createProjectAs, dayBody, rolesOf } from '../projects/projects.test-support';
import { TEST_CARD, WORK_DATE } from './workday.test-support';

export interface CrewDay {
  casting: TestUser;
  projectId: string;
  dayId: string;
  path: string;
  roles: Record<string, string>;
  /** Booked performers by role name, in the order asked. */
  crew: { performer: TestUser; role: string }[];
}

/**
 * A Casting user's day on `dates` with performers booked (call 07:00) on the roles named in
 * `crew` (e.g. ['Crowd', 'Crowd', 'Diner']), and the test rate card. The performers are new ones
 * (first names from `names`) unless `performers` gives them.
 */
export async function crewDay(
  crew: readonly string[],
  {
    dates = [WORK_DATE],
    casting,
    names,
    performers,
  }: { dates?: string[]; casting?: TestUser; names?: string[]; performers?: TestUser[] } = {},
): Promise<CrewDay> {
  const owner = casting ?? (await createTestUser({ role: 'Casting' }));
  const projectId = await createProjectAs(owner, `Set screen ${Math.random().toString(36).slice(2, 8)}`);
  const roleNames = [...new Set(crew)];
  const dayId = await createDayAs(
    owner,
    projectId,
    dayBody({ dates, roles: roleNames.map((name) => ({ name, slots: crew.length, isSSE: false })) }),
  );
  const roles = await rolesOf(owner, projectId, dayId);
  const people =
    performers ??
    (await Promise.all(
      crew.map((_, index) =>
        createTestUser({ role: 'Performer', ...(names?.[index] ? { profile: { firstName: names[index] } } : {}) }),
      ),
    ));
  for (const [index, role] of crew.entries()) await book(dayId, people[index]!.uid, roles[role]!, { final: '07:00' });
  const path = `/project/${projectId}/days/${dayId}`;
  const card = await callApi(`${path}/rate-card`, { method: 'PUT', token: owner.token, body: TEST_CARD });
  expect(card.status, card.text).toBe(200);
  return {
    casting: owner,
    projectId,
    dayId,
    path,
    roles,
    crew: crew.map((role, index) => ({ performer: people[index]!, role })),
  };
}
