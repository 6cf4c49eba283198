import { describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { adminAuth, adminDb, createTestUser, idTokenForUid } from '../../../../tools/testing/users';
import { changeRole, setAccountDisabled } from './accounts.service';
import { claimsOf, expectError, sleep, TEST_ADMIN } from './accounts.test-support';

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
  it('disabling an account makes its existing ID token answer 401', async () => {
    const user = await createTestUser({ role: 'Performer' });
    expect((await me(user.token)).status).toBe(200);
    await setAccountDisabled(TEST_ADMIN, user.uid, true);
    expectError(await me(user.token), 401);
    expect((await adminDb().collection('users').doc(user.uid).get()).get('disabled')).toBe(true);
  });

  it('changing the role revokes existing sessions; a new session carries the new role', async () => {
    const user = await createTestUser({ role: 'Performer' });
    expect((await me(user.token)).body.role).toBe('Performer');
    // Revocation compares whole seconds: let the token's auth_time fall before it.
    await sleep(1100);
    await changeRole(TEST_ADMIN, user.uid, 'Casting');
    expectError(await me(user.token), 401);
    expect((await adminDb().collection('users').doc(user.uid).get()).get('role')).toBe('Casting');
    await sleep(1100);
    const fresh = await idTokenForUid(user.uid);
    expect(claimsOf(fresh).role).toBe('Casting');
    expect((await me(fresh)).body.role).toBe('Casting');
  });
});
