import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { StackPorts } from './ports';

export const ROOT = join(import.meta.dirname, '..', '..');

interface FirebaseJson {
  hosting: { public: string };
  emulators: Record<string, { host?: string; port?: number } | boolean>;
}

/**
 * firebase.json with this run's emulator ports. Written beside firebase.json (paths in it are
 * relative to its folder) under a git-ignored name, one per run so parallel runs do not clash.
 * With `siteDir`, Hosting serves a copy of the built app made for this run, so a rebuild of
 * web/dist while tests run cannot pull files from under them.
 */
export function writeFirebaseConfig(ports: StackPorts, runId: string, siteDir?: string): string {
  const base = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as FirebaseJson;
  const emulators = { ...base.emulators };
  for (const name of ['hosting', 'functions', 'auth', 'firestore', 'storage', 'hub', 'logging', 'eventarc'] as const) {
    emulators[name] = { host: '127.0.0.1', port: ports[name] };
  }
  let hosting = base.hosting;
  if (siteDir) {
    cpSync(join(ROOT, base.hosting.public), siteDir, { recursive: true });
    hosting = { ...base.hosting, public: relative(ROOT, siteDir) };
  }
  const path = join(ROOT, `firebase.${runId}.local.json`);
  writeFileSync(path, JSON.stringify({ ...base, hosting, emulators }, null, 2));
  return path;
}
