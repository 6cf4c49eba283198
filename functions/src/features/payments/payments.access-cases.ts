/**
 * Cases of the payments routes for the route × actor matrix (accounts/access-matrix): performer A
 * owns a real commission; performer B reaches for it (owner cases), and an Admin acts on it (staff cases).
 */
import { agencyToday } from '@scenecall/shared';
import { callApi } from '../../../../tools/testing/api';
import type { TestUser } from '../../../../tools/testing/users';
import { confirmCard, SUCCEEDS, waitForStatus } from './payments.test-support';
import { PAY_ARRIVAL_OWNER_CASES, PAY_ARRIVAL_STAFF_CASES } from './pay-arrivals.access-cases';

interface PaymentOwnerCase {
  request: (owner: TestUser) => { path: string; body?: unknown; rawBody?: FormData };
  expect: 'refused' | 'own-data-only';
  setup?: (owner: TestUser) => Promise<void>;
}

interface PaymentStaffCase {
  request: (owner: TestUser) => { path: string };
  setup?: (owner: TestUser) => Promise<void>;
  status: number;
}

const commissionOf = new Map<string, string>();

/** A's commission; answers its client secret, for paying it. */
async function createCommission(owner: TestUser): Promise<string> {
  const answer = await callApi<{ commissionId: string; clientSecret: string }>(
    '/performer/stripe/create-payment-intent',
    {
      method: 'POST',
      token: owner.token,
      body: { production: 'Access matrix', dates: [agencyToday()], amount: 100, rate: 10 },
    },
  );
  if (answer.status !== 200) throw new Error(`Could not create a commission: ${answer.text}`);
  commissionOf.set(owner.uid, answer.body.commissionId);
  return answer.body.clientSecret;
}

async function ownCommission(owner: TestUser): Promise<void> {
  await createCommission(owner);
}

async function paidCommission(owner: TestUser): Promise<void> {
  await confirmCard(await createCommission(owner), SUCCEEDS);
  await waitForStatus(commissionOf.get(owner.uid)!, 'paid');
}

function commissionCase(suffix: string): PaymentOwnerCase {
  return {
    expect: 'refused',
    setup: ownCommission,
    request: (owner) => ({ path: `/performer/commissions/${commissionOf.get(owner.uid) ?? 'missing'}${suffix}` }),
  };
}

export const PAYMENT_OWNER_CASES: Record<string, PaymentOwnerCase> = {
  'GET /performer/commissions': {
    expect: 'own-data-only',
    setup: ownCommission,
    request: () => ({ path: '/performer/commissions' }),
  },
  'POST /performer/commissions/:id/refresh': commissionCase('/refresh'),
  'POST /performer/commissions/:id/email-invoice': commissionCase('/email-invoice'),
  'GET /performer/commissions/:id/invoice.pdf': commissionCase('/invoice.pdf'),
  ...PAY_ARRIVAL_OWNER_CASES,
};

export const PAYMENT_STAFF_CASES: Record<string, PaymentStaffCase> = {
  // Admin downloads A's paid invoice.
  'GET /performer/commissions/:id/invoice.pdf': {
    status: 200,
    setup: paidCommission,
    request: (owner) => ({ path: `/performer/commissions/${commissionOf.get(owner.uid) ?? 'missing'}/invoice.pdf` }),
  },
  ...PAY_ARRIVAL_STAFF_CASES,
};
