import { readdirSync, readFileSync } from 'node:fs';
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

describe('the functions emulator under concurrent requests', () => {
  it('serves them from one instance, as Cloud Functions 2nd gen does with the api function’s concurrency', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => callApi('/config', { from: clientAddress() })));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    // The stock emulator starts a process for every request that finds the running ones busy.
    expect(apiInstances(stackEnv().projectId)).toHaveLength(1);
  });
});
