/**
 * Answers do not rewrite their day: their role counts wait as pending changes until a fold or the
 * next transaction that writes the day. The counts must come out right however the answers race.
 */
import { addCalendarDays, agencyToday, type DayBookingBoard, type RoleCounts } from '@scenecall/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { adminDb, createTestUser, type TestUser } from '../../../../tools/testing/users';
import { select } from '../projects/projects.test-support';
import { findDay } from '../projects';
import { foldRoleCountChanges } from './role-count-folding.repository';

const PERFORMERS = 20;
const AVAILABLE = 14;
const CROWD = 'role-crowd';

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
    // The wizard's Confirm creates the day and asks every performer in one transaction.
    const confirmed = await callApi<string>('/casting/production-days', {
      method: 'POST',
      token: casting.token,
      body: {
        bookingMode: 'hand-picked',
        details: {
          production: { newProjectName: 'Busy night' },
          dates: [addCalendarDays(agencyToday(), 5)],
          union: 'Non-Union',
          location: 'Toronto',
          exterior: 'Interior',
          selfDriveOnly: false,
          notes: 'Night shoot.',
        },
        roles: [{ id: CROWD, name: 'Crowd', slots: 10, isSSE: false }],
        participants: performers.map(({ uid }) => ({ performerId: uid, roleId: CROWD })),
      },
    });
    expect(confirmed.status, confirmed.text).toBe(201);
    dayId = confirmed.body;
    projectId = (await findDay(dayId))!.record.projectId;
    expect(await dayCounts()).toMatchObject({ asked: PERFORMERS });
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
    await select(dayId, late.uid, CROWD);
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
