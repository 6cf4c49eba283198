/**
 * The emulators' preload (emulators-preload.cjs): the Auth emulator compiles no schema at start, and
 * answers requests as it did compiling them all (its schemas still refuse what they refused).
 * Without the preload, firebase-tools 15.34 compiles 961 schemas at start. The CLI writes no
 * debug log file unless asked to.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
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

  /** What the CLI's debug log file holds after one debug and one info line, logged as the CLI logs (null: no file). */
  async function debugLogAfterTwoLines(env: Record<string, string>): Promise<string | null> {
    const folder = await mkdtemp(join(tmpdir(), 'emulators-log-'));
    const file = join(folder, 'firebase-debug.log');
    const script = `
      const { logger, useFileLogger } = require('firebase-tools/lib/logger');
      useFileLogger(${JSON.stringify(file)});
      logger.debug('a debug line');
      logger.info('an info line');
      logger.on('finish', () => setTimeout(() => process.exit(0), 100));
      logger.end();`;
    await promisify(execFile)(process.execPath, ['--require', EMULATORS_PRELOAD, '-e', script], {
      cwd: ROOT,
      timeout: 60_000,
      env: { ...process.env, ...env },
    });
    try {
      return await readFile(file, 'utf8').catch(() => null);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  it('writes no debug log file, and one with debug and info lines when STACK_EMULATORS_DEBUG_LOG=1', async () => {
    expect(await debugLogAfterTwoLines({ STACK_EMULATORS_DEBUG_LOG: '' })).toBeNull();
    const asked = await debugLogAfterTwoLines({ STACK_EMULATORS_DEBUG_LOG: '1' });
    expect(asked).toContain('an info line');
    expect(asked).toContain('a debug line');
  }, 90_000);
});
