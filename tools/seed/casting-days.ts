/**
 * Demo casting days of the demo Casting user: a production with an automatic day (its roles filled
 * from the search's first matches, as the wizard's Automatic mode does) and a hand-picked day still
 * open, written through the casting service the wizard's Confirm uses (its performers selected,
 * not asked yet). Idempotent: a day is found by
 * its production and title.
 */
import { CASTING_PAGE_SIZE, addCalendarDays, agencyToday, type CreateCastingDayBody } from '@scenecall/shared';
import { castingPoolOf, NO_SCOPE, pageOf } from '../../functions/src/features/casting/casting-search';
import { createDayFromWizard } from '../../functions/src/features/casting/casting.service';
import { listDaysOfCasting } from '../../functions/src/features/projects';
import { listProjects } from '../../functions/src/features/projects/projects.service';
import { currentUserIndex } from '../../functions/src/features/users/user-index';
import type { Caller } from '../../functions/src/http/caller';

const PRODUCTION = 'Northern Lights (Pilot)';

interface DemoDay {
  title: string;
  mode: CreateCastingDayBody['bookingMode'];
  inDays: number[];
  roles: { id: string; name: string; slots: number; isSSE: boolean }[];
  /** How many of each role's slots the demo fills. */
  fill: number;
}

const DEMO_DAYS: DemoDay[] = [
  {
    title: 'Ferry terminal commuters',
    mode: 'automatic',
    inDays: [21, 22],
    roles: [
      { id: 'role-commuters', name: 'Commuters', slots: 6, isSSE: false },
      { id: 'role-ticket-agent', name: 'Ticket agent', slots: 1, isSSE: true },
    ],
    fill: 1,
  },
  {
    title: 'Night market shoppers',
    mode: 'hand-picked',
    inDays: [35],
    roles: [
      { id: 'role-shoppers', name: 'Shoppers', slots: 8, isSSE: false },
      { id: 'role-vendor', name: 'Vendor', slots: 2, isSSE: false },
    ],
    fill: 0.5,
  },
];

export async function seedCastingDays(castingUid: string): Promise<number> {
  const caller: Caller = { uid: castingUid, role: 'Casting' };
  const existing = await listDaysOfCasting(castingUid);
  const today = agencyToday();
  let made = 0;
  for (const demo of DEMO_DAYS) {
    if (existing.some((day) => day.record.production === PRODUCTION && day.record.title === demo.title)) continue;
    const dates = demo.inDays.map((days) => addCalendarDays(today, days));
    const pool = castingPoolOf(await currentUserIndex(), today);
    const found = pageOf(pool, { size: CASTING_PAGE_SIZE }, { ...NO_SCOPE, dates: new Set(dates) }, undefined).items;
    const taken = new Set<string>();
    const participants = demo.roles.flatMap((role) => {
      const picks = found.filter((item) => !taken.has(item.entry.uid)).slice(0, Math.floor(role.slots * demo.fill));
      picks.forEach((item) => taken.add(item.entry.uid));
      return picks.map((item) => ({ performerId: item.entry.uid, roleId: role.id }));
    });
    const project = (await listProjects(caller)).find((candidate) => candidate.name === PRODUCTION);
    await createDayFromWizard(
      caller,
      {
        bookingMode: demo.mode,
        details: {
          production: project ? { projectId: project.id } : { newProjectName: PRODUCTION },
          dates,
          union: 'Non-Union',
          location: 'Toronto',
          exterior: 'Interior and Exterior',
          selfDriveOnly: false,
          notes: 'Dress for the season; bring a second outfit.',
          title: demo.title,
        },
        roles: demo.roles,
        participants,
      },
      { ask: false },
    );
    made += 1;
  }
  return made;
}
