/**
 * Admin acting for performer A with the guardian consent routes (route × actor matrix,
 * accounts/access-matrix): A is an adult, so the view answers and the resend and withdrawal are
 * refused as not applying (409), never as not allowed. The public consent page takes a token, not a uid.
 */
import type { TestUser } from '../../../../tools/testing/users';

const consentPath = (owner: TestUser, rest = '') => `/admin/users/${owner.uid}/guardian-consent${rest}`;

export const GUARDIAN_STAFF_CASES = {
  'GET /admin/users/:id/guardian-consent': {
    status: 200,
    request: (owner: TestUser) => ({ path: consentPath(owner) }),
    answer: () => /"needed":false/,
  },
  'POST /admin/users/:id/guardian-consent/resend': {
    status: 409,
    request: (owner: TestUser) => ({ path: consentPath(owner, '/resend') }),
  },
  'POST /admin/users/:id/guardian-consent/withdraw': {
    status: 409,
    request: (owner: TestUser) => ({ path: consentPath(owner, '/withdraw') }),
  },
};
