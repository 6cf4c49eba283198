/**
 * The page's figures, not the server's: on a phone the server is another machine, here it shares
 * two cores with Chromium. Lighthouse's simulation multiplies each main-thread task's wall time by
 * 4, and a task that waits for a core while the Functions worker and the stand-ins answer the page's
 * reads counts that wait as blocking (issue 37: the signed-in chunks' evaluation took 30 ms of CPU
 * and 105 ms of wall time). So once Chromium runs, the bench lowers the priority of every other
 * process it started (every thread of each: Linux sets niceness per thread) to nice 15. Threads
 * and processes they start later inherit it. Without /proc (not Linux) it does nothing.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';

export const SERVER_NICENESS = 15;

const parentOf = (pid: number): number | undefined => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // pid (comm) state ppid …: the command may hold spaces and parentheses, the last ')' ends it.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
};

/** `root` and every process under it, but the subtrees of `except`. */
function processTree(root: number, except: ReadonlySet<number>): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    const parent = Number.isInteger(pid) ? parentOf(pid) : undefined;
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const tree: number[] = [];
  const visit = (pid: number) => {
    if (except.has(pid)) return;
    tree.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return tree;
}

/** Lowers `root`'s process tree (but `except`'s) to SERVER_NICENESS; returns the threads changed. */
export function lowerServerPriority(root: number, except: readonly number[]): number {
  if (!existsSync('/proc/self/task')) return 0;
  let threads = 0;
  for (const pid of processTree(root, new Set(except))) {
    let tids: string[] = [];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue; // it exited meanwhile
    }
    for (const tid of tids) {
      try {
        setPriority(Number(tid), SERVER_NICENESS);
        threads += 1;
      } catch {
        // exited meanwhile
      }
    }
  }
  return threads;
}
