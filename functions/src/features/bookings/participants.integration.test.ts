/**
 * The participant and production-day functions the casting wizard and the booking loop build on,
 * against the emulator: the booking loop's one write path (`runBooking`) keeps the participant, the
 * role counts and `participantRoles` in step, in one transaction.
 */
import { createProductionDayBodySchema } from '@scenecall/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, createTestUser, type TestUser } from '../../../../tools/testing/users';
import { selectPerformer as addParticipant, unselectPerformer as removeParticipant } from './casting-bookings.service';
import { findParticipant, listParticipantsOfDay, listParticipantsOfPerformer } from './participants.repository';
import { findDay, listDaysOfCasting } from '../projects/production-days.repository';
import { findProject } from '../projects/projects.repository';
import { createDay } from '../projects/projects.service';
import { applyEvent, book, createProjectAs, dayBody } from '../projects/projects.test-support';

const casting = { by: 'casting' as const, byUid: 'casting-uid' };

describe('participants and days repositories', () => {
  let owner: TestUser;
  let performerIds: string[];
  let projectId: string;
  beforeAll(async () => {
    owner = await createTestUser({ role: 'Casting' });
    projectId = await createProjectAs(owner, 'Repository');
    performerIds = ['perf-a', 'perf-b', 'perf-c'].map((id) => `${id}-${Date.now().toString(36)}`);
  });

  async function dayWith(participants: { performerId: string; role: 'Lead' | 'Crowd' }[]) {
    const project = (await findProject(projectId))!;
    const roles = [
      { id: 'role-lead', name: 'Lead', slots: 1, isSSE: true },
      { id: 'role-crowd', name: 'Crowd', slots: 5, isSSE: false },
    ];
    const body = createProductionDayBodySchema.parse({ ...dayBody(), roles });
    const roleId = (name: string) => roles.find((role) => role.name === name)!.id;
    const dayId = await createDay(
      { uid: owner.uid, role: 'Casting' },
      project,
      body,
      participants.map(({ performerId, role }) => ({ performerId, roleId: roleId(role) })),
    );
    return { dayId, lead: roleId('Lead'), crowd: roleId('Crowd') };
  }

  const countsOf = async (dayId: string) =>
    Object.fromEntries((await findDay(dayId))!.record.roles.map((role) => [role.name, role.counts]));

  it('creates a day with its roles and first participants in one transaction', async () => {
    const { dayId, lead, crowd } = await dayWith([
      { performerId: performerIds[0]!, role: 'Lead' },
      { performerId: performerIds[1]!, role: 'Crowd' },
    ]);
    const day = (await findDay(dayId))!.record;
    expect(day.participantRoles).toEqual({ [performerIds[0]!]: lead, [performerIds[1]!]: crowd });
    expect((await countsOf(dayId)).Lead).toMatchObject({ selected: 1 });
    const onDay = await listParticipantsOfDay(dayId);
    expect(onDay.map((participant) => [participant.performerId, participant.status, participant.dates])).toEqual(
      expect.arrayContaining([
        [performerIds[0], 'selected', ['2026-12-03']],
        [performerIds[1], 'selected', ['2026-12-03']],
      ]),
    );
    expect((await listDaysOfCasting(owner.uid)).map((stored) => stored.id)).toContain(dayId);
  });

  it('adds a performer once per day, and removes them with their count and role entry', async () => {
    const { dayId, lead, crowd } = await dayWith([]);
    const context = { ...casting, now: new Date() };
    expect((await addParticipant(dayId, performerIds[2]!, crowd, context, { withinLimit: true })).ok).toBe(true);
    expect(await addParticipant(dayId, performerIds[2]!, crowd, context, { withinLimit: true })).toEqual({
      ok: false,
      reason: 'on-this-role',
    });
    expect(await addParticipant(dayId, performerIds[2]!, lead, context, { withinLimit: true })).toEqual({
      ok: false,
      reason: 'on-another-role',
    });
    expect(await addParticipant(dayId, performerIds[0]!, 'no-such-role', context, { withinLimit: true })).toEqual({
      ok: false,
      reason: 'role-missing',
    });
    expect(await addParticipant('no-such-day', performerIds[0]!, crowd, context, { withinLimit: true })).toEqual({
      ok: false,
      reason: 'day-missing',
    });
    expect((await countsOf(dayId)).Crowd).toMatchObject({ selected: 1 });

    expect(await removeParticipant(dayId, performerIds[2]!)).toEqual({ ok: true });
    expect((await countsOf(dayId)).Crowd).toMatchObject({ selected: 0 });
    expect((await findDay(dayId))!.record.participantRoles).toEqual({});
    expect(await findParticipant(dayId, performerIds[2]!)).toBeUndefined();
    expect(await removeParticipant(dayId, performerIds[2]!)).toEqual({ ok: false, reason: 'missing' });
  });

  it('moves counts with each transition and refuses to remove a booked performer', async () => {
    const { dayId, lead } = await dayWith([]);
    await book(dayId, performerIds[0]!, lead, { final: '06:00' });
    expect((await countsOf(dayId)).Lead).toEqual({ selected: 0, asked: 0, available: 0, booked: 1, standby: 0 });
    expect(await removeParticipant(dayId, performerIds[0]!)).toEqual({ ok: false, reason: 'holds-the-day' });

    const refused = await applyEvent(dayId, performerIds[0]!, { kind: 'answer', available: false }, casting);
    expect(refused).toMatchObject({ ok: false, code: 'forbidden' });
    expect((await countsOf(dayId)).Lead!.booked).toBe(1);

    const worked = await applyEvent(dayId, performerIds[0]!, { kind: 'mark-worked' }, casting);
    expect(worked).toMatchObject({ ok: true });
    expect((await countsOf(dayId)).Lead!.booked).toBe(0);
    expect((await findParticipant(dayId, performerIds[0]!))?.finalCallTime?.time).toBe('06:00');
  });

  it("lists a performer's participations across days", async () => {
    const first = await dayWith([{ performerId: performerIds[1]!, role: 'Crowd' }]);
    const second = await dayWith([{ performerId: performerIds[1]!, role: 'Lead' }]);
    const days = (await listParticipantsOfPerformer(performerIds[1]!)).map((participant) => participant.dayId);
    expect(days).toEqual(expect.arrayContaining([first.dayId, second.dayId]));
  });

  it('refuses to read a stub document as a participant: the converter names the fields it lacks', async () => {
    const { dayId } = await dayWith([]);
    await adminDb().doc(`participants/${dayId}_${performerIds[0]!}`).set({ commissionPaid: true });
    await expect(findParticipant(dayId, performerIds[0]!)).rejects.toThrow(
      /participants\/.+ is not a stored record: dayId, performerId, roleId, status, dates, history missing/,
    );
  });
});
