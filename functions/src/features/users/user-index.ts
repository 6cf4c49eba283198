/**
 * The user index: every user as a compact entry in memory (user-index-entry.ts), kept current by one
 * incremental query per request (`LiveCollection`), so that the Admin's users list and the casting
 * search filter, order and page in memory. A page then costs 2 document reads (the users query and
 * the deletions query, each billed 1 when nothing changed) plus the documents that changed.
 *
 * A new instance loads the index's snapshot (user-index-snapshot.ts: a few chunk documents that the
 * `user-index-snapshot` job keeps current) and catches up from its read time with the same queries;
 * without a usable snapshot (none yet, another schema, older than half the tombstones' retention) it
 * reads every user once.
 *
 * Extending (casting search): add the fields a search needs in user-index-entry.ts; data from other
 * collections (a performer's booked or unavailable dates) is another `LiveCollection` over that
 * collection, refreshed beside this one in `currentUserIndex` (both queries at once) and joined by
 * uid at query time, so neither copy is rebuilt when the other changes.
 */
import { performance } from 'node:perf_hooks';
import { agencyToday, ageOn } from '@scenecall/shared';
import { logEvent } from '../../http/logger';
import { LiveCollection, type ChangeSource, type ChangedDocument } from './live-collection';
import { completeEntry, entryOf, type UserIndexEntry } from './user-index-entry';
import { readUserIndexSnapshot } from './user-index-snapshot.repository';
import { matchesWords, queryWords } from './user-search';
import {
  listAllUsers,
  listUserDeletionsSince,
  listUsersChangedSince,
  type StoredUser,
  type UsersRead,
} from './users.repository';

export { INDEXED_PROFILE_FIELDS, entryOf, type IndexedProfile, type UserIndexEntry } from './user-index-entry';

const changedEntry = ({ uid, user, changedAt }: StoredUser): ChangedDocument<UserIndexEntry> => ({
  id: uid,
  value: entryOf(uid, user),
  changedAt,
});

const entriesOf = (read: UsersRead<StoredUser>) => ({
  documents: read.documents.map(changedEntry),
  readAt: read.readAt,
});

const usersSource: ChangeSource<UserIndexEntry> = {
  readAll: async () => entriesOf(await listAllUsers()),
  readChangedSince: async (after) => entriesOf(await listUsersChangedSince(after)),
  readRemovedSince: async (after) => {
    const read = await listUserDeletionsSince(after);
    return {
      documents: read.documents.map(({ uid, deletedAt }) => ({ id: uid, removedAt: deletedAt })),
      readAt: read.readAt,
    };
  },
  readSnapshot: async () => {
    const started = performance.now();
    const snapshot = await readUserIndexSnapshot();
    if (!snapshot) return undefined;
    const documents = snapshot.documents.map(({ entry, changedAt }) => ({
      id: entry.uid,
      value: completeEntry(entry),
      changedAt,
    }));
    logEvent('users.index_snapshot_loaded', { entries: documents.length, ms: Math.round(performance.now() - started) });
    return { documents, readAt: snapshot.readAt };
  },
};

/** `updatedAt` is written with millisecond precision, read times finer: each query reaches a second back. */
export const INDEX_OVERLAP_MS = 1000;
/** Deletion tombstones are kept this long (`userDeletionsCleanup`); an index idle longer reloads. */
export const TOMBSTONE_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** Newest account first; ties by uid, so pages never overlap. */
const byNewest = (a: UserIndexEntry, b: UserIndexEntry) =>
  a.createdAt === b.createdAt ? (a.uid < b.uid ? -1 : 1) : a.createdAt < b.createdAt ? 1 : -1;

export interface UserSearch {
  /** Free text: every word must start a word of the name, company, e-mail or phone. */
  text?: string;
  /** Any other condition (role, union status, …). */
  where?: (entry: UserIndexEntry) => boolean;
}

export interface UserIndexPage {
  entries: UserIndexEntry[];
  totalElements: number;
  totalPages: number;
}

/** What a request reads from the index once it is current. */
export interface UserIndex {
  /** Changes whenever an entry does, so derived views (the casting pool) can be cached. */
  readonly version: number;
  /** Every entry, newest account first. */
  all(): readonly UserIndexEntry[];
  get(uid: string): UserIndexEntry | undefined;
  /** Matching entries, newest account first. */
  search(search: UserSearch): UserIndexEntry[];
  /** One page (from 0) of matching entries. */
  page(search: UserSearch, page: number, size: number): UserIndexPage;
}

export interface UserIndexCopy {
  /** The index with every write committed before this call applied. */
  current(): Promise<UserIndex>;
  /** The copy itself (its documents and read time make the snapshot). */
  readonly users: LiveCollection<UserIndexEntry>;
}

/** A new, empty copy of the index: each instance holds one (`currentUserIndex`); the snapshot job its own. */
export function createUserIndex(): UserIndexCopy {
  const users = new LiveCollection(usersSource, {
    overlapMs: INDEX_OVERLAP_MS,
    tombstoneRetentionMs: TOMBSTONE_RETENTION_MS,
  });
  let sorted: { version: number; entries: UserIndexEntry[] } | undefined;

  function newestFirst(): UserIndexEntry[] {
    if (sorted?.version !== users.version)
      sorted = { version: users.version, entries: [...users.values()].sort(byNewest) };
    return sorted.entries;
  }

  function search({ text, where }: UserSearch): UserIndexEntry[] {
    const words = queryWords(text ?? '');
    return newestFirst().filter(
      (entry) => (words.length === 0 || matchesWords(entry.searchTerms, words)) && (!where || where(entry)),
    );
  }

  const view: UserIndex = {
    get version() {
      return users.version;
    },
    all: newestFirst,
    get: (uid) => users.get(uid),
    search,
    page(criteria, page, size) {
      const matching = search(criteria);
      return {
        entries: matching.slice(page * size, page * size + size),
        totalElements: matching.length,
        totalPages: Math.ceil(matching.length / size),
      };
    },
  };

  return {
    users,
    current: async () => {
      await users.refresh();
      return view;
    },
  };
}

const instanceIndex = createUserIndex();

/** This instance's index with every write committed before this call applied. */
export const currentUserIndex = (): Promise<UserIndex> => instanceIndex.current();

/** Age today (Toronto), null without a date of birth. */
export function ageOfEntry(entry: UserIndexEntry, today = agencyToday()): number | null {
  return entry.profile.dateOfBirth ? ageOn(entry.profile.dateOfBirth, today) : null;
}
