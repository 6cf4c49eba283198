/**
 * Sample requests for the route × actor matrix (access-matrix.integration.test.ts). The matrix
 * walks every route in functions/src/routes.ts by itself; add entries here only when a route needs
 * them. Keys are 'METHOD /path' exactly as declared, e.g. 'GET /performer/get-user'.
 */
import type { Role } from '@scenecall/shared';
import type { TestUser } from '../../../../tools/testing/users';
import { ACCOUNT_STATE_OWNER_CASES } from '../account-state/account-state.access-cases';
import { ADMIN_STAFF_CASES } from '../admin/admin.access-cases';
import { BOOKING_OWNER_CASES } from '../bookings/bookings.access-cases';
import { CASTING_OWNER_CASES } from '../casting/casting.access-cases';
import { GUARDIAN_STAFF_CASES } from '../guardians/guardians.access-cases';
import { OPEN_CALL_OWNER_CASES, OPEN_CALL_STAFF_CASES } from '../open-calls/open-calls.access-cases';
import { PAYMENT_OWNER_CASES, PAYMENT_STAFF_CASES } from '../payments/payments.access-cases';
import { PENALTY_OWNER_CASES, PENALTY_STAFF_CASES } from '../penalties/penalties.access-cases';
import { PRIVACY_OWNER_CASES } from '../privacy/privacy.access-cases';
import { PROFILE_OWNER_CASES, PROFILE_STAFF_CASES } from '../profile/profile.access-cases';
import { PROJECT_OWNER_CASES } from '../projects/projects.access-cases';
import { VOUCHER_DOCUMENT_OWNER_CASES, VOUCHER_DOCUMENT_STAFF_CASES } from '../workday/voucher-documents.access-cases';
import { WORKDAY_OWNER_CASES } from '../workday/workday.access-cases';

export interface SampleRequest {
  /** Path under /api with parameters filled in, e.g. `/admin/users/${owner.uid}`. */
  path: string;
  body?: unknown;
  /** Sent as is instead of `body` (multipart uploads). */
  rawBody?: FormData;
}

/** Values for path parameters when 'sample-id' does not fit (the default for every `:param`). */
export const SAMPLE_PARAMS: Record<string, Record<string, string>> = {};

export interface OwnerCase {
  /** The role of both A (the owner) and B (who reaches for A's data). Default Performer. */
  role?: Role;
  /** How B reaches for A's ("owner") data with this route. */
  request: (owner: TestUser) => SampleRequest;
  /**
   * `refused`: B gets 403 or 404.
   * `own-data-only`: the route serves the caller's own data; B gets a 2xx that contains none of A's
   * identifiers (uid, phone, e-mail).
   */
  expect: 'refused' | 'own-data-only';
  /** Optional: make A's data exist first (e.g. save a profile). */
  setup?: (owner: TestUser) => Promise<void>;
}

/** Path parameters that name the performer whose data is reached; the default owner case puts A's uid there. */
export const OWNER_PARAM_NAMES = ['uid', 'userId', 'performerId', 'id'];

/**
 * Explicit owner cases, for routes with a `policy` whose default case (see the matrix) does
 * not reach A's data, e.g. `'POST /performer/commissions/:id/refresh'` needs A's real commission id.
 */
export const OWNER_CASES: Record<string, OwnerCase> = {
  ...PAYMENT_OWNER_CASES,
  ...PROFILE_OWNER_CASES,
  ...PROJECT_OWNER_CASES,
  ...CASTING_OWNER_CASES,
  ...BOOKING_OWNER_CASES,
  ...WORKDAY_OWNER_CASES,
  ...OPEN_CALL_OWNER_CASES,
  ...VOUCHER_DOCUMENT_OWNER_CASES,
  ...PENALTY_OWNER_CASES,
  ...PRIVACY_OWNER_CASES,
  ...ACCOUNT_STATE_OWNER_CASES,
};

/** How an Admin acts on performer A's data with a route, and what it must answer. */
export interface StaffCase {
  request: (owner: TestUser) => SampleRequest;
  setup?: (owner: TestUser) => Promise<void>;
  status: number;
  /** A pattern the answer's text must match (e.g. an uploaded key under A's account). */
  answer?: (owner: TestUser) => RegExp;
}

/**
 * Admin acting for a performer: every route Admin may call on a performer's data (a `policy` route
 * open to both roles, besides the caller's-own-account ones) needs a case here; the matrix checks that.
 */
export const ADMIN_FOR_PERFORMER_CASES: Record<string, StaffCase> = {
  ...PAYMENT_STAFF_CASES,
  ...PROFILE_STAFF_CASES,
  ...ADMIN_STAFF_CASES,
  ...VOUCHER_DOCUMENT_STAFF_CASES,
  ...OPEN_CALL_STAFF_CASES,
  ...PENALTY_STAFF_CASES,
  ...GUARDIAN_STAFF_CASES,
  'DELETE /admin/users/:id': {
    status: 204,
    request: (owner) => ({ path: `/admin/users/${owner.uid}` }),
  },
};
