/**
 * Owner cases of the booking loop's staff routes for the route × actor matrix
 * (accounts/access-matrix): Casting user A owns a day with a selected performer; Casting user B
 * reaches for it with valid requests, so only the ownership policy can refuse. (The performers'
 * own routes name no one else: the caller's uid is the participant.)
 */
import type { Role } from '@scenecall/shared';
import { createTestUser, type TestUser } from '../../../../tools/testing/users';
import { createDayAs, createProjectAs, dayBody, rolesOf, select } from '../projects/projects.test-support';

interface BookingOwnerCase {
  role: Role;
  request: (owner: TestUser) => { path: string; body?: unknown };
  expect: 'refused';
  setup: (owner: TestUser) => Promise<void>;
}

interface OwnedDay {
  projectId: string;
  dayId: string;
  performerId: string;
}

const owned = new Map<string, OwnedDay>();

async function ownDayWithPerformer(owner: TestUser): Promise<void> {
  const projectId = await createProjectAs(owner, 'Access matrix bookings');
  const dayId = await createDayAs(owner, projectId, dayBody({ roles: [{ name: 'Crowd', slots: 2, isSSE: false }] }));
  const performer = await createTestUser({ role: 'Performer' });
  await select(dayId, performer.uid, (await rolesOf(owner, projectId, dayId)).Crowd!);
  owned.set(owner.uid, { projectId, dayId, performerId: performer.uid });
}

const ownedBy = (owner: TestUser): OwnedDay => {
  const found = owned.get(owner.uid);
  if (!found) throw new Error('setup did not run');
  return found;
};

const reaching = (request: (day: OwnedDay) => { path: string; body?: unknown }): BookingOwnerCase => ({
  role: 'Casting',
  expect: 'refused',
  setup: ownDayWithPerformer,
  request: (owner) => request(ownedBy(owner)),
});

const dayPath = ({ projectId, dayId }: OwnedDay) => `/project/${projectId}/days/${dayId}`;
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

export const BOOKING_OWNER_CASES: Record<string, BookingOwnerCase> = {
  'GET /project/:id/days/:dayId/booking': reaching((day) => ({ path: `${dayPath(day)}/booking` })),
  'POST /project/:id/days/:dayId/availability-check': reaching((day) => ({
    path: `${dayPath(day)}/availability-check`,
    body: { performerIds: [day.performerId], deadline: inAnHour() },
  })),
  'POST /project/:id/days/:dayId/confirm': reaching((day) => ({
    path: `${dayPath(day)}/confirm`,
    body: { performerIds: [day.performerId] },
  })),
  'POST /project/:id/days/:dayId/call-time': reaching((day) => ({
    path: `${dayPath(day)}/call-time`,
    body: { which: 'final', time: '06:30', performerIds: [day.performerId] },
  })),
  'POST /project/:id/days/:dayId/participants/:performerId/mark': reaching((day) => ({
    path: `${dayPath(day)}/participants/${day.performerId}/mark`,
    body: { mark: 'cancel' },
  })),
  'POST /project/:id/blacklist': reaching((day) => ({
    path: `/project/${day.projectId}/blacklist`,
    body: { performerIds: [day.performerId], reason: 'Reached for by another casting user' },
  })),
};
