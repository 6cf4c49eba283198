/**
 * Every route, called by a caller it allows, with bodies and queries no client should send: the
 * answer is a 4xx (or, for a GET that ignores bodies, a normal answer), never a 5xx. New routes are
 * covered automatically.
 */
import { ROLES, type Role } from '@scenecall/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, type CallOptions } from '../../../tools/testing/api';
import { createTestUser, type TestUser } from '../../../tools/testing/users';
import { routes } from '../routes';
import type { RouteDefinition } from './route';

const JSON_HEADERS = { 'Content-Type': 'application/json' };

function deeplyNested(depth: number): unknown {
  let value: unknown = 'x';
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

const BAD_REQUESTS: { name: string; options: CallOptions; query?: string }[] = [
  { name: 'a JSON array', options: { body: [1, 2, 3] } },
  { name: 'a JSON string', options: { rawBody: '"hello"', headers: JSON_HEADERS } },
  { name: 'null', options: { rawBody: 'null', headers: JSON_HEADERS } },
  { name: 'operators in place of values', options: { body: { tel: { $gt: '' }, id: { $ne: null }, amount: '1e309' } } },
  {
    name: 'wrong types everywhere',
    options: { body: { tel: 1, email: [], password: {}, production: 5, dates: 'x', amount: 'NaN', rate: true } },
  },
  { name: 'a 300 KB string', options: { body: { production: 'p'.repeat(300_000), email: 'e'.repeat(300_000) } } },
  { name: 'a deeply nested object', options: { body: deeplyNested(200) } },
  { name: 'plain text', options: { rawBody: 'not json at all', headers: { 'Content-Type': 'text/plain' } } },
  { name: 'an empty multipart body', options: { rawBody: new FormData() } },
  { name: 'repeated and odd query parameters', options: {}, query: '?token=a&token=b&page=-1&size=1e9&ids[]=x' },
];

function pathOf(definition: RouteDefinition): string {
  return definition.path.replace(/:(\w+)/g, 'sample-id').replace(/\*(\w+)/g, 'sample');
}

describe('no route answers bad input with a 5xx', () => {
  const actors = {} as Record<Role, TestUser>;
  beforeAll(async () => {
    for (const role of ROLES) actors[role] = await createTestUser({ role });
  });

  describe.each(
    routes.map((definition) => [`${definition.method.toUpperCase()} ${definition.path}`, definition] as const),
  )('%s', (_key, definition) => {
    it.each(BAD_REQUESTS)('with $name', async ({ options, query }) => {
      const role = definition.access.kind === 'roles' ? definition.access.roles[0] : undefined;
      const method = definition.method.toUpperCase();
      const sendsBody = method !== 'GET';
      const answer = await callApi(`${pathOf(definition)}${query ?? ''}`, {
        method,
        token: role ? actors[role].token : undefined,
        ...(sendsBody ? options : {}),
      });
      expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(500);
    });
  });
});
