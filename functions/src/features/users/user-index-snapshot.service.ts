/**
 * Keeps the user index's snapshot current (the `user-index-snapshot` job): the job's own copy of the
 * index is brought up to date (from the snapshot and the updatedAt query, so a run costs the chunk
 * reads and the changes, not every user) and written as a new snapshot when it holds a change newer
 * than the snapshot. New instances then catch up at most a few minutes of changes.
 */
import { createUserIndex, type UserIndexCopy } from './user-index';
import { USER_INDEX_SCHEMA, encodeUserIndexSnapshot } from './user-index-snapshot';
import {
  SNAPSHOT_CHUNK_BYTES,
  readSnapshotPointer,
  removeInterruptedWrite,
  writeUserIndexSnapshot,
} from './user-index-snapshot.repository';

/** A snapshot holding back a change is rewritten once it is this old (the job may run more often locally). */
export const SNAPSHOT_REWRITE_AFTER_MS = 60_000;
/** Rewritten this often even without changes, so it stays far younger than the tombstones' retention. */
export const SNAPSHOT_RENEW_AFTER_MS = 24 * 60 * 60 * 1000;

const MICROS_PER_MS = 1000;
let copy: UserIndexCopy | undefined;

export interface SnapshotRun {
  written: number;
  entries: number;
  bytes: number;
  chunks: number;
  /** Chunks an interrupted run had left, removed before this run's work. */
  leftChunksRemoved: number;
}

/**
 * Writes a new snapshot when one is due (`force`: whenever the copy is newer than the current one).
 * Ages are taken between read times (the copy's, just refreshed, and the snapshot's), so a run that
 * waited long for its reads still decides on what it read.
 */
export async function keepUserIndexSnapshotCurrent({ force = false } = {}): Promise<SnapshotRun> {
  copy ??= createUserIndex();
  const leftChunksRemoved = await removeInterruptedWrite();
  const [pointer] = await Promise.all([readSnapshotPointer(), copy.current()]);
  const { users } = copy;
  const ageMs = pointer ? (users.readAt - pointer.readAt) / MICROS_PER_MS : Number.POSITIVE_INFINITY;
  const changed = !pointer || pointer.schema !== USER_INDEX_SCHEMA || users.newestChangeAt > pointer.readAt;
  const due = changed && (force || ageMs >= SNAPSHOT_REWRITE_AFTER_MS);
  if (!due && ageMs < SNAPSHOT_RENEW_AFTER_MS)
    return { written: 0, entries: users.size, bytes: 0, chunks: 0, leftChunksRemoved };
  const documents = [...users.documents()].map(({ value, changedAt }) => ({ entry: value, changedAt }));
  const data = encodeUserIndexSnapshot({ readAt: users.readAt, documents });
  const written = await writeUserIndexSnapshot(data, users.readAt, documents.length);
  return {
    written: written ? 1 : 0,
    entries: documents.length,
    bytes: data.length,
    chunks: Math.ceil(data.length / SNAPSHOT_CHUNK_BYTES),
    leftChunksRemoved,
  };
}
