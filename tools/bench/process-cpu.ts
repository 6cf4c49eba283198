/**
 * CPU time of this process and of every process it started (Linux /proc), by role in the stack, so
 * a bench can print what each request cost each process: on a shared machine the wall times follow
 * the load, the CPU per request does not.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

export interface ProcessCpu {
  pid: number;
  parent: number;
  /** User + system CPU, ms. */
  cpuMs: number;
  command: string;
}

function read(pid: number): ProcessCpu | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: fields restart after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { pid, parent: Number(fields[1]), cpuMs: (ticks * 1000) / TICKS_PER_SECOND, command };
  } catch {
    return undefined; // gone, or not Linux
  }
}

/** What a process is in the stack, from its command line. */
export function roleOf(command: string, isSelf: boolean): string {
  if (isSelf) return 'bench (clients + Firestore/Storage stand-ins, MailDev, Stripe)';
  if (command.includes('functionsEmulatorRuntime')) return 'api instance (functions runtime)';
  if (command.includes('emulators:start')) return 'Firebase emulators (Hosting, Functions, Auth)';
  if (command.includes('worker.ts')) return 'stack worker';
  return 'other';
}

/** `root` and its descendants now alive. */
export function processTree(root: number): ProcessCpu[] {
  const all = readdirSync('/proc', { withFileTypes: true })
    .filter((entry) => /^\d+$/.test(entry.name))
    .map((entry) => read(Number(entry.name)))
    .filter((entry): entry is ProcessCpu => entry !== undefined);
  const mine = new Set([root]);
  // Parents come before children in most listings, but not always: repeat until nothing is added.
  for (let added = true; added;) {
    added = false;
    for (const entry of all) {
      if (!mine.has(entry.pid) && mine.has(entry.parent)) {
        mine.add(entry.pid);
        added = true;
      }
    }
  }
  return all.filter((entry) => mine.has(entry.pid));
}

/** This process and its descendants now alive, with their role in the stack. */
function stackProcesses(): (ProcessCpu & { role: string })[] {
  return processTree(process.pid).map((entry) => ({
    ...entry,
    role: roleOf(entry.command, entry.pid === process.pid),
  }));
}

/** CPU ms by role, of this process and its descendants now alive. */
export function stackCpu(): Map<string, number> {
  const byRole = new Map<string, number>();
  for (const entry of stackProcesses()) byRole.set(entry.role, (byRole.get(entry.role) ?? 0) + entry.cpuMs);
  return byRole;
}

/**
 * Starts (first call) or ends and writes (second call) a CPU profile of every process of the stack
 * that preloads cpu-profile-on-signal.mjs: this one and its Node children of a known role (others,
 * such as esbuild's service, have no handler and SIGUSR2 would end them).
 */
export function toggleStackProfiles(): void {
  for (const entry of stackProcesses()) {
    if (entry.role !== 'other') process.kill(entry.pid, 'SIGUSR2');
  }
}

/** The CPU each role spent between two readings, per request, as printable lines. */
export function cpuPerRequestLines(
  before: Map<string, number>,
  after: Map<string, number>,
  requests: number,
): string[] {
  const rows = [...after]
    .map(([role, ms]) => [role, ms - (before.get(role) ?? 0)] as const)
    .filter(([, ms]) => ms > 0)
    .sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, ms]) => sum + ms, 0);
  const line = (role: string, ms: number) =>
    `  ${role.padEnd(62)} ${(ms / 1000).toFixed(1).padStart(7)} s  ${(ms / Math.max(1, requests)).toFixed(2).padStart(6)} ms/request`;
  return [...rows.map(([role, ms]) => line(role, ms)), line('all', total)];
}

/**
 * For a bench's `--profile <dir>`: this process and every Node process the stack starts
 * (NODE_OPTIONS) load the signal-driven profiler, so the run's window can be profiled in each of
 * them (`toggleStackProfiles` at its start and end).
 */
export async function profileEveryProcess(dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const preload = join(import.meta.dirname, 'cpu-profile-on-signal.mjs');
  process.env.CPU_PROFILE_DIR = dir;
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --import ${preload}`.trim();
  await import(preload);
}
