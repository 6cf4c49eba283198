/**
 * Cases of the penalties routes for the route × actor matrix (accounts/access-matrix): performer A
 * owes a real penalty; performer B reaches for it (owner cases), and an Admin acts on it (staff cases).
 */
import { newPenalty, penaltyIdFor, PENALTIES_COLLECTION } from '@scenecall/shared';
import { adminDb, type TestUser } from '../../../../tools/testing/users';

const penaltyIdOf = (owner: TestUser) =>
  penaltyIdFor('false-information', { performerId: owner.uid, caseId: 'matrix' });

async function owesPenalty(owner: TestUser): Promise<void> {
  const record = newPenalty(
    { performerId: owner.uid, kind: 'false-information', evidence: {} },
    { by: 'admin', byUid: null, now: new Date() },
  );
  await adminDb().collection(PENALTIES_COLLECTION).doc(penaltyIdOf(owner)).set(record);
}

interface PenaltyOwnerCase {
  request: (owner: TestUser) => { path: string; body?: unknown };
  expect: 'refused' | 'own-data-only';
  setup?: (owner: TestUser) => Promise<void>;
}

interface PenaltyStaffCase {
  request: (owner: TestUser) => { path: string; body?: unknown };
  setup?: (owner: TestUser) => Promise<void>;
  status: number;
  answer?: (owner: TestUser) => RegExp;
}

export const PENALTY_OWNER_CASES: Record<string, PenaltyOwnerCase> = {
  'GET /performer/penalties': {
    expect: 'own-data-only',
    setup: owesPenalty,
    request: () => ({ path: '/performer/penalties' }),
  },
  'POST /performer/penalties/:penaltyId/answer': {
    expect: 'refused',
    setup: owesPenalty,
    request: (owner) => ({ path: `/performer/penalties/${penaltyIdOf(owner)}/answer`, body: { text: 'Not mine' } }),
  },
};

export const PENALTY_STAFF_CASES: Record<string, PenaltyStaffCase> = {
  'GET /admin/users/:id/penalties': {
    status: 200,
    setup: owesPenalty,
    request: (owner) => ({ path: `/admin/users/${owner.uid}/penalties` }),
    answer: (owner) => new RegExp(penaltyIdOf(owner)),
  },
  'POST /admin/penalties/:penaltyId/waive': {
    status: 200,
    setup: owesPenalty,
    request: (owner) => ({ path: `/admin/penalties/${penaltyIdOf(owner)}/waive`, body: { note: 'Matrix' } }),
    answer: () => /"state":"waived"/,
  },
};
