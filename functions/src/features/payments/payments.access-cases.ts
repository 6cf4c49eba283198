/**
 * Owner cases of the payments routes for the route × actor matrix (accounts/access-matrix): performer
 * A owns a real commission, and performer B reaches for it.
 */
import { agencyToday } from '@scenecall/shared';
import { callApi } from '../../../../tools/testing/api';
import type { TestUser } from '../../../../tools/testing/users';

interface PaymentOwnerCase {
  request: (owner: TestUser) => { path: string; body?: unknown };
  expect: 'refused' | 'own-data-only';
  setup?: (owner: TestUser) => Promise<void>;
}

const commissionOf = new Map<string, string>();

async function ownCommission(owner: TestUser): Promise<void> {
  const answer = await callApi<{ commissionId: string }>('/performer/stripe/create-payment-intent', {
    method: 'POST',
    token: owner.token,
    body: { production: 'Access matrix', dates: [agencyToday()], amount: 100, rate: 10 },
  });
  if (answer.status !== 200) throw new Error(`Could not create a commission: ${answer.text}`);
  commissionOf.set(owner.uid, answer.body.commissionId);
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
};
