/**
 * Owner cases of the casting routes for the route × actor matrix (accounts/access-matrix): Casting
 * user A owns a day made by the wizard; Casting user B reaches for it with valid requests, so only
 * the ownership policy can refuse.
 */
import type { Role } from '@scenecall/shared';
import type { TestUser } from '../../../../tools/testing/users';
import { createWizardDay, wizardBody } from './casting.test-support';

interface CastingOwnerCase {
  role: Role;
  request: (owner: TestUser) => { path: string; body?: unknown };
  expect: 'refused';
  setup: (owner: TestUser) => Promise<void>;
}

const owned = new Map<string, string>();

async function ownDay(owner: TestUser): Promise<void> {
  owned.set(owner.uid, await createWizardDay(owner, wizardBody()));
}

const dayOf = (owner: TestUser) => {
  const dayId = owned.get(owner.uid);
  if (!dayId) throw new Error('setup did not run');
  return dayId;
};

const onDay = (request: (dayId: string, owner: TestUser) => { path: string; body?: unknown }): CastingOwnerCase => ({
  role: 'Casting',
  expect: 'refused',
  setup: ownDay,
  request: (owner) => request(dayOf(owner), owner),
});

export const CASTING_OWNER_CASES: Record<string, CastingOwnerCase> = {
  'GET /casting/performers/all': onDay((dayId) => ({ path: `/casting/performers/all?dayId=${dayId}` })),
  'GET /casting/production-days/:id': onDay((dayId) => ({ path: `/casting/production-days/${dayId}` })),
  'POST /casting/production-days/:id/participants': onDay((dayId, owner) => ({
    path: `/casting/production-days/${dayId}/participants`,
    body: { performerId: owner.uid, roleId: 'role-diner' },
  })),
  'DELETE /casting/production-days/:id/participants/:performerId': onDay((dayId, owner) => ({
    path: `/casting/production-days/${dayId}/participants/${owner.uid}`,
  })),
};
