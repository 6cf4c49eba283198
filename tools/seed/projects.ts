/**
 * Demo projects of the demo Casting user (emulator-data/fixtures/projects.json): production days
 * with roles, a call sheet and a fitting sheet, and demo performers on them (some booked, with call
 * times), written through the projects services and repositories the app uses. Idempotent: a project
 * is found by name and a day by title and first date; only what is missing is made, and performers
 * are placed only on a day made in this run.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  applyParticipantEvent,
  createProductionDayBodySchema,
  defaultCallSheet,
  defaultFittingSheet,
  type CallSheet,
  type FittingSheet,
  type ParticipantEvent,
  type TransitionContext,
} from '@scenecall/shared';
import type { Caller } from '../../functions/src/http/caller';
import { addParticipant, changeParticipant } from '../../functions/src/features/projects/participants.repository';
import { findDay, listDaysOfProject } from '../../functions/src/features/projects/production-days.repository';
import {
  changeDayStatus,
  saveCallSheet,
  saveFittingSheet,
} from '../../functions/src/features/projects/production-days.service';
import { findProject } from '../../functions/src/features/projects/projects.repository';
import { createDay, createProject, listProjects } from '../../functions/src/features/projects/projects.service';
import { ROOT } from '../stack/firebase-config';

interface ParticipantFixture {
  tel: string;
  role: string;
  book: boolean;
  draftCallTime?: string;
  finalCallTime?: string;
}

interface DayFixture {
  title: string;
  dates: string[];
  call: Partial<CallSheet> | null;
  fitting: Partial<FittingSheet> | null;
  participants: ParticipantFixture[];
  [detail: string]: unknown;
}

interface ProjectFixture {
  name: string;
  days: DayFixture[];
}

export function readProjectFixtures(): ProjectFixture[] {
  return JSON.parse(readFileSync(join(ROOT, 'emulator-data', 'fixtures', 'projects.json'), 'utf8')) as ProjectFixture[];
}

async function projectIdFor(caller: Caller, name: string): Promise<string> {
  const existing = [...(await listProjects(caller, 'active')), ...(await listProjects(caller, 'archived'))];
  return existing.find((project) => project.name === name)?.id ?? createProject(caller, caller.uid, { name });
}

/** Puts a performer on the day and, for `book`, takes them through the booking loop to booked. */
async function placePerformer(dayId: string, performerId: string, roleId: string, fixture: ParticipantFixture) {
  const staff = { by: 'casting' as const, byUid: null };
  const now = new Date();
  const added = await addParticipant(dayId, performerId, roleId, { ...staff, now });
  if (!added.ok || !fixture.book) return;
  const events: [ParticipantEvent, TransitionContext][] = [
    [
      { kind: 'ask', deadline: new Date(now.getTime() + 2 * 86_400_000).toISOString() },
      { ...staff, now },
    ],
    [
      { kind: 'answer', available: true },
      { by: 'performer', byUid: performerId, now },
    ],
    [
      { kind: 'book', slotsLeft: 1 },
      { ...staff, now },
    ],
  ];
  if (fixture.draftCallTime) {
    events.push([
      { kind: 'send-call-time', which: 'draft', time: fixture.draftCallTime },
      { ...staff, now },
    ]);
  }
  if (fixture.finalCallTime) {
    events.push([
      { kind: 'send-call-time', which: 'final', time: fixture.finalCallTime },
      { ...staff, now },
    ]);
  }
  for (const [event, context] of events) {
    await changeParticipant(dayId, performerId, (record) => applyParticipantEvent(record, event, context));
  }
}

async function seedDay(caller: Caller, projectId: string, fixture: DayFixture, uidByTel: Map<string, string>) {
  const { call, fitting, participants, ...details } = fixture;
  const body = createProductionDayBodySchema.parse(details);
  const project = await findProject(projectId);
  if (!project) throw new Error(`Demo project ${projectId} is missing`);
  const dayId = await createDay(caller, project, body);
  const day = await findDay(dayId);
  if (!day) throw new Error(`Demo day ${dayId} is missing`);
  const target = { projectId, day };
  if (call) await saveCallSheet(target, { ...defaultCallSheet(body), ...call });
  if (fitting) await saveFittingSheet(target, { ...defaultFittingSheet(body), ...fitting });
  const roleIds = new Map(day.record.roles.map((role) => [role.name, role.id]));
  for (const participant of participants) {
    const performerId = uidByTel.get(participant.tel);
    const roleId = roleIds.get(participant.role);
    if (performerId && roleId) await placePerformer(dayId, performerId, roleId, participant);
  }
  // The day's status follows its booked performers, as the booking loop moves it.
  if (participants.some((participant) => participant.book)) {
    await changeDayStatus(target, 'send-availability-check');
    await changeDayStatus(target, 'book');
  }
}

export async function seedProjects(
  castingUid: string,
  uidByTel: Map<string, string>,
): Promise<{ projects: number; days: number }> {
  const caller: Caller = { uid: castingUid, role: 'Casting' };
  let days = 0;
  const fixtures = readProjectFixtures();
  for (const project of fixtures) {
    const projectId = await projectIdFor(caller, project.name);
    const existing = await listDaysOfProject(projectId);
    for (const day of project.days) {
      const found = existing.some(
        (stored) => stored.record.title === day.title && stored.record.firstDate === [...day.dates].sort()[0],
      );
      if (!found) await seedDay(caller, projectId, day, uidByTel);
      days += 1;
    }
  }
  return { projects: fixtures.length, days };
}
