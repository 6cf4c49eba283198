/**
 * Admin acting for performer A with every admin route about one user (route × actor matrix,
 * accounts/access-matrix): each must answer A's data. Performers and Casting are refused by role.
 */
import type { TestUser } from '../../../../tools/testing/users';

interface AdminStaffCase {
  request: (owner: TestUser) => { path: string; body?: unknown };
  status: number;
  answer?: (owner: TestUser) => RegExp;
}

const userPath = (owner: TestUser, rest = '') => `/admin/users/${owner.uid}${rest}`;

export const ADMIN_STAFF_CASES: Record<string, AdminStaffCase> = {
  'GET /admin/users/:id': {
    status: 200,
    request: (owner) => ({ path: userPath(owner) }),
    answer: (owner) => new RegExp(`"uid":"${owner.uid}"`),
  },
  'PUT /admin/users/:id': {
    status: 200,
    request: (owner) => ({
      path: userPath(owner),
      body: {
        tel: owner.tel,
        email: owner.email,
        password: '',
        emailVerified: true,
        testPassed: true,
        userActivated: false,
        performerProfile: { firstName: 'Changed', lastName: 'By Admin' },
      },
    }),
    answer: () => /"firstName":"Changed"/,
  },
  'PUT /admin/users/:id/role': {
    status: 200,
    request: (owner) => ({ path: userPath(owner, '/role'), body: { role: 'Performer' } }),
  },
  'PUT /admin/users/:id/disabled': {
    status: 200,
    request: (owner) => ({ path: userPath(owner, '/disabled'), body: { disabled: false } }),
  },
  'POST /admin/users/:id/sin/reveal': {
    status: 200,
    request: (owner) => ({ path: userPath(owner, '/sin/reveal') }),
    answer: () => /"socialInsuranceNumber":null/,
  },
  'GET /admin/users/:id/audit': {
    status: 200,
    request: (owner) => ({ path: userPath(owner, '/audit') }),
  },
  'GET /admin/users/:id/test-attempts': {
    status: 200,
    request: (owner) => ({ path: userPath(owner, '/test-attempts') }),
  },
  'GET /admin/users/:id/emails': {
    status: 200,
    request: (owner) => ({ path: userPath(owner, '/emails') }),
  },
  'GET /admin/users/:id/commissions': {
    status: 200,
    request: (owner) => ({ path: userPath(owner, '/commissions') }),
  },
};
