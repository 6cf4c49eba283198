/**
 * Cases of the pay-arrival routes for the route × actor matrix (accounts/access-matrix): performer A
 * records a pay arrival with a stub's picture; performer B reaches for it (owner cases), and an
 * Admin reads the stub (staff case).
 */
import { agencyToday } from '@scenecall/shared';
import sharp from 'sharp';
import { callApi } from '../../../../tools/testing/api';
import type { TestUser } from '../../../../tools/testing/users';

interface PayArrivalOwnerCase {
  request: (owner: TestUser) => { path: string; body?: unknown; rawBody?: FormData };
  expect: 'refused' | 'own-data-only';
  setup?: (owner: TestUser) => Promise<void>;
}

interface PayArrivalStaffCase {
  request: (owner: TestUser) => { path: string };
  setup?: (owner: TestUser) => Promise<void>;
  status: number;
}

const payArrivalOf = new Map<string, string>();

/** A blank page: OCR reads nothing on it, quickly. */
const blankStub = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: 'white' } })
    .png()
    .toBuffer();

async function stubForm(): Promise<FormData> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await blankStub())], { type: 'image/png' }), 'stub.png');
  return form;
}

/** A's pay arrival of today, with a stub. */
async function ownStub(owner: TestUser): Promise<void> {
  const answer = await callApi<{ id: string }>(`/performer/pay-arrivals/stub?workDate=${agencyToday()}`, {
    method: 'PUT',
    token: owner.token,
    rawBody: await stubForm(),
  });
  if (answer.status !== 200) throw new Error(`Could not add a pay stub: ${answer.text}`);
  payArrivalOf.set(owner.uid, answer.body.id);
}

const stubPath = (owner: TestUser) => `/performer/pay-arrivals/${payArrivalOf.get(owner.uid) ?? 'missing'}/stub`;

export const PAY_ARRIVAL_OWNER_CASES: Record<string, PayArrivalOwnerCase> = {
  'GET /performer/pay-arrivals': {
    expect: 'own-data-only',
    setup: ownStub,
    request: () => ({ path: '/performer/pay-arrivals' }),
  },
  'PUT /performer/pay-arrivals': {
    expect: 'own-data-only',
    setup: ownStub,
    request: () => ({
      path: '/performer/pay-arrivals',
      body: { workDate: agencyToday(), payArrivedOn: agencyToday() },
    }),
  },
  'GET /performer/pay-arrivals/:id/stub': {
    expect: 'refused',
    setup: ownStub,
    request: (owner) => ({ path: stubPath(owner) }),
  },
};

export const PAY_ARRIVAL_STAFF_CASES: Record<string, PayArrivalStaffCase> = {
  // Admin reads A's pay stub.
  'GET /performer/pay-arrivals/:id/stub': {
    status: 200,
    setup: ownStub,
    request: (owner) => ({ path: stubPath(owner) }),
  },
};
