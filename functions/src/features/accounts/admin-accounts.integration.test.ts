import { describe, expect, it } from 'vitest';
import { callApi, clientAddress } from '../../../../tools/testing/api';
import { adminAuth, adminDb, createTestUser, idTokenForUid } from '../../../../tools/testing/users';
import { changeRole, setAccountDisabled } from './accounts.service';
import { claimsOf, expectError, idTokenFromCustomToken, sleep, TEST_ADMIN } from './accounts.test-support';

const me = (token: string) => callApi<{ role: string }>('/auth/me', { token });

describe('DELETE /api/admin/users/:id', () => {
  it('removes the Auth account and the user document', async () => {
    const admin = await createTestUser({ role: 'Admin' });
    const performer = await createTestUser({ role: 'Performer' });
    const answer = await callApi(`/admin/users/${performer.uid}`, { method: 'DELETE', token: admin.token });
    expect(answer.status, answer.text).toBe(204);
    await expect(adminAuth().getUser(performer.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await adminDb().collection('users').doc(performer.uid).get()).exists).toBe(false);
    expectError(await me(performer.token), 401);
  });

  it('answers 404 for an unknown user and 400 for the admin themself', async () => {
    const admin = await createTestUser({ role: 'Admin' });
    expectError(await callApi('/admin/users/no-such-user', { method: 'DELETE', token: admin.token }), 404);
    expectError(await callApi(`/admin/users/${admin.uid}`, { method: 'DELETE', token: admin.token }), 400);
  });

  it('is refused to casting and performers', async () => {
    const performer = await createTestUser({ role: 'Performer' });
    for (const role of ['Casting', 'Performer'] as const) {
      const caller = await createTestUser({ role });
      expectError(await callApi(`/admin/users/${performer.uid}`, { method: 'DELETE', token: caller.token }), 403);
    }
    expect((await adminDb().collection('users').doc(performer.uid).get()).exists).toBe(true);
  });
});

describe('revocation', () => {
  it('disabling an account makes its existing ID token answer 401 on the very next call', async () => {
    const user = await createTestUser({ role: 'Performer' });
    expect((await me(user.token)).status).toBe(200);
    await setAccountDisabled(TEST_ADMIN, user.uid, true);
    expectError(await me(user.token), 401);
    expect((await adminDb().collection('users').doc(user.uid).get()).get('disabled')).toBe(true);
  });

  it('changing the role refuses the old token on its next call; a fresh login carries the new role', async () => {
    const user = await createTestUser({ role: 'Performer' });
    expect((await me(user.token)).body.role).toBe('Performer');
    await changeRole(TEST_ADMIN, user.uid, 'Casting');
    expectError(await me(user.token), 401);
    expect((await adminDb().collection('users').doc(user.uid).get()).get('role')).toBe('Casting');
    // auth_time counts whole seconds: a session begun within the second of the change counts as older.
    await sleep(1000 - (Date.now() % 1000));
    const login = await callApi('/auth/login', {
      method: 'POST',
      body: { tel: user.tel, password: user.password },
      from: clientAddress(),
    });
    expect(login.status, login.text).toBe(200);
    const fresh = await idTokenFromCustomToken(login.text);
    expect(claimsOf(fresh).role).toBe('Casting');
    expect((await me(fresh)).body.role).toBe('Casting');
  });

  it('deleting an account through the API refuses its token on the next call', async () => {
    const admin = await createTestUser({ role: 'Admin' });
    const performer = await createTestUser({ role: 'Performer' });
    expect((await me(performer.token)).status).toBe(200);
    expect((await callApi(`/admin/users/${performer.uid}`, { method: 'DELETE', token: admin.token })).status).toBe(204);
    expectError(await me(performer.token), 401);
  });

  it('a token from before a disable stays refused once the account is enabled again; a new session works', async () => {
    const user = await createTestUser({ role: 'Performer' });
    await setAccountDisabled(TEST_ADMIN, user.uid, true);
    await setAccountDisabled(TEST_ADMIN, user.uid, false);
    expectError(await me(user.token), 401);
    await sleep(1000 - (Date.now() % 1000));
    expect((await me(await idTokenForUid(user.uid))).status).toBe(200);
  });
});
