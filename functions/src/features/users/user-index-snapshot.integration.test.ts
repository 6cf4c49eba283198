/**
 * A new instance's user index loads the snapshot and catches up: simulated here by a fresh copy of
 * the index (`createUserIndex`) in the test process, against the stack's Firestore, the snapshot
 * written by the job's own code.
 */
import type { UserRecord } from '@scenecall/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { adminDb, createTestUser, type TestUser } from '../../../../tools/testing/users';
import { withDocumentReads } from '../../lib/read-counter';
import { namedPerformer, uniqueWord } from '../admin/admin.test-support';
import { createUserIndex, entryOf, INDEX_OVERLAP_MS } from './user-index';
import { USER_INDEX_SCHEMA } from './user-index-snapshot';
import { readSnapshotPointer } from './user-index-snapshot.repository';
import { keepUserIndexSnapshotCurrent } from './user-index-snapshot.service';
import { createUsers, findUsers, updateUser } from './users.repository';

/** More users than a cold start may read: reading them one by one would show. */
const USERS = 300;

function performer(surname: string, index: number): { uid: string; record: UserRecord } {
  const at = new Date().toISOString();
  return {
    uid: `${surname.toLowerCase()}-${index}`,
    record: {
      tel: `1-416-555-${String(index).padStart(4, '0')}`,
      email: `${surname.toLowerCase()}.${index}@example.test`,
      role: 'Performer',
      emailVerified: true,
      testPassed: true,
      userActivated: true,
      disabled: false,
      companyName: null,
      profile: { firstName: 'Snap', lastName: `${surname}${index}`, city: 'Toronto', unionStatus: 'Non-Union' },
      createdAt: at,
      updatedAt: at,
    },
  };
}

let admin: TestUser;
const surname = uniqueWord();
beforeAll(async () => {
  admin = await createTestUser({ role: 'Admin' });
  await createUsers(Array.from({ length: USERS }, (_, index) => performer(surname, index)));
  // A catch-up reaches INDEX_OVERLAP_MS behind the snapshot's read time: the seeded users must be
  // older than that, or a fast machine reads them all again and the test measures the overlap.
  await new Promise((resolve) => setTimeout(resolve, INDEX_OVERLAP_MS + 500));
});

describe('a new instance’s user index', () => {
  it('answers from the snapshot with at most 100 reads, with the writes and deletions made after it', async () => {
    const doomed = await namedPerformer('Doomed', surname);
    const run = await keepUserIndexSnapshotCurrent({ force: true });
    const pointer = await readSnapshotPointer();
    expect(pointer!.entries).toBeGreaterThan(USERS);
    expect(run.chunks).toBeGreaterThanOrEqual(1);

    // After the snapshot: a rename, a new account and a deletion (tombstone).
    await updateUser(`${surname.toLowerCase()}-7`, { profile: { firstName: 'Renamed', lastName: `${surname}7` } });
    const newcomer = await namedPerformer('Newcomer', surname);
    const deleted = await callApi(`/admin/users/${doomed.uid}`, { method: 'DELETE', token: admin.token });
    expect(deleted.status, deleted.text).toBe(204);

    const cold = createUserIndex();
    const { result: index, reads } = await withDocumentReads(() => cold.current());
    expect(cold.users.loadedFrom).toBe('snapshot');
    expect(reads).toBeLessThanOrEqual(100);
    expect(index.all().length).toBeGreaterThan(USERS);
    expect(index.get(`${surname.toLowerCase()}-7`)?.name).toBe(`Renamed ${surname}7`);
    expect(index.get(newcomer.uid)?.name).toBe(`Newcomer ${surname}`);
    expect(index.get(doomed.uid)).toBeUndefined();
    expect(index.search({ text: `snap ${surname.toLowerCase()}12` }).map((entry) => entry.uid)).toContain(
      `${surname.toLowerCase()}-12`,
    );
  });

  it('holds the same entries as the user documents give', async () => {
    await keepUserIndexSnapshotCurrent({ force: true });
    const cold = createUserIndex();
    const index = await cold.current();
    expect(cold.users.loadedFrom).toBe('snapshot');
    const mine = index.all().filter((entry) => entry.uid.startsWith(`${surname.toLowerCase()}-`));
    expect(mine).toHaveLength(USERS);
    const stored = await findUsers(mine.map((entry) => entry.uid));
    for (const entry of mine) expect(entry).toEqual(entryOf(entry.uid, stored.get(entry.uid)!));
  });

  it('reads every user when the snapshot is of another schema, until the job rewrites it', async () => {
    await keepUserIndexSnapshotCurrent({ force: true });
    await adminDb().doc('userIndexSnapshots/current').update({ schema: '0:an-older-entry' });
    const cold = createUserIndex();
    const { reads } = await withDocumentReads(() => cold.current());
    expect(cold.users.loadedFrom).toBe('documents');
    expect(reads).toBeGreaterThan(USERS);

    const run = await keepUserIndexSnapshotCurrent({ force: true });
    expect(run.written).toBe(1);
    expect((await readSnapshotPointer())?.schema).toBe(USER_INDEX_SCHEMA);
    const next = createUserIndex();
    await next.current();
    expect(next.users.loadedFrom).toBe('snapshot');
  });

  it('removes what a run interrupted midway left, then publishes one snapshot, once', async () => {
    await keepUserIndexSnapshotCurrent({ force: true });
    const before = await readSnapshotPointer();
    // A run stopped after the first of its 2 chunks: its record of chunks in flight and that chunk remain.
    const stopped = { generation: `${String(before!.readAt).padStart(17, '0')}-stopped`, chunks: 2 };
    await adminDb().doc('userIndexSnapshots/writing').set(stopped);
    await adminDb()
      .doc(`userIndexSnapshotChunks/${stopped.generation}-0`)
      .set({ generation: stopped.generation, data: Buffer.from('part of a snapshot') });
    await updateUser(`${surname.toLowerCase()}-9`, { profile: { firstName: 'Resumed', lastName: `${surname}9` } });

    const resumed = await keepUserIndexSnapshotCurrent({ force: true });
    expect(resumed).toMatchObject({ leftChunksRemoved: 2, written: 1 });
    const again = await keepUserIndexSnapshotCurrent({ force: true });
    expect(again).toMatchObject({ leftChunksRemoved: 0, written: 0 });

    const pointer = await readSnapshotPointer();
    expect(pointer!.previous?.generation).toBe(before!.generation);
    expect((await adminDb().doc('userIndexSnapshots/writing').get()).exists).toBe(false);
    // Every chunk left belongs to the snapshot or the one before it (kept for readers in flight).
    const chunks = await adminDb().collection('userIndexSnapshotChunks').get();
    const kept = new Set([pointer!.generation, before!.generation]);
    expect(chunks.docs.map((chunk) => String(chunk.get('generation'))).filter((g) => !kept.has(g))).toEqual([]);
    const cold = createUserIndex();
    expect((await cold.current()).get(`${surname.toLowerCase()}-9`)?.name).toBe(`Resumed ${surname}9`);
    expect(cold.users.loadedFrom).toBe('snapshot');
  });
});
