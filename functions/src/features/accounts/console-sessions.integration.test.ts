/**
 * Sessions ended outside the app: an Agency operator disables an account or revokes its tokens in
 * the Firebase console (here: through the Admin SDK directly, never the app's API). The old ID
 * token must be refused within the configured bound (SESSION_AUTH_CHECK_SECONDS: 2 s on test
 * stacks, 30 s in production, never more than 60 s; docs/architecture.md 'Sessions').
 */
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { adminAuth, adminDb, createTestUser, idTokenForUid } from '../../../../tools/testing/users';
import { sleep } from './accounts.test-support';

const me = (token: string) => callApi('/auth/me', { token });
const boundMs = () => Number(process.env.SESSION_AUTH_CHECK_SECONDS) * 1000;
/** Room for the emulators on a busy machine: the refusal itself must come within the bound. */
const SLACK_MS = 1_500;

/** Calls with the token until it is refused; answers how long that took after `since`. */
async function msUntilRefused(token: string, since: number): Promise<number> {
  const giveUpAt = since + boundMs() + SLACK_MS;
  for (;;) {
    const answer = await me(token);
    if (answer.status === 401) return Date.now() - since;
    expect(answer.status, answer.text).toBe(200);
    if (Date.now() > giveUpAt) return Infinity;
    await sleep(100);
  }
}

describe('sessions ended in the Firebase console', () => {
  it('the test stack bounds them to a couple of seconds (production: 30 s, at most 60 s)', () => {
    expect(boundMs()).toBeGreaterThan(0);
    expect(boundMs()).toBeLessThanOrEqual(60_000);
  });

  it('refuses the ID token of an account disabled in Auth within the bound, and keeps refusing it', async () => {
    const user = await createTestUser({ role: 'Performer' });
    expect((await me(user.token)).status).toBe(200);
    const disabledAt = Date.now();
    await adminAuth().updateUser(user.uid, { disabled: true });
    expect(await msUntilRefused(user.token, disabledAt)).toBeLessThanOrEqual(boundMs() + SLACK_MS);
    expect((await me(user.token)).status).toBe(401);
  });

  it('refuses the ID tokens issued before a revocation in Auth within the bound; a new session works', async () => {
    const user = await createTestUser({ role: 'Casting' });
    expect((await me(user.token)).status).toBe(200);
    // Auth keeps the revocation time in whole seconds: revoke in a later second than the sign-in.
    await sleep(1_100);
    const revokedAt = Date.now();
    await adminAuth().revokeRefreshTokens(user.uid);
    expect(await msUntilRefused(user.token, revokedAt)).toBeLessThanOrEqual(boundMs() + SLACK_MS);
    expect((await me(await idTokenForUid(user.uid))).status).toBe(200);
  });

  it('refuses the ID token of an account deleted in Auth within the bound', async () => {
    const user = await createTestUser({ role: 'Admin' });
    expect((await me(user.token)).status).toBe(200);
    const deletedAt = Date.now();
    await adminAuth().deleteUser(user.uid);
    try {
      expect(await msUntilRefused(user.token, deletedAt)).toBeLessThanOrEqual(boundMs() + SLACK_MS);
    } finally {
      // The console leaves the user document behind: an Admin record without an account would
      // count in other files' checks of the Admins there are.
      await adminDb().collection('users').doc(user.uid).delete();
    }
  });
});
