import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';

export interface ManagedProcess {
  child: ChildProcess;
  stop(): Promise<void>;
  exited: Promise<number | null>;
}

/** Starts a child whose output goes to a log file; stop() sends SIGINT, then SIGKILL after a grace period. */
export function startProcess(
  command: string,
  args: string[],
  opts: { env: NodeJS.ProcessEnv; cwd: string; logFile: string },
) {
  const log = createWriteStream(opts.logFile, { flags: 'a' });
  const child = spawn(command, args, { cwd: opts.cwd, env: opts.env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGINT');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
    log.end();
  };
  return { child, stop, exited } satisfies ManagedProcess;
}

export async function waitFor(
  check: () => Promise<boolean>,
  opts: { timeoutMs: number; what: string; failed?: () => boolean },
) {
  const deadline = Date.now() + opts.timeoutMs;
  while (Date.now() < deadline) {
    if (opts.failed?.()) throw new Error(`${opts.what}: the process exited`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${opts.what}: not ready after ${opts.timeoutMs / 1000} s`);
}
