/**
 * The casting days through Hosting: the wizard's Confirm (a new or existing production, slots per
 * role), the explorer's groups, the day view (date triple, participants as casting cards), adding
 * and removing performers until the day is booked, the last slot taken by two sessions at once,
 * ownership between two Casting users, saved filters, and a privacy scan of every casting answer.
 */
import {
  addCalendarDays,
  agencyToday,
  NEVER_IN_CASTING_ANSWERS,
  type CastingDayGroups,
  type CastingDayView,
  type SavedFilter,
} from '@scenecall/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { waitForMail } from '../../../../tools/testing/mail';
import { adminDb, createTestUser, type TestUser } from '../../../../tools/testing/users';
import { createWizardDay, performerWith, wizardBody } from './casting.test-support';

const readDay = async (user: TestUser, dayId: string) => {
  const answer = await callApi<CastingDayView>(`/casting/production-days/${dayId}`, { token: user.token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
};

const addTo = (user: TestUser, dayId: string, performerId: string, roleId: string) =>
  callApi<CastingDayView>(`/casting/production-days/${dayId}/participants`, {
    method: 'POST',
    token: user.token,
    body: { performerId, roleId },
  });

describe('casting production days', () => {
  let casting: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let performers: TestUser[];
  beforeAll(async () => {
    [casting, other, admin] = await Promise.all([
      createTestUser({ role: 'Casting' }),
      createTestUser({ role: 'Casting' }),
      createTestUser({ role: 'Admin' }),
    ]);
    performers = await Promise.all(
      ['Ann', 'Bea', 'Cal', 'Dov'].map((firstName) => performerWith({ firstName, city: 'Hamilton' })),
    );
  });

  it("Confirm sends the new day's availability check: each selected performer is asked and e-mailed", async () => {
    const production = `Night Market ${Date.now().toString(36)}`;
    const dayId = await createWizardDay(
      casting,
      wizardBody({
        details: {
          ...wizardBody().details,
          production: { newProjectName: production },
          dates: [addCalendarDays(agencyToday(), 12)],
        },
        participants: [
          { performerId: performers[2]!.uid, roleId: 'role-diner' },
          { performerId: performers[3]!.uid, roleId: 'role-cook' },
        ],
      }),
    );
    const day = await readDay(casting, dayId);
    expect(day.status).toBe('Availability Check');
    expect(day.participants.map((participant) => participant.status)).toEqual(['asked', 'asked']);
    const mails = await Promise.all(
      [performers[2]!, performers[3]!].map((performer) =>
        waitForMail(performer.email, new RegExp(`Are you available\\? ${production}`)),
      ),
    );
    expect(mails).toHaveLength(2);
  });

  it('creates the day from the wizard with its roles and selections, and shows it in the explorer and the day view', async () => {
    const dayId = await createWizardDay(
      casting,
      wizardBody({
        bookingMode: 'automatic',
        participants: [
          { performerId: performers[0]!.uid, roleId: 'role-diner' },
          { performerId: performers[1]!.uid, roleId: 'role-cook' },
        ],
      }),
    );
    const day = await readDay(casting, dayId);
    expect(day).toMatchObject({
      production: 'Harbour Lights',
      title: 'Harbour Lights',
      date: [2026, 11, 19],
      status: 'Draft',
      bookingMode: 'automatic',
      castingOpen: true,
      notes: 'Bring a winter coat.',
    });
    expect(day.roles.map((role) => [role.name, role.max, role.taken])).toEqual([
      ['Diner', 2, 1],
      ['SSE Cook', 1, 1],
    ]);
    expect(day.participants.map((p) => [p.performer.name, p.role, p.status])).toEqual([
      ['Ann Lovelace', 'Diner', 'selected'],
      ['Bea Lovelace', 'SSE Cook', 'selected'],
    ]);

    // A second day in the same production, by id.
    const secondId = await createWizardDay(
      casting,
      wizardBody({
        details: { ...wizardBody().details, production: { projectId: day.projectId }, dates: ['2026-12-01'] },
      }),
    );
    const groups = (await callApi<CastingDayGroups>('/casting/production-days/all', { token: casting.token })).body;
    const harbour = groups.find((group) => group.some((summary) => summary.id === dayId));
    expect(harbour?.map((summary) => summary.id)).toEqual([dayId, secondId]);
    const othersGroups = (await callApi<CastingDayGroups>('/casting/production-days/all', { token: other.token })).body;
    expect(othersGroups.flat().map((summary) => summary.id)).not.toContain(dayId);
    const adminGroups = (await callApi<CastingDayGroups>('/casting/production-days/all', { token: admin.token })).body;
    expect(adminGroups.flat().map((summary) => summary.id)).toContain(dayId);
  });

  it('refuses a wizard selection over twice a role’s slots, without roles, or with an inactive performer', async () => {
    const inactive = await performerWith({ city: 'Hamilton' }, false);
    const over = wizardBody({
      participants: [0, 1, 2].map((index) => ({ performerId: performers[index]!.uid, roleId: 'role-cook' })),
    });
    const post = (body: unknown) =>
      callApi<{ error: { message: string } }>('/casting/production-days', {
        method: 'POST',
        token: casting.token,
        body,
      });
    const refused = await post(over);
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Cook takes at most 2 performers');
    const withBackup = await post(wizardBody({ participants: over.participants.slice(0, 2) }));
    expect(withBackup.status, withBackup.text).toBe(201);
    const noRoles = await post(wizardBody({ roles: [] }));
    expect(noRoles.status).toBe(400);
    expect(noRoles.text).toContain('Select at least one role');
    const withInactive = await post(
      wizardBody({ participants: [{ performerId: inactive.uid, roleId: 'role-diner' }] }),
    );
    expect(withInactive.status).toBe(409);
  });

  it('gives the last place of a role (its slot and one backup) to one of two sessions taking it at once', async () => {
    const dayId = await createWizardDay(casting, wizardBody());
    expect((await addTo(casting, dayId, performers[2]!.uid, 'role-cook')).status).toBe(200);
    const answers = await Promise.all([
      addTo(casting, dayId, performers[3]!.uid, 'role-cook'),
      addTo(casting, dayId, performers[0]!.uid, 'role-cook'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.text).toContain('This role is full');
    const day = await readDay(casting, dayId);
    expect(day.roles.find((role) => role.id === 'role-cook')?.taken).toBe(2);
    expect(day.participants).toHaveLength(2);
  });

  it('adds and removes performers on a role until the day is booked; one role per performer per day', async () => {
    const dayId = await createWizardDay(casting, wizardBody());
    const added = await addTo(casting, dayId, performers[0]!.uid, 'role-diner');
    expect(added.status, added.text).toBe(200);
    expect(added.body.participants.map((p) => p.id)).toEqual([performers[0]!.uid]);
    expect((await addTo(casting, dayId, performers[0]!.uid, 'role-cook')).text).toContain('already on another role');
    const removed = await callApi<CastingDayView>(
      `/casting/production-days/${dayId}/participants/${performers[0]!.uid}`,
      { method: 'DELETE', token: casting.token },
    );
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.participants).toEqual([]);
    await adminDb().collection('productionDays').doc(dayId).update({ status: 'Booked' });
    const late = await addTo(casting, dayId, performers[1]!.uid, 'role-diner');
    expect(late.status).toBe(409);
    expect((await readDay(casting, dayId)).castingOpen).toBe(false);
  });

  it("keeps a Casting user away from another's days", async () => {
    const dayId = await createWizardDay(casting, wizardBody());
    expect((await callApi(`/casting/production-days/${dayId}`, { token: other.token })).status).toBe(403);
    expect((await addTo(other, dayId, performers[0]!.uid, 'role-diner')).status).toBe(403);
    const remove = await callApi(`/casting/production-days/${dayId}/participants/${performers[0]!.uid}`, {
      method: 'DELETE',
      token: other.token,
    });
    expect(remove.status).toBe(403);
    expect((await callApi(`/casting/production-days/${dayId}`, { token: admin.token })).status).toBe(200);
    const project = (await readDay(casting, dayId)).projectId;
    const intoTheirs = await callApi('/casting/production-days', {
      method: 'POST',
      token: other.token,
      body: wizardBody({ details: { ...wizardBody().details, production: { projectId: project } } }),
    });
    expect(intoTheirs.status).toBe(403);
  });

  it('keeps saved filters per Casting user', async () => {
    const save = (user: TestUser, name: string, query: string) =>
      callApi<SavedFilter[]>('/casting/saved-filters', { method: 'POST', token: user.token, body: { name, query } });
    expect((await save(casting, 'Blonde adults', 'hair=Blonde&ageMin=18')).status).toBe(200);
    expect((await save(casting, 'Bad', 'hair=Purple')).status).toBe(400);
    expect((await save(casting, 'Bad', 'dayId=abc')).status).toBe(400);
    const mine = (await callApi<SavedFilter[]>('/casting/saved-filters', { token: casting.token })).body;
    expect(mine.map((filter) => [filter.name, filter.query])).toEqual([['Blonde adults', 'hair=Blonde&ageMin=18']]);
    expect((await callApi<SavedFilter[]>('/casting/saved-filters', { token: other.token })).body).toEqual([]);
    const removed = await callApi<SavedFilter[]>(`/casting/saved-filters/${mine[0]!.id}`, {
      method: 'DELETE',
      token: casting.token,
    });
    expect(removed.body).toEqual([]);
  });

  it('never answers a private field in any casting answer (privacy scan)', async () => {
    const performer = await performerWith({
      city: 'Privacyville',
      firstName: 'Priya',
      guardianFullName: null,
      emergencyFullName: 'Emergency Person',
      emergencyTel: '1-416-555-0142',
    });
    const dayId = await createWizardDay(
      casting,
      wizardBody({ participants: [{ performerId: performer.uid, roleId: 'role-diner' }] }),
    );
    const paths = [
      '/casting/performers/all?city=Privacyville',
      `/casting/performers/all?dayId=${dayId}&roleId=role-diner&city=Privacyville`,
      `/casting/performers/all-by-ids?ids=${performer.uid}`,
      '/casting/production-days/all',
      `/casting/production-days/${dayId}`,
    ];
    const answers = await Promise.all(
      paths.map(async (path) => ({ path, answer: await callApi(path, { token: casting.token }) })),
    );
    const added = await addTo(casting, dayId, performers[1]!.uid, 'role-cook');
    for (const { path, answer } of [...answers, { path: 'add', answer: added }]) {
      expect(answer.status, answer.text).toBe(200);
      expect(answer.headers.get('cache-control'), path).toBe('private, no-store');
      if (path !== '/casting/production-days/all') expect(answer.text).toContain(performer.uid);
      for (const field of NEVER_IN_CASTING_ANSWERS) expect(answer.text).not.toContain(`"${field}"`);
      for (const value of [
        performer.email,
        performer.tel,
        '123456789',
        '1990-04-02',
        'Emergency Person',
        '416-555-0142',
        'M5V 2T6',
      ])
        expect(answer.text).not.toContain(value);
    }
  });
});
