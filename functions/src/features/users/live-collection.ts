/**
 * An in-memory copy of a collection, kept current by one incremental query before each request
 * (STAFF-DESIGN 'Finding users and performers fast'). On first use it reads every document once;
 * afterwards `refresh()` asks only for the documents stamped after the previous query's read time
 * (and for tombstones of removed documents) and applies them.
 *
 * The stamps are the server's commit times (`serverTimestamp()`), and a Firestore read at time R
 * sees every commit stamped at or before R, so "stamped after the last read time" misses nothing;
 * the small overlap only covers the stamp's coarser precision. Times are microseconds since the
 * epoch. Pure logic: the reads are the source's (a repository), so this is unit-tested with a fake.
 *
 * A source may keep a snapshot of the whole collection (a few large documents, rebuilt by a job):
 * a copy that must read everything then loads the snapshot and catches up from the snapshot's read
 * time with the same incremental queries, instead of reading every document.
 *
 * A refresh that a request waits for starts after that request arrived, so every write committed
 * before a request began is in the copy it reads, on every instance.
 */

export interface ChangedDocument<T> {
  id: string;
  value: T;
  /** The document's commit stamp (µs). */
  changedAt: number;
}

export interface RemovedDocument {
  id: string;
  /** The tombstone's commit stamp (µs). */
  removedAt: number;
}

export interface SourceRead<D> {
  documents: D[];
  /** The read time of the query's snapshot (µs). */
  readAt: number;
}

export interface ChangeSource<T> {
  readAll(): Promise<SourceRead<ChangedDocument<T>>>;
  /** Documents stamped strictly after `after` (µs). */
  readChangedSince(after: number): Promise<SourceRead<ChangedDocument<T>>>;
  /** Tombstones stamped strictly after `after`; absent when documents are never removed. */
  readRemovedSince?(after: number): Promise<SourceRead<RemovedDocument>>;
  /** Every document as of the snapshot's read time, or undefined when there is none to use. */
  readSnapshot?(): Promise<SourceRead<ChangedDocument<T>> | undefined>;
}

export interface LiveCollectionOptions {
  /** How far behind the previous read time each incremental query reaches (ms). */
  overlapMs: number;
  /**
   * Tombstones are kept this long (ms; a cleanup removes older ones): a copy not refreshed for that
   * long may have missed a removal, so it is read again in full.
   */
  tombstoneRetentionMs: number;
  /** The local clock (ms), for deciding which refresh a caller may share. */
  now?: () => number;
}

const MICROS_PER_MS = 1000;

/** How the copy was last read in full: from the source's snapshot, or document by document. */
export type FullLoad = 'snapshot' | 'documents';

export class LiveCollection<T> {
  private readonly entries = new Map<string, { value: T; changedAt: number }>();
  private changesReadAt = 0;
  private removalsReadAt = 0;
  private lastRefreshStartedAt = Number.NEGATIVE_INFINITY;
  private loaded = false;
  private fullLoad: FullLoad | undefined;
  /** The newest stamp (µs) of a write or removal applied to the copy. */
  private newestChange = 0;
  /** Bumped on every change, so derived views (sorted lists) know when to rebuild. */
  private versionNumber = 0;
  private running: Promise<void> | undefined;
  private runningStartedAt = 0;
  private queued: Promise<void> | undefined;
  private readonly now: () => number;

  constructor(
    private readonly source: ChangeSource<T>,
    private readonly options: LiveCollectionOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  get version(): number {
    return this.versionNumber;
  }

  get size(): number {
    return this.entries.size;
  }

  get(id: string): T | undefined {
    return this.entries.get(id)?.value;
  }

  *values(): IterableIterator<T> {
    for (const entry of this.entries.values()) yield entry.value;
  }

  /** Every document with its stamp, for writing a snapshot of the copy. */
  *documents(): IterableIterator<ChangedDocument<T>> {
    for (const [id, { value, changedAt }] of this.entries) yield { id, value, changedAt };
  }

  /** Every commit stamped up to this time (µs) is in the copy (0 before the first refresh). */
  get readAt(): number {
    return Math.min(this.changesReadAt, this.removalsReadAt);
  }

  /** The newest stamp (µs) of a write or removal the copy holds or applied. */
  get newestChangeAt(): number {
    return this.newestChange;
  }

  /** How the last full read was made (undefined before the first refresh). */
  get loadedFrom(): FullLoad | undefined {
    return this.fullLoad;
  }

  /**
   * Brings the copy up to date with every write committed before this call. Concurrent callers
   * share a refresh that started after they called; otherwise they wait for the next one.
   */
  refresh(): Promise<void> {
    const calledAt = this.now();
    if (this.running && this.runningStartedAt >= calledAt) return this.running;
    if (!this.running) return this.start();
    this.queued ??= this.running.then(
      () => this.startQueued(),
      () => this.startQueued(),
    );
    return this.queued;
  }

  private startQueued(): Promise<void> {
    this.queued = undefined;
    return this.start();
  }

  private start(): Promise<void> {
    this.runningStartedAt = this.now();
    const run = this.run(this.runningStartedAt).finally(() => {
      if (this.running === run) this.running = undefined;
    });
    this.running = run;
    return run;
  }

  private async run(startedAt: number): Promise<void> {
    const stale = startedAt - this.lastRefreshStartedAt > this.options.tombstoneRetentionMs;
    if (!this.loaded || stale) await this.loadAll(startedAt);
    else await this.loadChanges();
    this.lastRefreshStartedAt = startedAt;
  }

  /**
   * A snapshot serves when the tombstones of every removal since it was read are still kept: it must
   * be younger than half their retention (a wide margin for the clocks of instances and the cleanup).
   */
  private usableSnapshot(read: SourceRead<ChangedDocument<T>> | undefined, startedAt: number) {
    return read && startedAt - read.readAt / MICROS_PER_MS < this.options.tombstoneRetentionMs / 2 ? read : undefined;
  }

  private async loadAll(startedAt: number): Promise<void> {
    const snapshot = this.usableSnapshot(await this.source.readSnapshot?.(), startedAt);
    const read = snapshot ?? (await this.source.readAll());
    this.entries.clear();
    this.newestChange = 0;
    for (const document of read.documents) this.put(document);
    this.changesReadAt = read.readAt;
    this.removalsReadAt = read.readAt;
    this.loaded = true;
    this.fullLoad = snapshot ? 'snapshot' : 'documents';
    this.versionNumber += 1;
    if (snapshot) await this.loadChanges();
  }

  private async loadChanges(): Promise<void> {
    const overlap = this.options.overlapMs * MICROS_PER_MS;
    const [changed, removed] = await Promise.all([
      this.source.readChangedSince(this.changesReadAt - overlap),
      this.source.readRemovedSince?.(this.removalsReadAt - overlap),
    ]);
    let changes = 0;
    for (const document of changed.documents) if (this.put(document)) changes += 1;
    for (const tombstone of removed?.documents ?? []) if (this.remove(tombstone)) changes += 1;
    this.changesReadAt = Math.max(this.changesReadAt, changed.readAt);
    if (removed) this.removalsReadAt = Math.max(this.removalsReadAt, removed.readAt);
    if (changes > 0) this.versionNumber += 1;
  }

  /** Keeps the newer of what is held and what was read (one stamp is one commit); true when the copy changed. */
  private put(document: ChangedDocument<T>): boolean {
    const current = this.entries.get(document.id);
    if (current && current.changedAt >= document.changedAt) return false;
    this.entries.set(document.id, { value: document.value, changedAt: document.changedAt });
    this.newestChange = Math.max(this.newestChange, document.changedAt);
    return true;
  }

  /** A document written after its tombstone (the same id used again) stays. */
  private remove(tombstone: RemovedDocument): boolean {
    const current = this.entries.get(tombstone.id);
    if (!current || current.changedAt > tombstone.removedAt) return false;
    this.entries.delete(tombstone.id);
    this.newestChange = Math.max(this.newestChange, tombstone.removedAt);
    return true;
  }
}
