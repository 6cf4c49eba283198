/**
 * Where the user index's snapshot is stored: `userIndexSnapshots/current` names the snapshot (its
 * schema, read time, generation and chunk count) and `userIndexSnapshotChunks/{generation}-{n}` hold
 * its compressed bytes, under Firestore's 1 MiB document limit. A new snapshot's chunks are written
 * first and the pointer moved in a transaction (only forward in read time), so a reader sees a
 * whole snapshot or the previous one; the chunks of the one before that are then removed (a reader
 * that read the old pointer a moment ago still finds its chunks).
 *
 * `userIndexSnapshots/writing` names the chunks no pointer holds that a run is writing or about to
 * remove. A run interrupted midway (a crash, a timeout, a retry after a stall) leaves it behind; the
 * next run removes those chunks first and does not publish or remove anything twice (issue 41).
 */
import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { logEvent } from '../../http/logger';
import { db } from '../../lib/firebase';
import { recordConverter } from '../../lib/firestore-converter';
import { countDocumentReads } from '../../lib/read-counter';
import { USER_INDEX_SCHEMA, decodeUserIndexSnapshot, type UserIndexSnapshot } from './user-index-snapshot';

const POINTER = 'userIndexSnapshots/current';
const WRITING = 'userIndexSnapshots/writing';
const CHUNKS = 'userIndexSnapshotChunks';
/** Bytes per chunk document: the 1 MiB limit less room for the id and fields. */
export const SNAPSHOT_CHUNK_BYTES = 1_000_000;

interface Generation {
  generation: string;
  chunks: number;
}

export interface SnapshotPointer extends Generation {
  schema: string;
  /** Every commit stamped up to this time (µs) is in the snapshot. */
  readAt: number;
  entries: number;
  bytes: number;
  /** The snapshot before this one, whose chunks are kept for readers in flight. */
  previous: Generation | null;
}

const pointerConverter = recordConverter<SnapshotPointer>(['generation', 'chunks', 'schema', 'readAt']);
const pointerRef = () => db().doc(POINTER).withConverter(pointerConverter);
const writingConverter = recordConverter<Generation>(['generation', 'chunks']);
const writingRef = () => db().doc(WRITING).withConverter(writingConverter);
const chunkRef = (generation: string, n: number) => db().collection(CHUNKS).doc(`${generation}-${n}`);
const chunkRefs = ({ generation, chunks }: Generation) =>
  Array.from({ length: chunks }, (_, n) => chunkRef(generation, n));

/** The current snapshot's description (1 read), undefined when there is none. */
export async function readSnapshotPointer(): Promise<SnapshotPointer | undefined> {
  const pointer = await pointerRef().get();
  countDocumentReads(1);
  return pointer.data();
}

/**
 * The current snapshot (1 + its chunk count reads), or undefined when there is none of this schema
 * or it cannot be read whole: the index then reads every user.
 */
export async function readUserIndexSnapshot(): Promise<UserIndexSnapshot | undefined> {
  const pointer = await readSnapshotPointer();
  if (!pointer || pointer.schema !== USER_INDEX_SCHEMA) return undefined;
  const chunks = await db().getAll(...chunkRefs(pointer));
  countDocumentReads(chunks.length);
  const parts = chunks.map((chunk) => chunk.get('data') as Buffer | undefined);
  if (parts.some((part) => !part)) {
    logEvent('users.index_snapshot_incomplete', { generation: pointer.generation });
    return undefined;
  }
  try {
    return decodeUserIndexSnapshot(Buffer.concat(parts as Buffer[]));
  } catch (error) {
    logEvent('users.index_snapshot_unreadable', { generation: pointer.generation, reason: String(error) });
    return undefined;
  }
}

async function deleteChunks(generation: Generation | null | undefined): Promise<void> {
  if (!generation) return;
  const batch = db().batch();
  for (const ref of chunkRefs(generation)) batch.delete(ref);
  await batch.commit();
}

/** Clears the record of chunks in flight when it still names `generation` (a later run may have taken it). */
async function clearWriting(generation: string): Promise<void> {
  await db().runTransaction(async (transaction) => {
    if ((await transaction.get(writingRef())).data()?.generation === generation) transaction.delete(writingRef());
  });
}

/**
 * Removes the chunks an interrupted run left (a snapshot it never published, or the one it had
 * replaced and not yet removed) and clears their record: the number of chunks, 0 when none. A run
 * still writing loses its record and then discards its snapshot instead of publishing it.
 */
export async function removeInterruptedWrite(): Promise<number> {
  const left = await db().runTransaction(async (transaction) => {
    const [writing, pointer] = await Promise.all([transaction.get(writingRef()), transaction.get(pointerRef())]);
    const record = writing.data();
    if (!record) return undefined;
    transaction.delete(writingRef());
    const held = pointer.data();
    return [held?.generation, held?.previous?.generation].includes(record.generation) ? undefined : record;
  });
  await deleteChunks(left);
  return left?.chunks ?? 0;
}

/**
 * Stores a snapshot read at `readAt` (µs) with `entries` entries; false when a snapshot of this
 * schema read at the same time or later is already current (its chunks are then removed again).
 */
export async function writeUserIndexSnapshot(data: Buffer, readAt: number, entries: number): Promise<boolean> {
  const generation = `${String(readAt).padStart(17, '0')}-${randomUUID().slice(0, 8)}`;
  const written: Generation = { generation, chunks: Math.max(1, Math.ceil(data.length / SNAPSHOT_CHUNK_BYTES)) };
  const refs = chunkRefs(written);
  await writingRef().set(written);
  // One at a time: each is a large write (the stand-in and production both prefer that to a burst).
  for (const [n, ref] of refs.entries())
    await ref.set({
      generation,
      data: data.subarray(n * SNAPSHOT_CHUNK_BYTES, (n + 1) * SNAPSHOT_CHUNK_BYTES),
      writtenAt: FieldValue.serverTimestamp(),
    });
  const replaced = await db().runTransaction(async (transaction) => {
    const [current, writing] = await Promise.all([transaction.get(pointerRef()), transaction.get(writingRef())]);
    const held = current.data();
    const superseded = writing.data()?.generation !== generation;
    if (superseded || (held && held.schema === USER_INDEX_SCHEMA && held.readAt >= readAt)) return undefined;
    const pointer: SnapshotPointer = {
      ...written,
      schema: USER_INDEX_SCHEMA,
      readAt,
      entries,
      bytes: data.length,
      previous: held ? { generation: held.generation, chunks: held.chunks } : null,
    };
    transaction.set(pointerRef(), pointer);
    // Published: what is left is removing the snapshot before the replaced one, recorded in case
    // this run stops before it is done.
    if (held?.previous) transaction.set(writingRef(), held.previous);
    else transaction.delete(writingRef());
    return { held };
  });
  if (!replaced) {
    await deleteChunks(written);
    await clearWriting(generation);
    return false;
  }
  const removed = replaced.held?.previous;
  await deleteChunks(removed);
  if (removed) await clearWriting(removed.generation);
  return true;
}
