import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { FaultSwitch } from './firestore-stand-in/faults';
import { FirestoreStandIn } from './firestore-stand-in/server';

export interface FirestoreHandle {
  /** host:port, the value for FIRESTORE_EMULATOR_HOST. */
  host: string;
  kind: 'official' | 'stand-in';
  /** The stand-in's fault mode (stall or fail its calls), for test stacks' fault tests. */
  faults: FaultSwitch;
  stop(): Promise<void>;
}

const MIN_JAVA_MAJOR = 21;

/** A TCP port that was free a moment ago on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Starts the in-process stand-in (./firestore-stand-in). The launcher starts the official emulator itself. */
export async function startFirestore(opts: { port: number; host?: string }): Promise<FirestoreHandle> {
  const bindHost = opts.host ?? '127.0.0.1';
  const server = new FirestoreStandIn();
  await server.start(opts.port, bindHost);
  return {
    host: `${bindHost}:${opts.port}`,
    kind: 'stand-in',
    faults: server.faults,
    stop: async () => server.stop(),
  };
}

export function javaMajorVersion(): number | null {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8', timeout: 5000 });
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match?.[1]) return null;
  const first = Number(match[1]);
  // Java 8 and older report "1.8.0_..."
  return first === 1 && match[2] ? Number(match[2]) : first;
}

function firestoreJarCached(): boolean {
  const dir = join(homedir(), '.cache', 'firebase', 'emulators');
  if (!existsSync(dir)) return false;
  return readdirSync(dir).some((name) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(name));
}

/** True only when firebase-tools could start the official Firestore emulator offline. */
export function officialEmulatorsAvailable(): boolean {
  if (!firestoreJarCached()) return false;
  const major = javaMajorVersion();
  return major !== null && major >= MIN_JAVA_MAJOR;
}
