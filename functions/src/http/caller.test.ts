import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { refusalFor } from './caller';

/** The real Admin SDK's errors: a refused token, and an Auth service that cannot be reached. */
describe('refusing a token', () => {
  let app: App;
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

  beforeAll(() => {
    // Port 9 (discard) has nobody listening here: every call to "Auth" fails to connect.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = '127.0.0.1:9';
    app = initializeApp({ projectId: 'demo-caller-test' }, 'caller-test');
  });

  afterAll(async () => {
    if (emulatorHost === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    else process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
    await deleteApp(app);
  });

  const refusalOf = (attempt: Promise<unknown>) => attempt.then(() => null, refusalFor);

  it('ends the session (401) when Firebase refuses the token itself', async () => {
    const refusal = await refusalOf(getAuth(app).verifyIdToken('not.a.token'));
    expect(refusal).toMatchObject({ status: 401, message: 'Your session has expired. Please log in again' });
  });

  it('answers a passing outage (503, which the app retries) when Auth cannot be reached', async () => {
    const refusal = await refusalOf(getAuth(app).getUser('someone'));
    expect(refusal).toMatchObject({ status: 503, code: 'unavailable' });
    expect(refusal?.message).toBe('Your session could not be checked just now. Please try again in a moment');
  });

  it("passes the app's own answers through unchanged", () => {
    const forbidden = new ApiError('forbidden', 'Your account has no role');
    expect(refusalFor(forbidden)).toBe(forbidden);
  });
});
