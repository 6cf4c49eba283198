/** Helpers for the accounts feature's integration tests (run in the test process with the stack's env). */
import { expect } from 'vitest';
import { callApi, clientAddress, type ApiAnswer } from '../../../../tools/testing/api';
import { stackEnv } from '../../../../tools/testing/stack-env';
import { adminAuth, adminDb, uniquePhone } from '../../../../tools/testing/users';

export interface ErrorAnswer {
  error: { code: string; message: string; fields?: { field: string; message: string }[] };
}

/** A client address of its own per call, so per-IP counters of one test do not affect another. */
export const fakeIp = clientAddress;

export function newRegistration(overrides: Record<string, unknown> = {}) {
  const tel = uniquePhone();
  return {
    tel,
    email: `reg-${tel.replace(/\D/g, '')}-${Math.random().toString(36).slice(2, 7)}@example.test`,
    password: 'Sunny-day-42',
    role: 'Performer',
    termsAccepted: true,
    ...overrides,
  };
}

export const register = (body: unknown, ip = fakeIp()) =>
  callApi<ErrorAnswer | string>('/auth/register', { method: 'POST', body, from: ip });

export const login = (tel: string, password: string, ip = fakeIp()) =>
  callApi<ErrorAnswer | string>('/auth/login', {
    method: 'POST',
    body: { tel, password },
    from: ip,
  });

export function expectError(answer: ApiAnswer<unknown>, status: number, message?: RegExp): ErrorAnswer {
  expect(answer.status, answer.text).toBe(status);
  const body = answer.body as ErrorAnswer;
  expect(body.error.message).toBeTruthy();
  if (message) expect(body.error.message).toMatch(message);
  return body;
}

/** Exchanges the login endpoint's custom token for an ID token, as the web SDK does. */
export async function idTokenFromCustomToken(customToken: string): Promise<string> {
  const response = await fetch(
    `http://${stackEnv().authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: customToken, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Custom token refused: ${JSON.stringify(body)}`);
  return body.idToken;
}

export function claimsOf(jwt: string): Record<string, unknown> {
  const payload = jwt.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Whether any Auth account or user document exists for this phone or e-mail. */
export async function accountTraces(tel: string, email: string): Promise<string[]> {
  const found: string[] = [];
  const { users } = await adminAuth().getUsers([{ phoneNumber: `+${tel.replace(/\D/g, '')}` }, { email }]);
  for (const user of users) found.push(`auth:${user.uid}`);
  const byTel = await adminDb().collection('users').where('tel', '==', tel).get();
  const byEmail = await adminDb().collection('users').where('email', '==', email).get();
  for (const doc of [...byTel.docs, ...byEmail.docs]) found.push(`doc:${doc.id}`);
  return found;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Who acts when a test calls an Admin's service directly. */
export const TEST_ADMIN = { uid: 'test-admin', role: 'Admin' } as const;
