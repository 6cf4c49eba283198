import { describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { createTestUser } from '../../../../tools/testing/users';
import {
  claimsOf,
  expectError,
  fakeIp,
  idTokenFromCustomToken,
  login,
  newRegistration,
  register,
  TEST_ADMIN,
} from './accounts.test-support';
import { setAccountDisabled } from './accounts.service';

describe('POST /api/auth/login', () => {
  it.each(['Performer', 'Casting', 'Admin'] as const)(
    'answers a %s a plain-text custom token whose ID token carries the role',
    async (role) => {
      const user = await createTestUser({ role });
      const answer = await login(user.tel, user.password);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
      const idToken = await idTokenFromCustomToken(answer.text);
      expect(claimsOf(idToken)).toMatchObject({ role, user_id: user.uid });
      const me = await callApi<{ uid: string; role: string }>('/auth/me', { token: idToken });
      expect(me.body).toMatchObject({ uid: user.uid, role, tel: user.tel, email: user.email });
    },
  );

  it('answers 401 with one message for a wrong password and an unknown phone', async () => {
    const user = await createTestUser({ role: 'Performer' });
    const wrongPassword = expectError(await login(user.tel, 'Wrong-pass-9'), 401);
    const unknownPhone = expectError(await login('1-999-555-0199', user.password), 401);
    expect(wrongPassword.error.message).toBe(unknownPhone.error.message);
    expect(wrongPassword.error.message).toBe('The phone number or password is incorrect.');
  });

  it('refuses an unverified e-mail with 403 offering a resend', async () => {
    const input = newRegistration();
    expect((await register(input)).status).toBe(201);
    const body = expectError(await login(input.tel, input.password), 403, /verify your e-mail/);
    expect(body.error.fields?.[0]?.field).toBe('emailVerified');
  });

  it('refuses a disabled account with 403', async () => {
    const user = await createTestUser({ role: 'Performer' });
    await setAccountDisabled(TEST_ADMIN, user.uid, true);
    expectError(await login(user.tel, user.password), 403, /disabled/);
    await setAccountDisabled(TEST_ADMIN, user.uid, false);
    expect((await login(user.tel, user.password)).status).toBe(200);
  });

  it('locks a phone after 5 failed attempts in 15 minutes with 429 and Retry-After, even with the right password', async () => {
    const user = await createTestUser({ role: 'Performer' });
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expectError(await login(user.tel, `Wrong-pass-${attempt}`, fakeIp()), 401);
    }
    const fifth = await login(user.tel, 'Wrong-pass-5', fakeIp());
    expectError(fifth, 429, /Too many attempts.*15 minutes/);
    expect(Number(fifth.headers.get('retry-after'))).toBe(900);
    const rightPassword = await login(user.tel, user.password, fakeIp());
    expectError(rightPassword, 429);
    expect(Number(rightPassword.headers.get('retry-after'))).toBeGreaterThan(800);
  });

  it('a successful login clears the phone counter', async () => {
    const user = await createTestUser({ role: 'Performer' });
    for (let attempt = 1; attempt <= 4; attempt += 1) expectError(await login(user.tel, 'Wrong-pass-0'), 401);
    expect((await login(user.tel, user.password)).status).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) expectError(await login(user.tel, 'Wrong-pass-0'), 401);
  });

  it('locks an IP address after 20 failed attempts across phones', async () => {
    const ip = fakeIp();
    const user = await createTestUser({ role: 'Performer' });
    for (let attempt = 1; attempt <= 19; attempt += 1) {
      expectError(await login(`1-999-555-${String(1000 + attempt)}`, 'Wrong-pass-1', ip), 401);
    }
    expectError(await login('1-999-555-2000', 'Wrong-pass-1', ip), 429);
    expectError(await login(user.tel, user.password, ip), 429);
    expect((await login(user.tel, user.password, fakeIp())).status).toBe(200);
  });

  const badBodies: [string, unknown][] = [
    ['an empty body', {}],
    ['a missing password', { tel: '1-647-555-0100' }],
    ['an empty password', { tel: '1-647-555-0100', password: '' }],
    ['a numeric phone', { tel: 16475550100, password: 'x' }],
    ['an oversized password', { tel: '1-647-555-0100', password: 'x'.repeat(5000) }],
    ['unknown fields', { tel: '1-647-555-0100', password: 'Demo-pass-1', role: 'Admin' }],
  ];
  it.each(badBodies)('refuses %s with 400', async (_name, body) => {
    expectError(await callApi('/auth/login', { method: 'POST', body }), 400, /Invalid body/);
  });

  it('refuses malformed JSON with 400', async () => {
    const answer = await callApi('/auth/login', {
      method: 'POST',
      rawBody: '{tel:',
      headers: { 'Content-Type': 'application/json' },
    });
    // The Functions runtime parses JSON before the app sees the request, so this 400 is its answer.
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('Bad Request');
    expect(answer.text).not.toMatch(/\bat .+\(.+:\d+:\d+\)/);
  });
});
