import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CSP_HEADER, withSources } from '../../web/scripts/content-security-policy';
import type { StackPorts } from './ports';

export const ROOT = join(import.meta.dirname, '..', '..');

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

interface FirebaseJson {
  hosting: { public: string; headers?: HeaderRule[] };
  emulators: Record<string, { host?: string; port?: number } | boolean>;
}

/**
 * The production header rules with what only the local stack needs: the pages talk to the Auth
 * emulator and confirm cards against the Stripe stand-in, so their origins join connect-src.
 */
export function localHeaders(rules: HeaderRule[], ports: Pick<StackPorts, 'auth' | 'stripe'>): HeaderRule[] {
  const localOrigins = [`http://127.0.0.1:${ports.auth}`, `http://127.0.0.1:${ports.stripe}`];
  return rules.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) =>
      header.key === CSP_HEADER ? { ...header, value: withSources(header.value, 'connect-src', localOrigins) } : header,
    ),
  }));
}

/**
 * firebase.json with this run's emulator ports. Written beside firebase.json (paths in it are
 * relative to its folder) under a git-ignored name, one per run so parallel runs do not clash.
 * With `siteDir`, Hosting serves a copy of the built app made for this run, so a rebuild of
 * web/dist while tests run cannot pull files from under them. Hosting serves the same security
 * headers as in production (plus the local emulators' origins in the CSP's connect-src).
 */
export function writeFirebaseConfig(ports: StackPorts, runId: string, siteDir?: string): string {
  const base = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as FirebaseJson;
  const emulators = { ...base.emulators };
  for (const name of ['hosting', 'functions', 'auth', 'firestore', 'storage', 'hub', 'logging', 'eventarc'] as const) {
    emulators[name] = { host: '127.0.0.1', port: ports[name] };
  }
  // The stack's front end (front-end.ts) takes Hosting's public port and forwards to the emulator.
  emulators.hosting = { host: '127.0.0.1', port: ports.hostingBehindFront };
  let hosting = { ...base.hosting, headers: localHeaders(base.hosting.headers ?? [], ports) };
  if (siteDir) {
    cpSync(join(ROOT, base.hosting.public), siteDir, { recursive: true });
    hosting = { ...hosting, public: relative(ROOT, siteDir) };
  }
  const path = join(ROOT, `firebase.${runId}.local.json`);
  writeFileSync(path, JSON.stringify({ ...base, hosting, emulators }, null, 2));
  return path;
}
