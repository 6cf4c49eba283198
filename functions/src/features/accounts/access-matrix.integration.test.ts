/**
 * Route × actor matrix: every route in the route table, called by an anonymous visitor, a forged
 * token and every role it does not allow, must refuse before doing anything; routes declared
 * a `policy` are called by user B on user A's data (two performers, or two Casting users for staff routes). New routes are covered
 * automatically; access-matrix.cases.ts holds the few explicit samples. The refusals are the
 * router's alone, so they are asked of the app served in this process (against the stack's Auth and
 * Firestore); the owner and Admin cases, which carry bodies and uploads, go through Hosting.
 */
import { ROLES, type Role } from '@scenecall/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { startInProcessApi, type InProcessApi } from '../../../../tools/testing/in-process-api';
import { createTestUser, type TestUser } from '../../../../tools/testing/users';
import { ownAccount } from '../../http/policy';
import type { RouteDefinition } from '../../http/route';
import { routes } from '../../routes';
import {
  ADMIN_FOR_PERFORMER_CASES,
  OWNER_CASES,
  OWNER_PARAM_NAMES,
  SAMPLE_PARAMS,
  type OwnerCase,
} from './access-matrix.cases';

const keyOf = (definition: RouteDefinition) => `${definition.method.toUpperCase()} ${definition.path}`;

function samplePath(definition: RouteDefinition): string {
  const params = SAMPLE_PARAMS[keyOf(definition)] ?? {};
  return definition.path
    .replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? 'sample-id'))
    .replace(/\*(\w+)/g, (_match, name: string) => params[name] ?? 'sample');
}

/**
 * Without an explicit case: a route with path parameters is called by B with A's uid in every
 * id-like parameter and must refuse; a GET without parameters serves the caller's own data and must
 * not contain A's identifiers. Other parameterless routes act on the caller's own data by construction.
 */
function defaultOwnerCase(definition: RouteDefinition): OwnerCase | undefined {
  if (/[:*]/.test(definition.path)) {
    return {
      expect: 'refused',
      request: (owner) => ({
        path: definition.path
          .replace(/:(\w+)/g, (_match, name: string) =>
            OWNER_PARAM_NAMES.includes(name) ? owner.uid : (SAMPLE_PARAMS[keyOf(definition)]?.[name] ?? 'sample-id'),
          )
          .replace(/\*(\w+)/g, 'sample'),
      }),
    };
  }
  if (definition.method === 'get') return { expect: 'own-data-only', request: () => ({ path: definition.path }) };
  return undefined;
}

let app: InProcessApi;
/** A refusal check: the route's sample path, asked of the in-process app. */
const call = (definition: RouteDefinition, token?: string) =>
  callApi<{ error?: { code: string } }>(samplePath(definition), {
    method: definition.method.toUpperCase(),
    token,
    baseUrl: app.url,
  });

const restricted = routes.filter((definition) => definition.access.kind === 'roles');
const ownerRoutes = routes.filter((definition) => definition.access.kind === 'roles' && definition.access.policy);
/** Routes an Admin may call on someone else's data (not the caller's-own-account ones). */
const staffRoutes = ownerRoutes.filter(
  (definition) =>
    definition.access.kind === 'roles' &&
    definition.access.policy !== ownAccount &&
    definition.access.roles.includes('Admin') &&
    definition.access.roles.includes('Performer'),
);

/**
 * An answer to a signed-in caller is theirs: the router marks it `private, no-store` before the
 * handler runs; a picture may stay in its viewer's own browser cache (`private, max-age`).
 */
function expectKeptPrivately(answer: { headers: Headers }): void {
  expect(answer.headers.get('cache-control')).toMatch(/^private, (no-store|max-age=\d+)$/);
}

describe('route × actor matrix', () => {
  const actors = {} as Record<Role, TestUser>;
  /** User B of each role: one for every owner case (only the owner A needs fresh data each time). */
  const intruders = new Map<Role, Promise<TestUser>>();
  const intruder = (role: Role) => {
    if (!intruders.has(role)) intruders.set(role, createTestUser({ role }));
    return intruders.get(role)!;
  };
  beforeAll(async () => {
    app = await startInProcessApi();
    for (const role of ROLES) actors[role] = await createTestUser({ role });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('covers at least the accounts routes', () => {
    expect(restricted.map(keyOf)).toEqual(expect.arrayContaining(['GET /auth/me', 'DELETE /admin/users/:id']));
  });

  describe.each(restricted.map((definition) => [keyOf(definition), definition] as const))('%s', (_key, definition) => {
    it('refuses an anonymous caller with 401', async () => {
      const answer = await call(definition);
      expect(answer.status, answer.text).toBe(401);
      expect(answer.body.error?.code).toBe('unauthenticated');
    });

    it('refuses a forged token with 401', async () => {
      expect((await call(definition, 'not-a-real-token')).status).toBe(401);
    });

    const allowed = definition.access.kind === 'roles' ? definition.access.roles : ROLES;
    const refusedRoles = ROLES.filter((role) => !allowed.includes(role));
    // Routes every role may call have no wrong role to try.
    if (refusedRoles.length > 0)
      it(`refuses ${refusedRoles.join(', ')} with 403`, async () => {
        for (const role of refusedRoles) {
          const answer = await call(definition, actors[role].token);
          expect(answer.status, `${role}: ${answer.text}`).toBe(403);
          expect(answer.body.error?.code).toBe('forbidden');
        }
      });
  });

  it('has no owner case left for a route that is gone', () => {
    const declared = ownerRoutes.map(keyOf);
    expect(Object.keys(OWNER_CASES).filter((key) => !declared.includes(key))).toEqual([]);
  });

  // Parameterless writes act on the caller's own data only; there is nothing of A's to reach.
  const ownerChecks = ownerRoutes.flatMap((definition) => {
    const ownerCase = OWNER_CASES[keyOf(definition)] ?? defaultOwnerCase(definition);
    return ownerCase ? [[keyOf(definition), definition, ownerCase] as const] : [];
  });

  describe.each(ownerChecks)('owner: %s', (_key, definition, ownerCase) => {
    it(`keeps ${ownerCase.role ?? 'Performer'} B away from ${ownerCase.role ?? 'Performer'} A's data`, async () => {
      const role = ownerCase.role ?? 'Performer';
      const [owner, other] = await Promise.all([createTestUser({ role }), intruder(role)]);
      await ownerCase.setup?.(owner);
      const sample = ownerCase.request(owner);
      const answer = await callApi(sample.path, {
        method: definition.method.toUpperCase(),
        token: other.token,
        body: sample.body,
        rawBody: sample.rawBody,
      });
      if (ownerCase.expect === 'refused') {
        expect([403, 404], answer.text).toContain(answer.status);
      } else {
        expect(answer.status, answer.text).toBeLessThan(300);
        expectKeptPrivately(answer);
        for (const identifier of [owner.uid, owner.tel, owner.email]) expect(answer.text).not.toContain(identifier);
      }
    });
  });

  it('has an Admin case for every route an Admin may call on a performer’s data, and none for a route that is gone', () => {
    const declared = routes.map(keyOf);
    expect(staffRoutes.map(keyOf).filter((key) => !ADMIN_FOR_PERFORMER_CASES[key])).toEqual([]);
    expect(Object.keys(ADMIN_FOR_PERFORMER_CASES).filter((key) => !declared.includes(key))).toEqual([]);
  });

  const staffChecks = Object.entries(ADMIN_FOR_PERFORMER_CASES).flatMap(([key, staffCase]) => {
    const definition = routes.find((candidate) => keyOf(candidate) === key);
    return definition ? [[key, definition, staffCase] as const] : [];
  });

  describe.each(staffChecks)('Admin for a performer: %s', (_key, definition, staffCase) => {
    it("lets an Admin act on performer A's data", async () => {
      const owner = await createTestUser({ role: 'Performer' });
      await staffCase.setup?.(owner);
      const sample = staffCase.request(owner);
      const answer = await callApi(sample.path, {
        method: definition.method.toUpperCase(),
        token: actors.Admin.token,
        body: sample.body,
        rawBody: sample.rawBody,
      });
      expect(answer.status, answer.text.slice(0, 300)).toBe(staffCase.status);
      if (answer.status < 300) expectKeptPrivately(answer);
      if (staffCase.answer) expect(answer.text).toMatch(staffCase.answer(owner));
    });
  });
});
