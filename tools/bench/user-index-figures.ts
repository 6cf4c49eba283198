/**
 * What the admin and casting benches measure of the user index itself: the snapshot the worker's
 * `user-index-snapshot` job writes after the seed, and the heap an index loaded from it takes (built
 * in this process the way a new instance builds it). Call after the stack's env is in process.env.
 */
import { performance } from 'node:perf_hooks';
import { cpuTimed, megabytes, ms, retainedHeap, seconds } from './timing';

/** The worker rewrites a snapshot that holds back changes once it is a minute old: wait a little more. */
const SNAPSHOT_WAIT_MS = 5 * 60_000;

/** Waits until the snapshot holds every write committed before `since` (ms), and prints it. */
export async function waitForSnapshot(since: number): Promise<void> {
  const { readSnapshotPointer } = await import('../../functions/src/features/users/user-index-snapshot.repository');
  const started = performance.now();
  for (;;) {
    const pointer = await readSnapshotPointer();
    if (pointer && pointer.readAt >= since * 1000) {
      console.log(
        `Snapshot (the worker's user-index-snapshot job): ${pointer.entries} users, ${megabytes(pointer.bytes)} ` +
          `in ${pointer.chunks} chunk documents, ready ${seconds(performance.now() - started)} after the seed`,
      );
      return;
    }
    if (performance.now() - started > SNAPSHOT_WAIT_MS)
      throw new Error('the worker wrote no snapshot of the seed in time (see the stack’s worker.log)');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * Builds an index from the snapshot in this process, as a new instance does, and prints its time
 * (wall and CPU: the CPU time is what a quiet machine would take, with the reads' waits on top), its
 * document reads and the heap it keeps (with `derived`, what a feature derives from it: the casting
 * pool).
 */
export async function printIndexLoad(users: number, derived?: (index: unknown) => unknown): Promise<void> {
  const { createUserIndex } = await import('../../functions/src/features/users/user-index');
  const { withDocumentReads } = await import('../../functions/src/lib/read-counter');
  const { result, bytes } = await retainedHeap(async () => {
    const copy = createUserIndex();
    const load = await cpuTimed(() =>
      withDocumentReads(async () => {
        const index = await copy.current();
        return derived?.(index);
      }),
    );
    return { copy, load };
  });
  const { copy, load } = result;
  const from = copy.users.loadedFrom === 'snapshot' ? 'from the snapshot' : 'from every document';
  const what = derived ? 'index and casting pool' : 'index';
  console.log(
    `The ${what} loaded in this process ${from}: ${ms(load.ms)} (CPU ${ms(load.cpuMs)}), ${load.result.reads} document reads`,
  );
  console.log(`Its heap: ${megabytes(bytes)}, ${Math.round(bytes / users)} bytes a user (goal ≤ 256 MB at 100,000)`);
}
