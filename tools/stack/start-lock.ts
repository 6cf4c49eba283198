import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './firebase-config';
import { ownerAlive } from './ports';

const START_LOCK = join(ROOT, '.stack', 'emulators-start.lock');

/**
 * Stacks of one checkout start their Functions emulators one at a time (`npm test` starts two):
 * started together, both stayed unready (no function loaded) for minutes. The lock is a folder
 * holding its owner's pid; a dead owner's lock is taken over.
 */
export async function oneStartAtATime<T>(work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(START_LOCK);
      writeFileSync(join(START_LOCK, 'pid'), String(process.pid));
      break;
    } catch {
      if (!ownerAlive(START_LOCK)) rmSync(START_LOCK, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(START_LOCK, { recursive: true, force: true });
  }
}

/**
 * Resolves once a stack of this checkout is starting its emulators (holds the lock), or after
 * `limitMs`: `npm test` starts the stage on the longer path first and the other right behind it.
 */
export async function stackStarting(limitMs: number): Promise<void> {
  const until = Date.now() + limitMs;
  while (!existsSync(START_LOCK) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 200));
}
