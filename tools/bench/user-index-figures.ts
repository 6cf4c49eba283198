/**
 * What the admin and casting benches measure of the user index itself: the snapshot of the seed,
 * and the time, reads and heap of an index loaded from it in this process the way a new instance
 * loads it. Call after the stack's env is in process.env.
 */
import type { UserRecord } from '@scenecall/shared';
import { cpuTimed, megabytes, ms, retainedHeap, seconds, timed } from './timing';

/** Users are seeded in steps of this many, a snapshot after each (as the job runs while users register). */
const SEED_STEP = 10_000;

/**
 * Writes `users` through the users repository in steps, with a snapshot after each step, as the
 * job keeps it while users arrive (one catch-up of 100,000 users at once is more than the local
 * stand-in answers in time on a busy machine). Prints the time it took.
 */
export async function seedWithSnapshots(users: readonly { uid: string; record: UserRecord }[]): Promise<void> {
  const { seedUsers } = await import('../../functions/src/features/users/seeding.test-support');
  const { keepUserIndexSnapshotCurrent } =
    await import('../../functions/src/features/users/user-index-snapshot.service');
  const { ms: took } = await timed(async () => {
    for (let start = 0; start < users.length; start += SEED_STEP) {
      await seedUsers(users.slice(start, start + SEED_STEP));
      await keepUserIndexSnapshotCurrent({ force: true });
    }
  });
  console.log(
    `Wrote ${users.length} users through the users repository, snapshotting every ${SEED_STEP}, in ${seconds(took)}`,
  );
}

/**
 * Snapshots the seed now, with the job's own code in this process (the worker's job would too, but
 * only once its copy has caught up with the whole seed and its snapshot is a minute old), and
 * prints it.
 */
export async function snapshotNow(): Promise<void> {
  const { keepUserIndexSnapshotCurrent } =
    await import('../../functions/src/features/users/user-index-snapshot.service');
  const { userIndexSnapshotPointer } = await import('../../functions/src/features/users/seeding.test-support');
  const { ms: took } = await timed(() => keepUserIndexSnapshotCurrent({ force: true }));
  const pointer = await userIndexSnapshotPointer();
  if (!pointer) throw new Error('no user index snapshot was written');
  console.log(
    `Snapshot (the user-index-snapshot job's code, in this process): ${pointer.entries} users, ` +
      `${megabytes(pointer.bytes)} in ${pointer.chunks} chunk documents, written in ${seconds(took)}`,
  );
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
