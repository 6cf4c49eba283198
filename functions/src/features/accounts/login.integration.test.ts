import { describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { adminDb, createTestUser } from '../../../../tools/testing/users';
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
import { countEvent } from '../../http/throttle';
import { LOGIN_PER_IP_CEILING, LOGIN_PER_PHONE } from './account-limits';
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

  it('answers a wrong password on a disabled account exactly like any wrong password', async () => {
    const user = await createTestUser({ role: 'Performer' });
    await setAccountDisabled(TEST_ADMIN, user.uid, true);
    const ip = fakeIp();
    const disabledWrong = await login(user.tel, 'Wrong-pass-9', ip);
    const enabledWrong = await login((await createTestUser({ role: 'Performer' })).tel, 'Wrong-pass-9', ip);
    expectError(disabledWrong, 401);
    expect(disabledWrong.text).toBe(enabledWrong.text);
    expect(disabledWrong.text).not.toMatch(/disabled/i);
    // Firebase Auth refuses a disabled account before checking the password, so even the right one
    // cannot be told apart: it answers the same 401.
    expect((await login(user.tel, user.password, ip)).text).toBe(enabledWrong.text);
    await setAccountDisabled(TEST_ADMIN, user.uid, false);
    expect((await login(user.tel, user.password, ip)).status).toBe(200);
  });

  it('says "disabled" only after the right password, for an account disabled by the agency', async () => {
    const user = await createTestUser({ role: 'Performer' });
    await adminDb().collection('users').doc(user.uid).update({ disabled: true });
    expectError(await login(user.tel, 'Wrong-pass-9'), 401, /^The phone number or password is incorrect\.$/);
    expectError(await login(user.tel, user.password), 403, /disabled/);
  });

  it('locks a phone for one address after 5 failures there, with 429 and Retry-After, even with the right password', async () => {
    const user = await createTestUser({ role: 'Performer' });
    const stranger = fakeIp();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expectError(await login(user.tel, `Wrong-pass-${attempt}`, stranger), 401);
    }
    const fifth = await login(user.tel, 'Wrong-pass-5', stranger);
    expectError(fifth, 429, /Too many attempts.*15 minutes/);
    expect(Number(fifth.headers.get('retry-after'))).toBe(900);
    const rightPassword = await login(user.tel, user.password, stranger);
    expectError(rightPassword, 429);
    expect(Number(rightPassword.headers.get('retry-after'))).toBeGreaterThan(800);
  });

  it("a stranger's failures from their address do not lock the performer out from another", async () => {
    const user = await createTestUser({ role: 'Performer' });
    const stranger = fakeIp();
    for (let attempt = 1; attempt <= 6; attempt += 1) await login(user.tel, `Wrong-pass-${attempt}`, stranger);
    expectError(await login(user.tel, user.password, stranger), 429);
    expect((await login(user.tel, user.password, fakeIp())).status).toBe(200);
  });

  it('locks a phone everywhere after 100 failures from many addresses (a distributed attack)', async () => {
    const user = await createTestUser({ role: 'Performer' });
    // The first 95 failures of the attack, counted as the service counts them (95 logins would take long).
    for (let failure = 1; failure <= 95; failure += 1) await countEvent(LOGIN_PER_PHONE, user.tel);
    for (let failure = 96; failure <= 99; failure += 1) expectError(await login(user.tel, 'Wrong-pass-1'), 401);
    expectError(await login(user.tel, 'Wrong-pass-1'), 429);
    const fresh = await login(user.tel, user.password, fakeIp());
    expectError(fresh, 429);
    expect(Number(fresh.headers.get('retry-after'))).toBeGreaterThan(800);
  });

  it('a made-up first X-Forwarded-For entry does not dodge the per-address limit', async () => {
    const ip = fakeIp();
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const answer = await callApi('/auth/login', {
        method: 'POST',
        body: { tel: `1-999-556-${String(1000 + attempt)}`, password: 'Wrong-pass-1' },
        headers: { 'X-Forwarded-For': `203.0.113.${attempt}` },
        from: ip,
      });
      expect(answer.status, answer.text).toBe(attempt < 20 ? 401 : 429);
    }
  });

  it('a successful login clears the counter of its phone and address', async () => {
    const user = await createTestUser({ role: 'Performer' });
    const ip = fakeIp();
    for (let attempt = 1; attempt <= 4; attempt += 1) expectError(await login(user.tel, 'Wrong-pass-0', ip), 401);
    expect((await login(user.tel, user.password, ip)).status).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) expectError(await login(user.tel, 'Wrong-pass-0', ip), 401);
  });

  it("answers an address's guesses across phones 429 after 20, yet lets a right password in from it (an office)", async () => {
    const ip = fakeIp();
    const [staff, performer] = await Promise.all([
      createTestUser({ role: 'Casting' }),
      createTestUser({ role: 'Performer' }),
    ]);
    for (let attempt = 1; attempt <= 25; attempt += 1) {
      expectError(await login(`1-999-555-${String(1000 + attempt)}`, 'Wrong-pass-1', ip), attempt < 20 ? 401 : 429);
    }
    expect((await login(staff.tel, staff.password, ip)).status).toBe(200);
    expectError(await login(performer.tel, 'Wrong-pass-1', ip), 429);
    expect((await login(performer.tel, performer.password, ip)).status).toBe(200);
  });

  it('still refuses 25 guesses at one phone from one address, the right password included', async () => {
    const ip = fakeIp();
    const user = await createTestUser({ role: 'Performer' });
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 25; attempt += 1)
      statuses.push((await login(user.tel, `Guess-${attempt}-x`, ip)).status);
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(new Set(statuses.slice(4))).toEqual(new Set([429]));
    expectError(await login(user.tel, user.password, ip), 429);
  });

  it(`refuses an address past ${LOGIN_PER_IP_CEILING.limit} failures an hour every phone new to it, not those that logged in there`, async () => {
    const ip = fakeIp();
    const [regular, newcomer] = await Promise.all([
      createTestUser({ role: 'Casting' }),
      createTestUser({ role: 'Performer' }),
    ]);
    expect((await login(regular.tel, regular.password, ip)).status).toBe(200);
    for (let failure = 1; failure <= LOGIN_PER_IP_CEILING.limit; failure += 1)
      await countEvent(LOGIN_PER_IP_CEILING, ip);
    expectError(await login(newcomer.tel, newcomer.password, ip), 429);
    expectError(await login('1-999-557-1000', 'Wrong-pass-1', ip), 429);
    expect((await login(regular.tel, regular.password, ip)).status).toBe(200);
    expect((await login(newcomer.tel, newcomer.password, fakeIp())).status).toBe(200);
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
