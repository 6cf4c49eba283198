/**
 * Answers do not rewrite their day: their role counts wait as pending changes until a fold or the
 * next transaction that writes the day. The counts must come out right however the answers race.
 */
import type { DayBookingBoard, RoleCounts } from '@scenecall/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { adminDb, createTestUser, type TestUser } from '../../../../tools/testing/users';
import { createDayAs, createProjectAs, dayBody, rolesOf, select } from '../projects/projects.test-support';
import { findDay, foldRoleCountChanges } from '../projects';

const PERFORMERS = 20;
const AVAILABLE = 14;

describe('role counts under concurrent answers', () => {
  let casting: TestUser;
  let performers: TestUser[];
  let projectId: string;
  let dayId: string;
  const base = () => `/project/${projectId}/days/${dayId}`;
  const post = (path: string, user: TestUser, body?: unknown) =>
    callApi(path, { method: 'POST', token: user.token, body });
  const dayCounts = async (): Promise<RoleCounts> => (await findDay(dayId))!.record.roles[0]!.counts;
  const pendingChanges = async () =>
    (await adminDb().collection('roleCountChanges').where('dayId', '==', dayId).get()).size;

  beforeAll(async () => {
    [casting, ...performers] = await Promise.all([
      createTestUser({ role: 'Casting' }),
      ...Array.from({ length: PERFORMERS }, () => createTestUser({ role: 'Performer' })),
    ]);
    projectId = await createProjectAs(casting, 'Busy night');
    dayId = await createDayAs(casting, projectId, dayBody({ roles: [{ name: 'Crowd', slots: 10, isSSE: false }] }));
    const crowdId = (await rolesOf(casting, projectId, dayId)).Crowd!;
    for (const performer of performers) await select(dayId, performer.uid, crowdId);
    const deadline = new Date(Date.now() + 48 * 3_600_000).toISOString();
    const asked = await post(`${base()}/availability-check`, casting, { deadline });
    expect(asked.body).toEqual({ changed: PERFORMERS, skipped: [] });
  });

  it('counts every one of 20 answers given at once, on the board at once and on the day once folded', async () => {
    const answers = await Promise.all(
      performers.map((performer, index) =>
        post(`/performer/bookings/${dayId}/answer`, performer, { available: index < AVAILABLE }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(performers.map(() => 200));

    const board = await callApi<DayBookingBoard>(`${base()}/booking`, { token: casting.token });
    expect(board.body.roles[0]).toMatchObject({ asked: 0, available: AVAILABLE, notAnswered: 0 });

    await foldRoleCountChanges(dayId);
    expect(await dayCounts()).toEqual({ selected: 0, asked: 0, available: AVAILABLE, booked: 0, standby: 0 });
    expect(await pendingChanges()).toBe(0);
  });

  it('keeps the counts right when a Confirm writes the day right after an answer', async () => {
    const late = await createTestUser({ role: 'Performer' });
    await select(dayId, late.uid, (await rolesOf(casting, projectId, dayId)).Crowd!);
    const deadline = new Date(Date.now() + 48 * 3_600_000).toISOString();
    await post(`${base()}/availability-check`, casting, { performerIds: [late.uid], deadline });
    await post(`/performer/bookings/${dayId}/answer`, late, { available: true });

    const confirmed = await post(`${base()}/confirm`, casting, { others: 'standby' });
    expect(confirmed.status, confirmed.text).toBe(200);
    await foldRoleCountChanges(dayId);
    expect(await dayCounts()).toEqual({ selected: 0, asked: 0, available: 0, booked: 10, standby: AVAILABLE + 1 - 10 });
    expect(await pendingChanges()).toBe(0);
  });
});
