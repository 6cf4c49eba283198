/** Projects through the API: create, list, read, archive/restore, and a project's days (spec 2 §7). */
import type { ProductionDaySummary, ProjectView } from '@scenecall/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { adminDb, createTestUser, type TestUser } from '../../../../tools/testing/users';
import { createDayAs, createProjectAs, dayBody } from './projects.test-support';

interface ErrorAnswer {
  error: { code: string; message: string; fields?: { field: string; message: string }[] };
}

describe('projects', () => {
  let admin: TestUser;
  let castingA: TestUser;
  let castingB: TestUser;
  let performer: TestUser;
  beforeAll(async () => {
    [admin, castingA, castingB, performer] = await Promise.all([
      createTestUser({ role: 'Admin' }),
      createTestUser({ role: 'Casting' }),
      createTestUser({ role: 'Casting' }),
      createTestUser({ role: 'Performer' }),
    ]);
  });

  describe('POST /project/create/{castingId}', () => {
    it('creates a project for the Casting user themselves and answers its id', async () => {
      const id = await createProjectAs(castingA, '  Maple Street (Season 2) ');
      const read = await callApi<ProjectView>(`/project/read/${id}`, { token: castingA.token });
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({
        id,
        name: 'Maple Street (Season 2)',
        castingId: castingA.uid,
        status: 'active',
      });
      const stored = (await adminDb().collection('projects').doc(id).get()).data();
      expect(stored).toMatchObject({ createdBy: castingA.uid, blacklist: {} });
    });

    it('lets Admin create for any Casting account, and nobody else for another account', async () => {
      const id = await createProjectAs(admin, 'For B', castingB.uid);
      expect((await callApi<ProjectView>(`/project/read/${id}`, { token: castingB.token })).body.castingId).toBe(
        castingB.uid,
      );
      const forOther = await callApi<ErrorAnswer>(`/project/create/${castingB.uid}`, {
        method: 'POST',
        token: castingA.token,
        body: { name: 'Not mine' },
      });
      expect(forOther.status).toBe(403);
      const byPerformer = await callApi(`/project/create/${performer.uid}`, {
        method: 'POST',
        token: performer.token,
        body: { name: 'x' },
      });
      expect(byPerformer.status).toBe(403);
      const anonymous = await callApi(`/project/create/${castingA.uid}`, { method: 'POST', body: { name: 'x' } });
      expect(anonymous.status).toBe(401);
    });

    it('refuses an account that is not a Casting account, a blank name and a mismatched castingId', async () => {
      const notCasting = await callApi<ErrorAnswer>(`/project/create/${performer.uid}`, {
        method: 'POST',
        token: admin.token,
        body: { name: 'x' },
      });
      expect(notCasting.status).toBe(404);
      expect(notCasting.body.error.message).toBe('Casting account not found');
      const blank = await callApi<ErrorAnswer>(`/project/create/${castingA.uid}`, {
        method: 'POST',
        token: castingA.token,
        body: { name: '   ' },
      });
      expect(blank.status).toBe(400);
      expect(blank.body.error.fields).toContainEqual({ field: 'name', message: 'Project name is required' });
      const mismatch = await callApi(`/project/create/${castingA.uid}`, {
        method: 'POST',
        token: castingA.token,
        body: { name: 'x', castingId: castingB.uid },
      });
      expect(mismatch.status).toBe(400);
    });
  });

  describe('GET /project/read/all and archiving', () => {
    it('shows a Casting user only their projects, Admin every project, active or archived', async () => {
      const mine = await createProjectAs(castingA, 'Listed A');
      const theirs = await createProjectAs(castingB, 'Listed B');
      const idsFor = async (user: TestUser, query = '') =>
        (await callApi<ProjectView[]>(`/project/read/all${query}`, { token: user.token })).body.map((p) => p.id);

      expect(await idsFor(castingA)).toContain(mine);
      expect(await idsFor(castingA)).not.toContain(theirs);
      expect(await idsFor(castingB)).not.toContain(mine);
      expect(await idsFor(admin)).toEqual(expect.arrayContaining([mine, theirs]));

      const archived = await callApi<ProjectView>(`/project/${mine}/archive`, {
        method: 'POST',
        token: castingA.token,
      });
      expect(archived.body.status).toBe('archived');
      expect(await idsFor(castingA)).not.toContain(mine);
      expect(await idsFor(castingA, '?status=archived')).toContain(mine);
      expect(await idsFor(admin, '?status=archived')).toContain(mine);

      const again = await callApi<ErrorAnswer>(`/project/${mine}/archive`, { method: 'POST', token: castingA.token });
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe('This project is already archived');
      const addDay = await callApi<ErrorAnswer>(`/project/${mine}/create-day`, {
        method: 'POST',
        token: castingA.token,
        body: dayBody(),
      });
      expect(addDay.status).toBe(409);
      expect(addDay.body.error.message).toBe('This project is archived. Restore it first');

      const restored = await callApi<ProjectView>(`/project/${mine}/restore`, { method: 'POST', token: admin.token });
      expect(restored.body.status).toBe('active');
      expect(await idsFor(castingA)).toContain(mine);
      expect((await callApi(`/project/${mine}/restore`, { method: 'POST', token: admin.token })).status).toBe(409);
    });

    it('refuses an unknown status and answers newest first', async () => {
      expect((await callApi('/project/read/all?status=deleted', { token: castingA.token })).status).toBe(400);
      const listed = (await callApi<ProjectView[]>('/project/read/all', { token: castingA.token })).body;
      const created = listed.map((project) => project.createdAt);
      expect(created).toEqual([...created].sort().reverse());
    });

    it("answers 403 to Casting user B on A's project, and 404 for a project that does not exist", async () => {
      const id = await createProjectAs(castingA, 'Private');
      for (const [method, path, body] of [
        ['GET', `/project/read/${id}`],
        ['GET', `/project/${id}/days`],
        ['POST', `/project/${id}/archive`],
        ['POST', `/project/${id}/create-day`, dayBody()],
      ] as const) {
        const answer = await callApi<ErrorAnswer>(path, { method, token: castingB.token, body });
        expect(answer.status, `${method} ${path}`).toBe(403);
      }
      expect((await callApi('/project/read/no-such-project', { token: admin.token })).status).toBe(404);
    });
  });

  describe('days of a project', () => {
    it('creates a day from yyyy-mm-dd dates, answers its id, and lists it with its dates sorted', async () => {
      const projectId = await createProjectAs(castingA, 'Days');
      const dayId = await createDayAs(
        castingA,
        projectId,
        dayBody({
          dates: ['2026-12-10', '2026-12-09'],
          notes: '<p>Bring <strong>winter</strong> wear</p><script>alert(1)</script><img src=x onerror=alert(1)>',
          roles: [{ name: 'Fans', slots: 40, isSSE: false }],
        }),
      );
      expect(typeof dayId).toBe('string');
      const days = await callApi<ProductionDaySummary[]>(`/project/${projectId}/days`, { token: castingA.token });
      expect(days.body).toEqual([
        {
          id: dayId,
          title: 'Diner patrons',
          dates: ['2026-12-09', '2026-12-10'],
          location: 'Toronto',
          status: 'Draft',
        },
      ]);
      const stored = (await adminDb().collection('productionDays').doc(dayId).get()).data();
      expect(stored).toMatchObject({
        projectId,
        castingId: castingA.uid,
        production: 'Days',
        firstDate: '2026-12-09',
        lastDate: '2026-12-10',
        status: 'Draft',
        union: 'Non-Union',
        exterior: 'Interior',
        selfDriveOnly: false,
        notes: '<p>Bring <strong>winter</strong> wear</p>',
        participantRoles: {},
      });
      expect(stored?.roles).toEqual([
        expect.objectContaining({
          name: 'Fans',
          slots: 40,
          counts: { selected: 0, asked: 0, available: 0, booked: 0, standby: 0 },
        }),
      ]);
    });

    it('lists days by first date and lets Admin add days to any project', async () => {
      const projectId = await createProjectAs(castingA, 'Ordered');
      const later = await createDayAs(admin, projectId, dayBody({ dates: ['2027-01-05'] }));
      const earlier = await createDayAs(castingA, projectId, dayBody({ dates: ['2026-11-30'] }));
      const days = await callApi<ProductionDaySummary[]>(`/project/${projectId}/days`, { token: admin.token });
      expect(days.body.map((day) => day.id)).toEqual([earlier, later]);
    });

    it('refuses a day without the required fields, naming each', async () => {
      const projectId = await createProjectAs(castingA, 'Validation');
      const answer = await callApi<ErrorAnswer>(`/project/${projectId}/create-day`, {
        method: 'POST',
        token: castingA.token,
        body: { title: '', dates: [], location: ' ', rate: '' },
      });
      expect(answer.status).toBe(400);
      const fields = answer.body.error.fields?.map((issue) => issue.field) ?? [];
      expect(fields).toEqual(expect.arrayContaining(['title', 'dates', 'location', 'shuttle', 'rate']));
    });

    it.each([
      ['a date that does not exist', { dates: ['2026-02-30'] }],
      ['a date in another format', { dates: ['12/03/2026'] }],
      ['the same date twice', { dates: ['2026-12-03', '2026-12-03'] }],
      ['an unknown shuttle', { shuttle: 'Maybe' }],
      ['an unknown field', { budget: 1000 }],
      [
        'two roles of one name',
        {
          roles: [
            { name: 'A', slots: 1, isSSE: false },
            { name: 'a', slots: 2, isSSE: true },
          ],
        },
      ],
      ['a role without slots', { roles: [{ name: 'A', slots: 0, isSSE: false }] }],
    ])('refuses %s', async (_name, overrides) => {
      const projectId = await createProjectAs(castingA, 'Bad days');
      const answer = await callApi(`/project/${projectId}/create-day`, {
        method: 'POST',
        token: castingA.token,
        body: { ...dayBody(), ...overrides },
      });
      expect(answer.status, answer.text).toBe(400);
    });
  });
});
