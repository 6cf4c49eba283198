/**
 * Demo projects of the demo Casting user (emulator-data/fixtures/projects.json): production days
 * with roles, a call sheet and a fitting sheet, and demo performers on them (some asked, some booked
 * with call times), written through the projects and booking-loop services the app uses (so their
 * e-mails are queued and `users.bookedDates` is kept, as in the app). Idempotent: a project
 * is found by name and a day by title and first date; only what is missing is made, and performers
 * are placed only on a day made in this run.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  agencyInstant,
  createProductionDayBodySchema,
  defaultCallSheet,
  defaultFittingSheet,
  type CallSheet,
  type FittingSheet,
} from '@scenecall/shared';
import type { Caller } from '../../functions/src/http/caller';
import {
  confirmPerformers,
  selectPerformer,
  sendAvailabilityCheck,
  sendCallTime,
} from '../../functions/src/features/bookings/casting-bookings.service';
import { answerRequest } from '../../functions/src/features/bookings/performer-bookings.service';
import { findDay, findProject, listDaysOfProject } from '../../functions/src/features/projects';
import { saveCallSheet, saveFittingSheet } from '../../functions/src/features/projects/production-days.service';
import { createDay, createProject, listProjects } from '../../functions/src/features/projects/projects.service';
import '../../functions/src/wiring';
import { ROOT } from '../stack/firebase-config';

export interface ParticipantFixture {
  tel: string;
  role: string;
  book: boolean;
  /** Asked and not answered yet: the performer sees a request waiting. */
  ask?: boolean;
  /** Answers available but is not booked: a backup kept on standby once the role is full. */
  standby?: boolean;
  draftCallTime?: string;
  finalCallTime?: string;
}

export interface DayFixture {
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

export async function projectIdFor(caller: Caller, name: string): Promise<string> {
  const existing = [...(await listProjects(caller, 'active')), ...(await listProjects(caller, 'archived'))];
  return existing.find((project) => project.name === name)?.id ?? createProject(caller, caller.uid, { name });
}

/** The deadline a demo availability check gets: two days from now, and never after the day. */
function demoDeadline(lastDate: string): string {
  const inTwoDays = Date.now() + 2 * 86_400_000;
  return new Date(Math.min(inTwoDays, agencyInstant(lastDate, '12:00').getTime())).toISOString();
}

/**
 * Takes the day's demo performers through the booking loop: those to ask, book or keep on standby
 * are asked; those to book and the backups answer available; the first are confirmed (the backups
 * go on standby, their role being full), then get their call times.
 */
export async function runBookingLoop(
  caller: Caller,
  dayId: string,
  lastDate: string,
  placed: Placed[],
  deadline = demoDeadline(lastDate),
) {
  const asked = placed.filter(({ fixture }) => fixture.book || fixture.ask || fixture.standby);
  if (asked.length === 0) return;
  await sendAvailabilityCheck(
    caller,
    dayId,
    asked.map(({ performerId }) => performerId),
    deadline,
  );
  const booked = placed.filter(({ fixture }) => fixture.book);
  const available = placed.filter(({ fixture }) => fixture.book || fixture.standby);
  for (const { performerId } of available) await answerRequest(performerId, dayId, true);
  if (booked.length === 0) return;
  await confirmPerformers(caller, dayId, {
    performerIds: booked.map(({ performerId }) => performerId),
    others: 'standby',
  });
  for (const { performerId, fixture } of booked) {
    for (const which of ['draft', 'final'] as const) {
      const time = which === 'draft' ? fixture.draftCallTime : fixture.finalCallTime;
      if (time) await sendCallTime(caller, dayId, { which, time, performerIds: [performerId] });
    }
  }
}

export interface Placed {
  performerId: string;
  fixture: ParticipantFixture;
}

/** Makes one demo day with its sheets and performers, through the services the app uses. */
export async function seedDay(
  caller: Caller,
  projectId: string,
  fixture: DayFixture,
  uidByTel: Map<string, string>,
  deadline?: string,
): Promise<string> {
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
  const placed: Placed[] = [];
  for (const participant of participants) {
    const performerId = uidByTel.get(participant.tel);
    const roleId = roleIds.get(participant.role);
    if (!performerId || !roleId) continue;
    const added = await selectPerformer(
      dayId,
      performerId,
      roleId,
      { by: 'casting', byUid: caller.uid, now: new Date() },
      { withinLimit: true },
    );
    if (added.ok) placed.push({ performerId, fixture: participant });
  }
  // The booking loop moves the day's status too (Availability Check, then Booked).
  await runBookingLoop(caller, dayId, day.record.lastDate, placed, deadline);
  return dayId;
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
