import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StackPorts } from './ports';

export const ROOT = join(import.meta.dirname, '..', '..');

/**
 * firebase.json with this run's emulator ports. Written beside firebase.json (paths in it are
 * relative to its folder) under a git-ignored name, one per run so parallel runs do not clash.
 */
export function writeFirebaseConfig(ports: StackPorts, runId: string): string {
  const base = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
    emulators: Record<string, { host?: string; port?: number } | boolean>;
  };
  const emulators = { ...base.emulators };
  for (const name of ['hosting', 'functions', 'auth', 'firestore', 'storage', 'hub', 'logging', 'eventarc'] as const) {
    emulators[name] = { host: '127.0.0.1', port: ports[name] };
  }
  const path = join(ROOT, `firebase.${runId}.local.json`);
  writeFileSync(path, JSON.stringify({ ...base, emulators }, null, 2));
  return path;
}
