/**
 * One production day through the API: the day page, editing, archive/restore by the status machine,
 * delete (refused while anyone is booked), and the call and fitting sheets.
 */
import {
  defaultCallSheet,
  defaultFittingSheet,
  type ProductionDayPage,
  type ProductionDayView,
} from '@scenecall/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { adminDb, createTestUser, type TestUser } from '../../../../tools/testing/users';
import {
  book,
  cancel,
  createDayAs,
  createProjectAs,
  dayBody,
  rolesOf,
  select,
  SHEET_DAY,
} from './projects.test-support';

interface ErrorAnswer {
  error: { code: string; message: string };
}

describe('a production day', () => {
  let admin: TestUser;
  let casting: TestUser;
  let otherCasting: TestUser;
  let performers: TestUser[];
  let projectId: string;
  beforeAll(async () => {
    [admin, casting, otherCasting, ...performers] = await Promise.all([
      createTestUser({ role: 'Admin' }),
      createTestUser({ role: 'Casting' }),
      createTestUser({ role: 'Casting' }),
      createTestUser({
        role: 'Performer',
        profile: { firstName: 'Ada', lastName: 'Lovelace', unionStatus: 'ACTRA Full' },
      }),
      createTestUser({
        role: 'Performer',
        profile: { firstName: 'Alan', lastName: 'Turing', unionStatus: 'Non-Union' },
      }),
      createTestUser({ role: 'Performer', profile: { firstName: 'Grace', lastName: 'Hopper', unionStatus: 'AABP' } }),
    ]);
    projectId = await createProjectAs(casting, 'Harbour Lights');
  });

  const dayPath = (dayId: string, suffix = '') => `/project/${projectId}/days/${dayId}${suffix}`;
  const newDay = (
    roles = [
      { name: 'Diner', slots: 2, isSSE: false },
      { name: 'Cook', slots: 1, isSSE: true },
    ],
  ) => createDayAs(casting, projectId, dayBody({ dates: ['2026-12-03', '2026-12-04'], roles }));

  it('shows the project, the day, its roles with counts and its participants by casting-safe name', async () => {
    const dayId = await newDay();
    const roles = await rolesOf(casting, projectId, dayId);
    await select(dayId, performers[0]!.uid, roles.Diner!);
    await book(dayId, performers[1]!.uid, roles.Cook!, { draft: '06:00', final: '06:30' });

    const page = await callApi<ProductionDayPage>(dayPath(dayId), { token: casting.token });
    expect(page.status).toBe(200);
    expect(page.body.project).toMatchObject({ id: projectId, name: 'Harbour Lights' });
    expect(page.body.day).toMatchObject({
      id: dayId,
      title: 'Diner patrons',
      status: 'Draft',
      production: 'Harbour Lights',
    });
    expect(page.body.day).not.toHaveProperty('participantRoles');
    const counts = Object.fromEntries(page.body.day.roles.map((role) => [role.name, role.counts]));
    expect(counts.Diner).toMatchObject({ selected: 1, booked: 0 });
    expect(counts.Cook).toMatchObject({ selected: 0, booked: 1 });
    expect(page.body.participants).toEqual([
      {
        performerId: performers[0]!.uid,
        name: 'Ada Lovelace',
        roleId: roles.Diner,
        roleName: 'Diner',
        status: 'selected',
        draftCallTime: null,
        finalCallTime: null,
        commissionPaid: false,
      },
      {
        performerId: performers[1]!.uid,
        name: 'Alan Turing',
        roleId: roles.Cook,
        roleName: 'SSE Cook',
        status: 'booked',
        draftCallTime: '06:00',
        finalCallTime: '06:30',
        commissionPaid: false,
      },
    ]);
    for (const performer of performers) {
      expect(page.text).not.toContain(performer.tel);
      expect(page.text).not.toContain(performer.email);
    }
    expect((await callApi(dayPath(dayId), { token: admin.token })).status).toBe(200);
  });

  it('answers 403 to another Casting user on every day route, and 404 for a day of another project', async () => {
    const dayId = await newDay();
    for (const [method, suffix] of [
      ['GET', ''],
      ['DELETE', ''],
      ['POST', '/archive'],
      ['GET', '/performers.csv'],
      ['GET', '/call-sheet.pdf'],
    ] as const) {
      const answer = await callApi(dayPath(dayId, suffix), { method, token: otherCasting.token });
      expect(answer.status, `${method} ${suffix}`).toBe(403);
    }
    const edit = await callApi(dayPath(dayId), { method: 'PUT', token: otherCasting.token, body: dayBody() });
    expect(edit.status).toBe(403);
    const otherProject = await createProjectAs(casting, 'Other');
    expect((await callApi(`/project/${otherProject}/days/${dayId}`, { token: casting.token })).status).toBe(404);
    expect((await callApi(dayPath('no-such-day'), { token: admin.token })).status).toBe(404);
  });

  describe('Edit Production Day Info', () => {
    it('saves every detail, sanitises the notes and keeps role counts when roles are edited', async () => {
      const dayId = await newDay();
      const roles = await rolesOf(casting, projectId, dayId);
      await select(dayId, performers[0]!.uid, roles.Diner!);
      const answer = await callApi<ProductionDayView>(dayPath(dayId), {
        method: 'PUT',
        token: casting.token,
        body: dayBody({
          title: 'Night diner',
          dates: ['2026-12-05'],
          location: 'Hamilton',
          shuttle: 'Available',
          rate: 'Union rate',
          requiredDocuments: 'Photo ID',
          notes: '<p onclick="x()">Quiet <a href="javascript:alert(1)">please</a></p>',
          union: 'ACTRA',
          exterior: 'Exterior',
          selfDriveOnly: true,
          roles: [
            { id: roles.Diner, name: 'Diner guest', slots: 3, isSSE: false },
            { name: 'Waiter', slots: 1, isSSE: false },
          ],
        }),
      });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body).toMatchObject({
        title: 'Night diner',
        dates: ['2026-12-05'],
        firstDate: '2026-12-05',
        lastDate: '2026-12-05',
        location: 'Hamilton',
        shuttle: 'Available',
        notes: '<p>Quiet <a target="_blank" rel="noopener noreferrer">please</a></p>',
        union: 'ACTRA',
        exterior: 'Exterior',
        selfDriveOnly: true,
      });
      expect(answer.body.roles.map((role) => [role.name, role.slots, role.counts.selected])).toEqual([
        ['Diner guest', 3, 1],
        ['Waiter', 1, 0],
      ]);
      const participant = await adminDb().collection('participants').doc(`${dayId}_${performers[0]!.uid}`).get();
      expect(participant.get('dates')).toEqual(['2026-12-05']);
    });

    it('refuses removing a role with performers, fewer slots than bookings, and new dates while anyone is booked', async () => {
      const dayId = await newDay();
      const roles = await rolesOf(casting, projectId, dayId);
      await book(dayId, performers[2]!.uid, roles.Cook!);
      const put = (body: object) => callApi<ErrorAnswer>(dayPath(dayId), { method: 'PUT', token: casting.token, body });
      const base = dayBody({ dates: ['2026-12-03', '2026-12-04'] });

      const removed = await put({ ...base, roles: [{ id: roles.Diner, name: 'Diner', slots: 2, isSSE: false }] });
      expect(removed.status).toBe(409);
      expect(removed.body.error.message).toBe('Cook has performers on it: take them off before removing it');
      const fewer = await put({
        ...base,
        roles: [
          { id: roles.Diner, name: 'Diner', slots: 2, isSSE: false },
          { id: roles.Cook, name: 'Cook', slots: 0, isSSE: true },
        ],
      });
      expect(fewer.status).toBe(400);
      const moved = await put({ ...base, dates: ['2026-12-06'] });
      expect(moved.status).toBe(409);
      expect(moved.body.error.message).toBe(
        '1 performer is booked on this day. Cancel their bookings before changing the dates.',
      );
      expect((await put({ ...base, title: 'Renamed' })).status).toBe(200);
    });
  });

  describe('statuses', () => {
    it('archives from any status, refuses edits while archived, and restores to the status it had', async () => {
      const dayId = await newDay();
      await adminDb().collection('productionDays').doc(dayId).update({ status: 'Availability Check' });
      const archived = await callApi<ProductionDayView>(dayPath(dayId, '/archive'), {
        method: 'POST',
        token: casting.token,
      });
      expect(archived.body).toMatchObject({ status: 'Archived', archivedFrom: 'Availability Check' });
      const again = await callApi<ErrorAnswer>(dayPath(dayId, '/archive'), { method: 'POST', token: casting.token });
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe('This day is already archived');
      for (const [suffix, body] of [
        ['', dayBody()],
        ['/call-sheet', defaultCallSheet(SHEET_DAY)],
      ] as const) {
        const edit = await callApi<ErrorAnswer>(dayPath(dayId, suffix), { method: 'PUT', token: casting.token, body });
        expect(edit.status).toBe(409);
        expect(edit.body.error.message).toBe('This day is archived. Restore it first');
      }
      const restored = await callApi<ProductionDayView>(dayPath(dayId, '/restore'), {
        method: 'POST',
        token: admin.token,
      });
      expect(restored.body).toMatchObject({ status: 'Availability Check', archivedFrom: null });
      const notArchived = await callApi<ErrorAnswer>(dayPath(dayId, '/restore'), {
        method: 'POST',
        token: admin.token,
      });
      expect(notArchived.status).toBe(409);
      expect(notArchived.body.error.message).toBe('Only an archived day can be restored');
    });

    it('keeps a wrapped day from being edited', async () => {
      const dayId = await newDay();
      await adminDb().collection('productionDays').doc(dayId).update({ status: 'Wrapped' });
      const edit = await callApi<ErrorAnswer>(dayPath(dayId), { method: 'PUT', token: casting.token, body: dayBody() });
      expect(edit.status).toBe(409);
      expect(edit.body.error.message).toBe('A wrapped day cannot be changed');
    });
  });

  describe('Delete Production Day', () => {
    it('is refused while a performer is booked, then deletes the day and its participants', async () => {
      const dayId = await newDay();
      const roles = await rolesOf(casting, projectId, dayId);
      await select(dayId, performers[0]!.uid, roles.Diner!);
      await book(dayId, performers[1]!.uid, roles.Cook!);

      const refused = await callApi<ErrorAnswer>(dayPath(dayId), { method: 'DELETE', token: casting.token });
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(
        '1 performer is booked on this day. Cancel their bookings before deleting it.',
      );
      expect((await callApi(dayPath(dayId), { token: casting.token })).status).toBe(200);

      await cancel(dayId, performers[1]!.uid);
      const deleted = await callApi(dayPath(dayId), { method: 'DELETE', token: casting.token });
      expect(deleted.status, deleted.text).toBe(204);
      expect((await callApi(dayPath(dayId), { token: casting.token })).status).toBe(404);
      const left = await adminDb().collection('participants').where('dayId', '==', dayId).get();
      expect(left.size).toBe(0);
      expect((await callApi(dayPath(dayId), { method: 'DELETE', token: casting.token })).status).toBe(404);
    });
  });

  describe('call sheet and fitting sheet', () => {
    it('saves every field of the call sheet and the fitting sheet on the day', async () => {
      const dayId = await newDay();
      const details = { ...SHEET_DAY, dates: ['2026-12-03', '2026-12-04'] };
      const call = {
        ...defaultCallSheet(details),
        parking: 'Lot B, free',
        healthAndSafety: 'Closed-toe shoes',
        callSheet: [
          { time: '06:00', description: 'Background call' },
          { time: '07:30', description: 'Breakfast' },
        ],
        wardrobeNotes: 'Winter',
        hairNotes: 'Natural',
        makeupNotes: 'None',
        accounting: 'Vouchers at wrap',
        additionalNotes: 'No phones on set',
      };
      const saved = await callApi<ProductionDayView>(dayPath(dayId, '/call-sheet'), {
        method: 'PUT',
        token: casting.token,
        body: call,
      });
      expect(saved.status, saved.text).toBe(200);
      expect(saved.body.call).toEqual(call);
      const fitting = { ...defaultFittingSheet(details), fittingTime: [{ time: '10:00', description: 'Group A' }] };
      const fitted = await callApi<ProductionDayView>(dayPath(dayId, '/fitting-sheet'), {
        method: 'PUT',
        token: admin.token,
        body: fitting,
      });
      expect(fitted.body.fitting).toEqual(fitting);
      expect(fitted.body.call).toEqual(call);
    });

    it.each([
      ['a time that is not HH:mm', { callSheet: [{ time: '25:00', description: 'x' }] }],
      ['a filming date that does not exist', { filmingDate: '2026-13-01' }],
      ['a blank title', { title: ' ' }],
      ['a missing field', { parking: undefined }],
    ])('refuses a call sheet with %s', async (_name, overrides) => {
      const dayId = await newDay();
      const body = { ...defaultCallSheet(SHEET_DAY), ...overrides };
      const answer = await callApi(dayPath(dayId, '/call-sheet'), { method: 'PUT', token: casting.token, body });
      expect(answer.status, answer.text).toBe(400);
    });
  });
});
