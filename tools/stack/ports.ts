import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The ports `npm start` uses (also written in firebase.json). */
export const FIXED_PORTS = {
  hosting: 5000,
  functions: 5001,
  auth: 9099,
  firestore: 8080,
  storage: 9199,
  hub: 4400,
  logging: 4500,
  eventarc: 9299,
  mailSmtp: 1025,
  mailWeb: 1080,
  stripe: 12111,
  sms: 12112,
  /** The Hosting emulator itself, behind the stack's front end on `hosting` (front-end.ts). */
  hostingBehindFront: 5005,
} as const;
export type StackPorts = { [K in keyof typeof FIXED_PORTS]: number };

/**
 * Test stacks take a block of ports below Linux's ephemeral range (32768 and up). A port the OS
 * hands out for `listen(0)` is also one it hands out to outgoing connections, and a stack binds its
 * ports only after its siblings have started talking: in CI the emulators of the second stack found
 * their port taken and exited. Blocks are claimed by a folder in the machine's temp directory, so
 * stacks of every checkout on the machine keep out of each other's way.
 */
const BLOCK_SIZE = 16;
const FIRST_PORT = 20_000;
const BLOCKS = Math.floor((32_000 - FIRST_PORT) / BLOCK_SIZE);
const CLAIMS = join(tmpdir(), 'scenecall-stack-ports');

export interface PortBlock {
  ports: StackPorts;
  /** The worker's control port (test stacks only: tests ask the worker to deliver at once). */
  workerControl: number;
  /** The stack's faults control (test stacks only: tests stall or fail a dependency, tools/stack/faults.ts). */
  faultsControl: number;
  release(): void;
}

/** Free ports for every service, so several test runs can share one machine. */
export async function freePorts(): Promise<PortBlock> {
  mkdirSync(CLAIMS, { recursive: true });
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const block = Math.floor(Math.random() * BLOCKS);
    const claim = join(CLAIMS, String(block));
    if (!claimBlock(claim)) continue;
    const first = FIRST_PORT + block * BLOCK_SIZE;
    const ports = Object.fromEntries(Object.keys(FIXED_PORTS).map((name, i) => [name, first + i])) as StackPorts;
    const workerControl = first + Object.keys(FIXED_PORTS).length;
    const faultsControl = workerControl + 1;
    const free = await Promise.all([...Object.values(ports), workerControl, faultsControl].map(isPortFree));
    const release = () => rmSync(claim, { recursive: true, force: true });
    if (free.every(Boolean)) return { ports, workerControl, faultsControl, release };
    release();
  }
  throw new Error('No free block of ports between 20000 and 32000');
}

/** Takes the block's folder, or a folder whose owner process is gone. */
function claimBlock(claim: string): boolean {
  try {
    mkdirSync(claim);
  } catch {
    if (ownerAlive(claim)) return false;
    rmSync(claim, { recursive: true, force: true });
    try {
      mkdirSync(claim);
    } catch {
      return false;
    }
  }
  writeFileSync(join(claim, 'pid'), String(process.pid));
  return true;
}

/** False only when the claim folder names a process that is gone (a claim being taken has no pid yet). */
export function ownerAlive(claim: string): boolean {
  try {
    const owner = Number(readFileSync(join(claim, 'pid'), 'utf8'));
    if (!owner) return true;
    process.kill(owner, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
