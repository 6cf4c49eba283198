/**
 * Every route, called by a caller it allows, with bodies, queries and path parameters no client
 * should send: the answer is a 4xx (or, for a GET that ignores bodies, a normal answer), never a 5xx.
 * New routes are covered automatically. Bodies and queries are the app's to refuse: they go to the
 * app served in this process, behind the Functions runtime's own body parsing (in-process-api.ts);
 * bad path parameters go through Hosting, whose decoding of the path is part of what they test.
 * Each route's requests go out a few at a time (the Functions emulator starts a worker process per
 * concurrent request, so more would cost more than it saves).
 */
import { ROLES, type Role } from '@scenecall/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, type CallOptions } from '../../../tools/testing/api';
import { startInProcessApi, type InProcessApi } from '../../../tools/testing/in-process-api';
import { createTestUser, type TestUser } from '../../../tools/testing/users';
import { routes } from '../routes';
import type { RouteDefinition } from './route';

const JSON_HEADERS = { 'Content-Type': 'application/json' };
const LONE_SURROGATE = '\uD800';
const IMPOSSIBLE_DATE = '2026-02-30';
const CONCURRENCY = 3;

function deeplyNested(depth: number): unknown {
  let value: unknown = 'x';
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

interface BadRequest {
  name: string;
  options?: CallOptions;
  query?: string;
  /** Replaces every path parameter (already percent-encoded as it goes on the wire). */
  param?: string;
}

const BAD_BODIES: BadRequest[] = [
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
  {
    name: 'a lone surrogate in every string',
    options: {
      body: {
        tel: `1-647-555-0100${LONE_SURROGATE}`,
        email: `a${LONE_SURROGATE}@example.test`,
        password: `Pass-1${LONE_SURROGATE}`,
        production: `Night${LONE_SURROGATE}`,
        subject: LONE_SURROGATE,
        message: LONE_SURROGATE,
        firstName: `Ada${LONE_SURROGATE}`,
        answers: [{ questionId: LONE_SURROGATE, selected: [0] }],
      },
    },
  },
  {
    name: 'a lone surrogate in a key',
    options: { body: { [`first${LONE_SURROGATE}Name`]: 'Ada', nested: { [LONE_SURROGATE]: 1 } } },
  },
  {
    name: 'impossible dates',
    options: {
      body: {
        dates: [IMPOSSIBLE_DATE],
        dateOfBirth: '1990-02-30',
        date: IMPOSSIBLE_DATE,
        production: 'Night Shift',
        amount: 200,
        rate: 15,
      },
    },
    query: `?date=${IMPOSSIBLE_DATE}&from=${IMPOSSIBLE_DATE}&to=2026-13-01`,
  },
];

const BAD_QUERIES: BadRequest[] = [
  { name: 'repeated and odd query parameters', query: '?token=a&token=b&page=-1&size=1e9&ids[]=x' },
  { name: 'the UTF-8 bytes of a lone surrogate in the query', query: '?token=%ED%A0%80&q=%uD800&%ED%A0%80=1' },
];

const BAD_PARAMS: BadRequest[] = ['a%2Fb', '%2F', '%2e%2e%2fusers', '..', '%00', 'x'.repeat(200)].map((param) => ({
  name: `the path parameter ${param.length > 20 ? `${param.slice(0, 8)}… (${param.length} characters)` : param}`,
  param,
}));

function pathOf(definition: RouteDefinition, param = 'sample-id'): string {
  return definition.path.replace(/:(\w+)/g, param).replace(/\*(\w+)/g, param === 'sample-id' ? 'sample' : param);
}

const hasParams = (definition: RouteDefinition) => /[:*]/.test(definition.path);

/** Runs the jobs `CONCURRENCY` at a time, in order. */
async function inLanes<T>(jobs: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = new Array<T>(jobs.length);
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < jobs.length; index = next++) results[index] = await jobs[index]!();
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  return results;
}

describe('no route answers bad input with a 5xx', () => {
  const actors = {} as Record<Role, TestUser>;
  let app: InProcessApi;
  beforeAll(async () => {
    app = await startInProcessApi();
    for (const role of ROLES) actors[role] = await createTestUser({ role });
  });
  afterAll(async () => {
    await app?.close();
  });

  describe.each(
    routes.map((definition) => [`${definition.method.toUpperCase()} ${definition.path}`, definition] as const),
  )('%s', (_key, definition) => {
    const method = definition.method.toUpperCase();
    const sendsBody = method !== 'GET';
    const requests = [
      ...(sendsBody ? BAD_BODIES : BAD_BODIES.filter((request) => request.query)),
      ...BAD_QUERIES,
      ...(hasParams(definition) ? BAD_PARAMS : []),
    ];

    it(`answers each of ${requests.length} bad requests below 500`, async () => {
      const role = definition.access.kind === 'roles' ? definition.access.roles[0] : undefined;
      const answers = await inLanes(
        requests.map(({ name, options, query, param }) => async () => {
          const answer = await callApi(`${pathOf(definition, param)}${query ?? ''}`, {
            method,
            token: role ? actors[role].token : undefined,
            ...(sendsBody ? options : {}),
            baseUrl: param === undefined ? app.url : undefined,
          });
          return { name, status: answer.status, text: answer.text.slice(0, 200) };
        }),
      );
      expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    });
  });
});
