/** What the benchmarks use of the users feature beyond its public module: many users at once, the snapshot's pointer. */
import type { UserRecord } from '@scenecall/shared';
import { readSnapshotPointer, type SnapshotPointer } from './user-index-snapshot.repository';
import { createUsers } from './users.repository';

/** Creates many user documents in batches (each batch fails if one exists). */
export const seedUsers = (users: readonly { uid: string; record: UserRecord }[]): Promise<void> => createUsers(users);

/** The current user index snapshot's pointer (entries, bytes, chunks), if one was written. */
export const userIndexSnapshotPointer = (): Promise<SnapshotPointer | undefined> => readSnapshotPointer();
