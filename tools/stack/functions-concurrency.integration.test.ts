import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { BUSY_MESSAGES } from '@scenecall/shared';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '../../functions/src/http/idempotency';
import { callApi, clientAddress } from '../testing/api';
import { apiInstances } from '../testing/api-instances';
import { duringFirestoreFault, heldFirestoreCalls } from '../testing/faults';
import { stackEnv } from '../testing/stack-env';
import { createTestUser, type TestUser } from '../testing/users';

/** The instance serving the requests (the one that has worked most), and the warm spare beside it. */
function servingAndSpare(projectId: string): { serving: number; spare: number | undefined } {
  const [serving, spare] = apiInstances(projectId);
  return { serving: serving!, spare };
}

/** A burst of reads with no dependency of their own, each from its own client address. */
function burst(size: number) {
  return Promise.all(Array.from({ length: size }, () => callApi('/config', { from: clientAddress() })));
}

/** Requests of one performer that wait on Firestore (a read each, and a write with its key). */
function performerRequests(performer: TestUser, reads: number) {
  const read = () => callApi('/performer/text-settings', { token: performer.token, from: clientAddress() });
  const write = callApi('/performer/support', {
    method: 'POST',
    token: performer.token,
    body: { subject: 'Parking', message: 'Where do we park on Friday?' },
    headers: { [IDEMPOTENCY_KEY_HEADER]: `support-${randomUUID()}` },
  });
  return Promise.all([write, ...Array.from({ length: reads }, read)]);
}

// Stack-wide (vitest.integration.config.ts): the second test kills the instance every file uses.
describe('the functions emulator under concurrent requests', () => {
  it('serves them from one instance with one warm spare, as Cloud Functions 2nd gen does with the api function’s concurrency', async () => {
    const answers = await burst(30);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    // The stock emulator starts a process for every request that finds the running ones busy.
    await expect.poll(() => apiInstances(stackEnv().projectId).length, { interval: 100, timeout: 10_000 }).toBe(2);
    expect((await burst(30)).map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(apiInstances(stackEnv().projectId)).toHaveLength(2);
  });

  it('when its instance is killed, answers the requests in flight 503 in the app’s shape, then serves a burst from the spare and starts another', async () => {
    const performer = await createTestUser({ role: 'Performer' });
    const { serving: killed, spare } = servingAndSpare(stackEnv().projectId);
    expect(spare).toBeDefined();
    // Requests held by a stall of this performer's Firestore calls are in flight on the instance when it dies.
    let killedAt = 0;
    const inFlight = await duringFirestoreFault({ mode: 'stall', match: performer.uid }, async () => {
      const answers = performerRequests(performer, 4);
      await expect.poll(heldFirestoreCalls, { interval: 50, timeout: 20_000 }).toBeGreaterThanOrEqual(5);
      process.kill(Number(killed), 'SIGKILL');
      killedAt = Date.now();
      return answers;
    });
    // Answered by the instance's death, not by the request's deadline (a minute on test stacks).
    expect(Date.now() - killedAt).toBeLessThan(10_000);
    // The emulator answers them `500 {"code":"ECONNRESET"}`; the stack's front end, as Cloud Run's, 503.
    expect(inFlight.map((answer) => answer.status)).toEqual(inFlight.map(() => 503));
    for (const answer of inFlight) expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
    const [write, ...reads] = inFlight;
    expect(write?.body).toEqual({ error: { code: 'unavailable', message: BUSY_MESSAGES.mayHaveSaved } });
    for (const read of reads)
      expect(read.body).toEqual({ error: { code: 'unavailable', message: BUSY_MESSAGES.nothingChanged } });
    // Requests the emulator sends before it has seen the exit fail as a crashed instance's do.
    await expect.poll(() => existsSync(`/proc/${killed}`), { interval: 50, timeout: 5_000 }).toBe(false);
    const answers = await burst(20);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    // The spare, already running before the kill, serves; a new spare starts beside it.
    await expect.poll(() => apiInstances(stackEnv().projectId).length, { interval: 100, timeout: 10_000 }).toBe(2);
    const instances = apiInstances(stackEnv().projectId);
    expect(instances).toContain(spare);
    expect(instances).not.toContain(killed);
    expect(servingAndSpare(stackEnv().projectId).serving).toBe(spare);
  });
});
