import { describe, expect, it } from 'vitest';
import { LiveCollection, type ChangedDocument, type ChangeSource, type RemovedDocument } from './live-collection';

/**
 * A collection with a commit clock (µs), like Firestore: every write and removal is stamped with the
 * next commit time, and every read answers its read time. The queries it was asked are recorded.
 */
function fakeSource({ snapshots = false } = {}) {
  let clock = 1_000_000;
  const documents = new Map<string, ChangedDocument<string>>();
  const tombstones: RemovedDocument[] = [];
  const asked: string[] = [];
  let snapshot: { documents: ChangedDocument<string>[]; readAt: number } | undefined;
  const readSnapshot = async () => {
    asked.push('snapshot');
    return snapshot && { documents: [...snapshot.documents], readAt: snapshot.readAt };
  };
  const source: ChangeSource<string> = {
    ...(snapshots ? { readSnapshot } : {}),
    readAll: async () => {
      asked.push('all');
      return { documents: [...documents.values()], readAt: clock };
    },
    readChangedSince: async (after) => {
      asked.push(`changed>${after}`);
      return { documents: [...documents.values()].filter((d) => d.changedAt > after), readAt: clock };
    },
    readRemovedSince: async (after) => {
      asked.push(`removed>${after}`);
      return { documents: tombstones.filter((t) => t.removedAt > after), readAt: clock };
    },
  };
  return {
    source,
    asked,
    write: (id: string, value: string) => documents.set(id, { id, value, changedAt: (clock += 10) }),
    remove: (id: string) => {
      documents.delete(id);
      tombstones.push({ id, removedAt: (clock += 10) });
    },
    /** A write whose commit stamp is given (a stamp coarser than the read time). */
    writeStamped: (id: string, value: string, changedAt: number) => documents.set(id, { id, value, changedAt }),
    readClock: () => clock,
    /** What a snapshot job would store now: every document, read at the current time. */
    takeSnapshot: () => {
      snapshot = { documents: [...documents.values()], readAt: clock };
      return snapshot;
    },
  };
}

function setup(options: { snapshots?: boolean } = {}) {
  const fake = fakeSource(options);
  const local = { ms: 0 };
  const live = new LiveCollection(fake.source, {
    overlapMs: 1,
    tombstoneRetentionMs: 3_600_000,
    now: () => local.ms,
  });
  return { ...fake, live, local };
}

describe('LiveCollection', () => {
  it('reads everything once, then only what was committed since the last read time less the overlap', async () => {
    const { live, write, asked, readClock } = setup();
    write('a', 'A1');
    write('b', 'B1');
    await live.refresh();
    const firstRead = readClock();
    expect([...live.values()].sort()).toEqual(['A1', 'B1']);
    write('a', 'A2');
    await live.refresh();
    expect(live.get('a')).toBe('A2');
    expect(asked).toEqual(['all', `changed>${firstRead - 1000}`, `removed>${firstRead - 1000}`]);
  });

  it('applies a commit stamped a little before the previous read time (coarser stamps)', async () => {
    const { live, write, writeStamped, readClock } = setup();
    write('a', 'A1');
    await live.refresh();
    writeStamped('b', 'B1', readClock() - 500);
    await live.refresh();
    expect(live.get('b')).toBe('B1');
  });

  it('removes documents named by a tombstone, and keeps a newer document of the same id', async () => {
    const { live, write, remove } = setup();
    write('a', 'A1');
    write('b', 'B1');
    await live.refresh();
    remove('a');
    await live.refresh();
    expect(live.get('a')).toBeUndefined();
    expect(live.size).toBe(1);
    remove('b');
    write('b', 'B2');
    await live.refresh();
    expect(live.get('b')).toBe('B2');
  });

  it('bumps its version only when something changed', async () => {
    const { live, write } = setup();
    write('a', 'A1');
    await live.refresh();
    const loaded = live.version;
    await live.refresh();
    expect(live.version).toBe(loaded);
    write('a', 'A2');
    await live.refresh();
    expect(live.version).toBe(loaded + 1);
  });

  it('reads everything again when its last refresh is older than the tombstones are kept', async () => {
    const { live, write, asked, local } = setup();
    write('a', 'A1');
    await live.refresh();
    local.ms += 3_600_001;
    await live.refresh();
    expect(asked.filter((query) => query === 'all')).toHaveLength(2);
  });

  it('shares a refresh with callers who arrive as it starts, and runs another for callers it started before', async () => {
    const { live, write, asked, local } = setup();
    write('a', 'A1');
    await live.refresh();
    asked.length = 0;
    const first = live.refresh();
    const joined = live.refresh();
    local.ms += 1;
    const later = live.refresh();
    await Promise.all([first, joined, later]);
    // first + joined: one pair of queries; later arrived after it started: a second pair.
    expect(asked).toHaveLength(4);
  });
});

describe('LiveCollection with a snapshot', () => {
  it('loads the snapshot instead of every document, then catches up from its read time less the overlap', async () => {
    const { live, write, remove, asked, takeSnapshot } = setup({ snapshots: true });
    write('a', 'A1');
    write('b', 'B1');
    write('c', 'C1');
    const { readAt } = takeSnapshot();
    write('a', 'A2');
    remove('b');
    write('d', 'D1');
    await live.refresh();
    expect(asked).toEqual(['snapshot', `changed>${readAt - 1000}`, `removed>${readAt - 1000}`]);
    expect(live.loadedFrom).toBe('snapshot');
    expect(Object.fromEntries([...live.documents()].map(({ id, value }) => [id, value]))).toEqual({
      a: 'A2',
      c: 'C1',
      d: 'D1',
    });
  });

  it('applies a commit stamped before the snapshot read time that the snapshot missed (coarser stamps)', async () => {
    const { live, write, writeStamped, takeSnapshot } = setup({ snapshots: true });
    write('a', 'A1');
    const { readAt } = takeSnapshot();
    writeStamped('b', 'B1', readAt - 500);
    await live.refresh();
    expect(live.get('b')).toBe('B1');
  });

  it('keeps a document of the snapshot newer than a tombstone the catch-up reads again', async () => {
    const { live, write, remove, takeSnapshot } = setup({ snapshots: true });
    write('a', 'A1');
    remove('a');
    write('a', 'A2');
    takeSnapshot();
    await live.refresh();
    expect(live.get('a')).toBe('A2');
  });

  it('reads every document when there is no snapshot, or it is older than half the tombstones are kept', async () => {
    const fresh = setup({ snapshots: true });
    fresh.write('a', 'A1');
    await fresh.live.refresh();
    expect(fresh.asked).toEqual(['snapshot', 'all']);
    expect(fresh.live.loadedFrom).toBe('documents');

    const old = setup({ snapshots: true });
    old.write('a', 'A1');
    old.takeSnapshot();
    old.local.ms += 1_900_000;
    await old.live.refresh();
    expect(old.asked).toEqual(['snapshot', 'all']);
  });

  it('tells its read time and the stamp of the newest change it holds', async () => {
    const { live, write, remove, readClock, takeSnapshot } = setup({ snapshots: true });
    write('a', 'A1');
    write('b', 'B1');
    takeSnapshot();
    const snapshotNewest = readClock();
    await live.refresh();
    expect(live.newestChangeAt).toBe(snapshotNewest);
    expect(live.readAt).toBe(readClock());
    remove('a');
    await live.refresh();
    expect(live.newestChangeAt).toBe(readClock());
  });
});
