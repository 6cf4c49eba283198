import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, createTestUser, type TestUser } from '../../../../tools/testing/users';
import { setAccountDisabled } from '../accounts/accounts.service';
import { me, putAs } from './admin.test-support';

// Stack-wide (vitest.integration.config.ts): the test disables every other Admin of the stack for its
// length, which ends their sessions, and counts on no Admin being created meanwhile.
let admin: TestUser;
beforeAll(async () => {
  admin = await createTestUser({ role: 'Admin' });
});

const put = (path: string, body: unknown, token = admin.token) => putAs(token, path, body);

describe('the last Admin', () => {
  it('cannot be demoted or disabled; with a second Admin the other one can be', async () => {
    const others = await adminDb().collection('users').where('role', '==', 'Admin').get();
    const disabledHere = others.docs.filter((doc) => doc.id !== admin.uid && doc.get('disabled') !== true);
    try {
      for (const doc of disabledHere) await setAccountDisabled(admin, doc.id, true);
      const demote = await put(`/admin/users/${admin.uid}/role`, { role: 'Performer' });
      expect(demote.status, demote.text).toBe(409);
      expect(demote.body.error.message).toMatch(/at least one active Admin/);
      expect((await put(`/admin/users/${admin.uid}/disabled`, { disabled: true })).status).toBe(409);
      expect((await me(admin.token)).body.role).toBe('Admin');

      const second = await createTestUser({ role: 'Admin' });
      const demoted = await put(`/admin/users/${second.uid}/role`, { role: 'Performer' });
      expect(demoted.status, demoted.text).toBe(200);
      // The one Admin left refuses to go, whoever asks.
      expect((await put(`/admin/users/${admin.uid}/role`, { role: 'Casting' })).status).toBe(409);
    } finally {
      for (const doc of disabledHere) await setAccountDisabled(admin, doc.id, false);
    }
  });
});
