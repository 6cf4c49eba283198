import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callApi, clientAddress } from '../testing/api';
import { stackEnv } from '../testing/stack-env';

/** The processes the functions emulator runs the `api` function in, for this stack's project. */
function apiInstances(projectId: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const environment = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
        return environment.includes('FUNCTION_TARGET=api') && environment.includes(`GCLOUD_PROJECT=${projectId}`);
      } catch {
        return false; // gone, or not ours to read
      }
    })
    .map(Number);
}

/** A burst of reads with no dependency of their own, each from its own client address. */
function burst(size: number) {
  return Promise.all(Array.from({ length: size }, () => callApi('/config', { from: clientAddress() })));
}

// Stack-wide (vitest.integration.config.ts): the second test kills the instance every file uses.
describe('the functions emulator under concurrent requests', () => {
  it('serves them from one instance, as Cloud Functions 2nd gen does with the api function’s concurrency', async () => {
    const answers = await burst(30);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    // The stock emulator starts a process for every request that finds the running ones busy.
    expect(apiInstances(stackEnv().projectId)).toHaveLength(1);
  });

  it('after its instance is killed, serves a burst from one fresh instance within seconds', async () => {
    const [killed] = apiInstances(stackEnv().projectId);
    expect(killed).toBeDefined();
    process.kill(Number(killed), 'SIGKILL');
    const killedAt = Date.now();
    // Requests the emulator sends before it has seen the exit fail as a crashed instance's do.
    await expect.poll(() => existsSync(`/proc/${killed}`), { interval: 50, timeout: 5_000 }).toBe(false);
    const answers = await burst(20);
    const seconds = (Date.now() - killedAt) / 1000;
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(seconds).toBeLessThan(15);
    const instances = apiInstances(stackEnv().projectId);
    expect(instances).toHaveLength(1);
    expect(instances).not.toContain(killed);
  });
});
