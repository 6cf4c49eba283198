/**
 * The user index: every user as a compact entry in memory, kept current by one incremental query
 * per request (`LiveCollection`), so that the Admin's users list and the casting search filter,
 * order and page in memory. A page then costs 2 document reads (the users query and the
 * deletions query, each billed 1 when nothing changed) plus the documents that changed; the first
 * request of an instance reads every user once.
 *
 * Entries hold what the lists and the casting view need and nothing more private: no SIN, no
 * identity document, WHASA or ACTRA card key, no guardian or emergency contact, no address beyond
 * the city, no self-declared LGBTQ+/BIPOC/transgender answers.
 *
 * Extending (casting search): add the fields a search needs to `IndexedProfile`/`UserIndexEntry` and
 * `entryOf`; data from other collections (a performer's booked or unavailable dates) is another
 * `LiveCollection` over that collection, refreshed beside this one in `currentUserIndex` (both queries
 * at once) and joined by uid at query time, so neither copy is rebuilt when the other changes.
 */
import {
  agencyToday,
  ageOn,
  fullName,
  isProfileComplete,
  type PerformerProfile,
  type Role,
  type UserRecord,
} from '@scenecall/shared';
import { LiveCollection, type ChangeSource, type ChangedDocument } from './live-collection';
import { matchesWords, queryWords, searchTermsOf } from './user-search';
import {
  listAllUsers,
  listUserDeletionsSince,
  listUsersChangedSince,
  type StoredUser,
  type UsersRead,
} from './users.repository';

/** The profile fields the lists and the casting view read. */
export const INDEXED_PROFILE_FIELDS = [
  'keyName',
  'fullBodyKeyName',
  'firstName',
  'middleName',
  'lastName',
  'unionStatus',
  'dateOfBirth',
  'city',
  'selfDrive',
  'gender',
  'ethnicity',
  'hairColor',
  'eyeColor',
  'visibleTattoos',
  'sizeHeight',
  'sizeWeight',
  'sizeChest',
  'sizeWaist',
  'sizeHips',
  'sizeShoe',
  'sizeInseam',
  'sizeSleeve',
  'sizeNeck',
  'sizeHat',
  'sizeJacket',
  'sizeBustCup',
  'sizeBustBand',
  'sizeDress',
] as const satisfies readonly (keyof PerformerProfile)[];
export type IndexedProfile = Partial<Pick<PerformerProfile, (typeof INDEXED_PROFILE_FIELDS)[number]>>;

export interface UserIndexEntry {
  uid: string;
  role: Role;
  tel: string;
  email: string;
  /** 'First Middle Last' (staff accounts keep their name in the profile too). */
  name: string;
  companyName: string | null;
  emailVerified: boolean;
  testPassed: boolean;
  userActivated: boolean;
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
  profile: IndexedProfile;
  /** Every field the profile form requires is filled in. */
  profileComplete: boolean;
  /** Lower-case words a search word may be the start of (see user-search.ts). */
  searchTerms: readonly string[];
  /** Dates the performer is booked on (booking loop) and cannot work (their calendar): casting hides them. */
  bookedDates: readonly string[];
  unavailableDates: readonly string[];
}

function indexedProfileOf(profile: UserRecord['profile']): IndexedProfile {
  if (!profile) return {};
  const present = INDEXED_PROFILE_FIELDS.filter((field) => profile[field] !== undefined && profile[field] !== null);
  return Object.fromEntries(present.map((field) => [field, profile[field]])) as IndexedProfile;
}

export function entryOf(uid: string, user: UserRecord): UserIndexEntry {
  const name = fullName(user.profile);
  const companyName = user.companyName ?? null;
  return {
    uid,
    role: user.role,
    tel: user.tel,
    email: user.email,
    name,
    companyName,
    emailVerified: user.emailVerified,
    testPassed: user.testPassed,
    userActivated: user.userActivated,
    disabled: user.disabled,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    profile: indexedProfileOf(user.profile),
    profileComplete:
      user.role === 'Performer' && isProfileComplete(user.profile, { userActivated: user.userActivated }),
    searchTerms: searchTermsOf({ name, companyName, email: user.email, tel: user.tel }),
    bookedDates: user.bookedDates ?? [],
    unavailableDates: user.unavailableDates ?? [],
  };
}

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
};

/** `updatedAt` is written with millisecond precision, read times finer: each query reaches a second back. */
export const INDEX_OVERLAP_MS = 1000;
/** Deletion tombstones are kept this long (`userDeletionsCleanup`); an index idle longer reloads. */
export const TOMBSTONE_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

const users = new LiveCollection(usersSource, {
  overlapMs: INDEX_OVERLAP_MS,
  tombstoneRetentionMs: TOMBSTONE_RETENTION_MS,
});

/** Newest account first; ties by uid, so pages never overlap. */
const byNewest = (a: UserIndexEntry, b: UserIndexEntry) =>
  a.createdAt === b.createdAt ? (a.uid < b.uid ? -1 : 1) : a.createdAt < b.createdAt ? 1 : -1;

let sorted: { version: number; entries: UserIndexEntry[] } | undefined;

function newestFirst(): UserIndexEntry[] {
  if (sorted?.version !== users.version)
    sorted = { version: users.version, entries: [...users.values()].sort(byNewest) };
  return sorted.entries;
}

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

/** The index with every write committed before this call applied. */
export async function currentUserIndex(): Promise<UserIndex> {
  await users.refresh();
  return view;
}

/** Age today (Toronto), null without a date of birth. */
export function ageOfEntry(entry: UserIndexEntry, today = agencyToday()): number | null {
  return entry.profile.dateOfBirth ? ageOn(entry.profile.dateOfBirth, today) : null;
}
