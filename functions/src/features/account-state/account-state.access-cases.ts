/**
 * Owner cases of the account-state routes for the route × actor matrix (accounts/access-matrix):
 * Casting user A owns a day made by the wizard; Casting user B asks for a review on it, with a valid
 * body, so only the day's policy can refuse. The Admin routes are Admin's alone (the role refuses
 * everyone else) and ending the agreement names no one (the caller's own account).
 */
import type { Role } from '@scenecall/shared';
import type { TestUser } from '../../../../tools/testing/users';
import { createWizardDay, wizardBody } from '../casting/casting.test-support';

const owned = new Map<string, string>();

export const ACCOUNT_STATE_OWNER_CASES: Record<
  string,
  {
    role: Role;
    expect: 'refused';
    setup: (owner: TestUser) => Promise<void>;
    request: (owner: TestUser) => { path: string; body?: unknown };
  }
> = {
  'POST /casting/production-days/:dayId/review-requests': {
    role: 'Casting',
    expect: 'refused',
    setup: async (owner) => {
      owned.set(owner.uid, await createWizardDay(owner, wizardBody()));
    },
    request: (owner) => ({
      path: `/casting/production-days/${owned.get(owner.uid) ?? 'missing'}/review-requests`,
      body: { performerId: owner.uid, note: 'Left set early' },
    }),
  },
};
