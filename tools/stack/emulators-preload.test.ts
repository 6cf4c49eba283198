/**
 * The emulators' preload (emulators-preload.cjs): the Auth emulator compiles no schema at start, and
 * answers requests as it did compiling them all (its schemas still refuse what they refused).
 * Without the preload, firebase-tools 15.34 compiles 961 schemas at start.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ROOT } from './firebase-config';
import { EMULATORS_PRELOAD } from './stack';

const PROBE = join(ROOT, 'tools', 'stack', 'auth-emulator-probe.cjs');

interface ProbeResult {
  atStart: number;
  afterRequests: number;
  answers: { status: number; error: string | null }[];
}

async function probe(): Promise<ProbeResult> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--require', EMULATORS_PRELOAD, PROBE], {
    cwd: ROOT,
    timeout: 60_000,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as ProbeResult;
}

describe("the emulators' preload", () => {
  it('starts the Auth emulator compiling no schema, and its schemas still refuse bad requests', async () => {
    const result = await probe();
    expect(result.atStart).toBe(0);
    expect(result.afterRequests).toBeGreaterThan(0);
    expect(result.answers).toEqual([
      { status: 400, error: 'Invalid JSON payload received.  must be object' },
      { status: 400, error: 'Invalid JSON payload received. /email must be string' },
      { status: 200, error: null },
    ]);
  }, 90_000);
});
