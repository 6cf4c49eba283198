import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { lowerServerPriority, SERVER_NICENESS } from './server-priority';

/** Field 19 of /proc/<pid>/stat: the niceness of the process's main thread. */
function nicenessOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

const started: ReturnType<typeof spawn>[] = [];
const sleeper = (args: string[]) => {
  const child = spawn('sh', ['-c', ...args], { stdio: 'ignore' });
  started.push(child);
  return child;
};
const grandchildOf = async (pid: number): Promise<number> => {
  for (let tries = 0; tries < 50; tries += 1) {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    if (children) return Number(children.split(' ')[0]);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${pid} started no process`);
};

afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
});

describe.runIf(existsSync('/proc/self/task'))('lowering the server’s priority for bench:web', () => {
  it('lowers a process tree, every thread, but the subtree it is told to leave', async () => {
    const server = sleeper(['sleep 30 & wait']);
    const browser = sleeper(['sleep 30 & wait']);
    const serverChild = await grandchildOf(server.pid!);
    const browserChild = await grandchildOf(browser.pid!);

    const threads = lowerServerPriority(server.pid!, [browser.pid!]);

    expect(threads).toBeGreaterThanOrEqual(2);
    expect(nicenessOf(server.pid!)).toBe(SERVER_NICENESS);
    expect(nicenessOf(serverChild)).toBe(SERVER_NICENESS);
    expect(nicenessOf(browserChild)).toBe(0);
  });
});
