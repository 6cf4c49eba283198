/**
 * The one reader and writer of `users/{uid}`, typed with a Firestore converter: every feature reads
 * and changes user documents through here, in transactions too.
 *
 * Reading normalises what older code may have stored: missing flags read false, unknown profile
 * keys are dropped, and a legacy plaintext `profile.socialInsuranceNumber` is sealed in memory into
 * `sin` (and taken out of the profile), so no caller ever holds a plaintext SIN read from storage;
 * the next profile save stores it encrypted.
 */
import {
  ACCOUNT_STATES,
  MESSAGE_KINDS,
  MESSAGE_PREFERENCES,
  PROFILE_FIELDS,
  ROLES,
  USERS_COLLECTION,
  type AccountRecord,
  type EncryptedSin,
  type GuardianConsentState,
  type TermsAcceptance,
  type GuardianMessageSettings,
  TEXT_CONSENT_EVENT_KINDS,
  type TextConsentEvent,
  type TextSettings,
  type PerformerProfile,
  type Role,
  type UserRecord,
} from '@scenecall/shared';
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
  type Transaction,
  type UpdateData,
} from 'firebase-admin/firestore';
import { db } from '../../lib/firebase';
import { readAll, recordConverter } from '../../lib/firestore-converter';
import { declareQuery } from '../../lib/firestore-query';
import { countDocumentReads } from '../../lib/read-counter';
import { cachedRead } from '../../lib/run-cache';
import { sealSin } from './user-sin';

export type StoredProfile = Partial<PerformerProfile>;

/** What may change on a user document (`createdAt` never does; `updatedAt` is stamped here). */
export type UserChanges = Partial<Omit<UserRecord, 'createdAt' | 'updatedAt'>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** `updatedAt` is the server's commit time (a Timestamp); older documents hold an ISO string. */
const instantText = (value: unknown) => (value instanceof Timestamp ? value.toDate().toISOString() : text(value));

/** The server's commit time: the user index asks for documents changed after its last read by it. */
const commitStamp = () => ({ updatedAt: FieldValue.serverTimestamp() });
const roleOf = (value: unknown): Role =>
  (ROLES as readonly unknown[]).includes(value) ? (value as Role) : 'Performer';

function sinFrom(value: unknown): EncryptedSin | null {
  if (!isRecord(value)) return null;
  const { keyId, iv, tag, ciphertext, masked } = value;
  if ([keyId, iv, tag, ciphertext, masked].some((part) => typeof part !== 'string')) return null;
  return { keyId, iv, tag, ciphertext, masked } as EncryptedSin;
}

/** Known fields only; values were validated by the shared schema when they were saved. */
/**
 * The guardian's e-mail (issue 39) is read before the profile's schema names it, so that messages
 * reach the guardian either way (a no-op once `PROFILE_FIELDS` lists it).
 */
const KEPT_PROFILE_FIELDS: readonly string[] = [...new Set<string>([...PROFILE_FIELDS, 'guardianEmail'])];

function profileFrom(value: unknown): StoredProfile | null {
  if (!isRecord(value)) return null;
  const known = KEPT_PROFILE_FIELDS.filter((field) => field in value).map((field) => [field, value[field]]);
  return Object.fromEntries(known) as StoredProfile;
}

/** A list of dates, kept only when the document has one. */
const datesFrom = (name: 'bookedDates' | 'unavailableDates', value: unknown) =>
  Array.isArray(value) ? { [name]: value.filter((date): date is string => typeof date === 'string') } : {};

const isConsentEvent = (entry: unknown): entry is TextConsentEvent =>
  isRecord(entry) &&
  typeof entry.at === 'string' &&
  typeof entry.wording === 'string' &&
  (TEXT_CONSENT_EVENT_KINDS as readonly unknown[]).includes(entry.event);

/** Text settings as stored (written only through the shared schema's values); absent when malformed. */
function textSettingsFrom(value: unknown): { texts: TextSettings } | Record<string, never> {
  if (!isRecord(value) || typeof value.enabled !== 'boolean' || !isRecord(value.preferences)) return {};
  const preferences = Object.fromEntries(
    MESSAGE_KINDS.map((kind) => {
      const chosen = (value.preferences as Record<string, unknown>)[kind];
      return [kind, (MESSAGE_PREFERENCES as readonly unknown[]).includes(chosen) ? chosen : 'email'];
    }),
  ) as TextSettings['preferences'];
  const consent = isRecord(value.consent) ? (value.consent as TextSettings['consent']) : null;
  const stoppedAt = typeof value.stoppedAt === 'string' ? value.stoppedAt : null;
  const history = Array.isArray(value.history) ? { history: value.history.filter(isConsentEvent) } : {};
  return { texts: { enabled: value.enabled, consent, stoppedAt, preferences, ...history } };
}

const GUARDIAN_CONSENT_STATES = ['given', 'pending', 'declined', 'withdrawn'] as const;

/** The terms accepted at registration, as the accounts feature wrote them; absent when malformed. */
function termsAcceptanceFrom(value: unknown): { termsAcceptance: TermsAcceptance } | Record<string, never> {
  if (!isRecord(value) || typeof value.at !== 'string' || typeof value.termsVersion !== 'string') return {};
  return {
    termsAcceptance: {
      at: value.at,
      termsVersion: value.termsVersion,
      client: typeof value.client === 'string' ? value.client : null,
    },
  };
}

/** The guardian's choices as stored (written only by the guardian's page); absent when malformed. */
function guardianMessagesFrom(value: unknown): { guardianMessages: GuardianMessageSettings } | Record<string, never> {
  if (!isRecord(value) || typeof value.tel !== 'string') return {};
  const texts = textSettingsFrom(value.texts).texts;
  if (!texts) return {};
  const earlier = Array.isArray(value.earlier)
    ? value.earlier.flatMap((entry: unknown) => {
        const earlierTexts = isRecord(entry) ? textSettingsFrom(entry.texts).texts : undefined;
        return isRecord(entry) && typeof entry.tel === 'string' && earlierTexts
          ? [{ tel: entry.tel, texts: earlierTexts }]
          : [];
      })
    : [];
  const kept = earlier.length > 0 ? { earlier } : {};
  return { guardianMessages: { tel: value.tel, texts, copyPerformer: value.copyPerformer === true, ...kept } };
}

/** The account's state and history as the users service wrote them; absent (read by `accountOf`) when malformed. */
function accountFrom(value: unknown): { account: AccountRecord } | Record<string, never> {
  if (!isRecord(value) || !(ACCOUNT_STATES as readonly unknown[]).includes(value.state)) return {};
  return {
    account: {
      state: value.state as AccountRecord['state'],
      suspension: isRecord(value.suspension) ? (value.suspension as unknown as AccountRecord['suspension']) : null,
      deactivation: isRecord(value.deactivation)
        ? (value.deactivation as unknown as AccountRecord['deactivation'])
        : null,
      history: Array.isArray(value.history)
        ? (value.history.filter(isRecord) as unknown as AccountRecord['history'])
        : [],
      ...(isRecord(value.purge) ? { purge: value.purge as unknown as AccountRecord['purge'] } : {}),
    },
  };
}

function userFrom(uid: string, data: DocumentData): UserRecord {
  const profile = profileFrom(data.profile);
  const legacySin = profile?.socialInsuranceNumber;
  let sin = sinFrom(data.sin);
  if (profile && 'socialInsuranceNumber' in profile) {
    if (!sin && typeof legacySin === 'string' && /^\d+$/.test(legacySin)) sin = sealSin(uid, legacySin);
    profile.socialInsuranceNumber = null;
  }
  return {
    tel: text(data.tel),
    email: text(data.email),
    role: roleOf(data.role),
    emailVerified: data.emailVerified === true,
    testPassed: data.testPassed === true,
    userActivated: data.userActivated === true,
    disabled: data.disabled === true,
    ...(typeof data.reason === 'string' ? { reason: data.reason } : {}),
    ...(typeof data.submissionPending === 'boolean' ? { submissionPending: data.submissionPending } : {}),
    companyName: typeof data.companyName === 'string' ? data.companyName : null,
    profile,
    sin,
    ...datesFrom('bookedDates', data.bookedDates),
    ...datesFrom('unavailableDates', data.unavailableDates),
    ...(typeof data.calendarFeedTokenHash === 'string' ? { calendarFeedTokenHash: data.calendarFeedTokenHash } : {}),
    ...textSettingsFrom(data.texts),
    ...termsAcceptanceFrom(data.termsAcceptance),
    ...((GUARDIAN_CONSENT_STATES as readonly unknown[]).includes(data.guardianConsent)
      ? { guardianConsent: data.guardianConsent as GuardianConsentState }
      : {}),
    ...(typeof data.guardianToldOfAdulthood === 'string'
      ? { guardianToldOfAdulthood: data.guardianToldOfAdulthood }
      : {}),
    ...guardianMessagesFrom(data.guardianMessages),
    ...accountFrom(data.account),
    createdAt: instantText(data.createdAt),
    updatedAt: instantText(data.updatedAt),
  };
}

/** Firestore refuses `undefined` values: optional fields left out are simply not written. */
function documentOf(user: object): DocumentData {
  return Object.fromEntries(Object.entries(user).filter(([, value]) => value !== undefined));
}

const userConverter: FirestoreDataConverter<UserRecord> = {
  toFirestore: (user) => ({ ...documentOf(user), ...commitStamp() }),
  fromFirestore: (snapshot: QueryDocumentSnapshot) => userFrom(snapshot.id, snapshot.data()),
};

const usersCollection = () => db().collection(USERS_COLLECTION).withConverter(userConverter);
const userRef = (uid: string): DocumentReference<UserRecord> => usersCollection().doc(uid);

/**
 * A profile is never stored with its SIN: digits written inside one (account creation, seeding) are
 * sealed into `sin`; anything else there (a masked value) is dropped, leaving `sin` as the change says.
 */
function withSealedSin<T extends UserChanges>(uid: string, changes: T): T {
  const sin = changes.profile?.socialInsuranceNumber;
  if (!changes.profile || sin === undefined || sin === null) return changes;
  const profile = { ...changes.profile, socialInsuranceNumber: null };
  return /^\d+$/.test(sin) ? { ...changes, profile, sin: sealSin(uid, sin) } : { ...changes, profile };
}

/** A change as written: SIN sealed, stamped with the commit time. Every write of a user document goes through here. */
const stamped = (uid: string, changes: UserChanges): UpdateData<DocumentData> => ({
  ...documentOf(withSealedSin(uid, changes)),
  ...commitStamp(),
});

export function findUser(uid: string): Promise<UserRecord | undefined> {
  return cachedRead(`users/${uid}`, async () => {
    const snapshot = await userRef(uid).get();
    countDocumentReads(1);
    return snapshot.data();
  });
}

/** Documents per getAll round trip when reading many users. */
const USERS_PER_READ = 300;

/** Several users at once (e.g. a day's performers); missing accounts are left out. */
export async function findUsers(uids: readonly string[]): Promise<Map<string, UserRecord>> {
  const users = new Map<string, UserRecord>();
  const unique = [...new Set(uids)];
  for (let start = 0; start < unique.length; start += USERS_PER_READ) {
    const refs = unique.slice(start, start + USERS_PER_READ).map((uid) => userRef(uid));
    for (const snapshot of await readAll(refs)) {
      const user = snapshot.data();
      if (user) users.set(snapshot.id, user);
    }
  }
  return users;
}

/** Creates the document; fails (ALREADY_EXISTS) when there is one. */
export async function createUser(uid: string, record: UserRecord): Promise<void> {
  await userRef(uid).create(withSealedSin(uid, record));
}

/** Creates many documents in batches (imports, benchmarks); each fails the batch if it exists. */
export async function createUsers(users: readonly { uid: string; record: UserRecord }[]): Promise<void> {
  const BATCH = 400;
  for (let start = 0; start < users.length; start += BATCH) {
    const batch = db().batch();
    for (const { uid, record } of users.slice(start, start + BATCH))
      batch.create(userRef(uid), withSealedSin(uid, record));
    await batch.commit();
  }
}

export async function updateUser(uid: string, changes: UserChanges): Promise<void> {
  await userRef(uid).update(stamped(uid, changes));
}

/** Deletes the document and every sub-collection under it (test attempts, …); true when it existed. */
export async function deleteUserTree(uid: string): Promise<boolean> {
  const ref = userRef(uid);
  const existed = (await ref.get()).exists;
  await db().recursiveDelete(ref);
  return existed;
}

/** One transaction on `users/{uid}`: read it, decide, write through `write` (and more through `transaction`). */
interface UserTransactionWork<T> {
  (tx: { user: UserRecord | undefined; write(changes: UserChanges): void; transaction: Transaction }): T | Promise<T>;
}

export async function inUserTransaction<T>(uid: string, work: UserTransactionWork<T>): Promise<T> {
  return db().runTransaction(async (transaction) => {
    const ref = userRef(uid);
    const snapshot = await transaction.get(ref);
    countDocumentReads(1);
    return work({
      user: snapshot.data(),
      write: (changes) => transaction.update(ref, stamped(uid, changes)),
      transaction,
    });
  });
}

/**
 * Replaces the whole document inside the caller's transaction (the retention job's purge, which
 * leaves only what it names): every field not in `record` is gone.
 */
export function replaceUserInTransaction(transaction: Transaction, uid: string, record: UserRecord): void {
  transaction.set(usersCollection().doc(uid), withSealedSin(uid, record));
}

/** Deletes every sub-collection under `users/{uid}` (test attempts, …), keeping the document. */
export async function deleteUserSubcollections(uid: string): Promise<void> {
  const collections = await userRef(uid).listCollections();
  await Promise.all(collections.map((collection) => db().recursiveDelete(collection)));
}

const DEACTIVATED_USERS = declareQuery('deactivated accounts (the retention job and its dry run)', {
  collection: USERS_COLLECTION,
  where: [['account.state', '==']],
});

/** Every deactivated account, purged ones included (few: they end with the retention period). */
export async function findDeactivatedUsers(): Promise<{ uid: string; user: UserRecord }[]> {
  const snapshot = await DEACTIVATED_USERS.build(['deactivated']).withConverter(userConverter).get();
  countDocumentReads(snapshot.size);
  return snapshot.docs.map((doc) => ({ uid: doc.id, user: doc.data() }));
}

const USER_BY_CALENDAR_FEED = declareQuery('the performer whose calendar feed a token opens', {
  collection: USERS_COLLECTION,
  where: [['calendarFeedTokenHash', '==']],
});

const USER_BY_TEL = declareQuery('the user with a phone number (texts coming in)', {
  collection: USERS_COLLECTION,
  where: [['tel', '==']],
});

/** What an incoming text needs of the account its number belongs to. */
export interface Texter {
  uid: string;
  role: UserRecord['role'];
  /** A minor's own answers are refused: their guardian answers for them. */
  dateOfBirth: string | null;
  guardianFullName: string | null;
}

const texterConverter = recordConverter<
  Pick<UserRecord, 'role'> & { profile?: { dateOfBirth?: string; guardianFullName?: string } }
>(['role']);

/**
 * The account whose phone (1-XXX-XXX-XXXX, as stored) is `tel`, reading only its role and birth date (an incoming text's
 * first read: the whole profile is not needed to answer it).
 */
export async function findTexterByTel(tel: string): Promise<Texter | undefined> {
  const snapshot = await USER_BY_TEL.build([tel], { limit: 1 })
    .select('role', 'profile.dateOfBirth', 'profile.guardianFullName')
    .withConverter(texterConverter)
    .get();
  countDocumentReads(snapshot.size, { query: true });
  const doc = snapshot.docs[0];
  if (!doc) return undefined;
  const { role, profile } = doc.data();
  return {
    uid: doc.id,
    role,
    dateOfBirth: profile?.dateOfBirth ?? null,
    guardianFullName: profile?.guardianFullName ?? null,
  };
}

const WARDS_BY_GUARDIAN_TEL = declareQuery('the performers whose guardian has a phone number (texts coming in)', {
  collection: USERS_COLLECTION,
  where: [['profile.guardianTel', '==']],
});

/** A performer whose guardian's phone is the number a text came from (the guardian answers for a minor). */
export interface Ward {
  uid: string;
  dateOfBirth: string | null;
  guardianFullName: string | null;
  guardianMessages: GuardianMessageSettings | null;
}

const wardConverter = recordConverter<{
  profile?: { dateOfBirth?: string; guardianFullName?: string };
  guardianMessages?: unknown;
}>([]);

/** The performers whose guardian's phone (1-XXX-XXX-XXXX, as stored) is `tel`: at most a few siblings. */
export async function findWardsByGuardianTel(tel: string): Promise<Ward[]> {
  const snapshot = await WARDS_BY_GUARDIAN_TEL.build([tel], { limit: 10 })
    .select('profile.dateOfBirth', 'profile.guardianFullName', 'guardianMessages')
    .withConverter(wardConverter)
    .get();
  countDocumentReads(snapshot.size, { query: true });
  return snapshot.docs.map((doc) => {
    const { profile, guardianMessages } = doc.data();
    return {
      uid: doc.id,
      dateOfBirth: profile?.dateOfBirth ?? null,
      guardianFullName: profile?.guardianFullName ?? null,
      guardianMessages: guardianMessagesFrom(guardianMessages).guardianMessages ?? null,
    };
  });
}

/** The user whose private calendar feed token hashes to `hash`, if any. */
export async function findUserByCalendarFeed(hash: string): Promise<{ uid: string; user: UserRecord } | undefined> {
  const snapshot = await USER_BY_CALENDAR_FEED.build([hash], { limit: 1 }).withConverter(userConverter).get();
  countDocumentReads(snapshot.size, { query: true });
  const doc = snapshot.docs[0];
  return doc ? { uid: doc.id, user: doc.data() } : undefined;
}

/** Reads a user inside someone else's transaction (before its writes). */
export async function readUserInTransaction(transaction: Transaction, uid: string): Promise<UserRecord | undefined> {
  const snapshot = await transaction.get(userRef(uid));
  countDocumentReads(1);
  return snapshot.data();
}

/** Changes a user inside someone else's transaction, stamped like every other user write. */
export function writeUserInTransaction(transaction: Transaction, uid: string, changes: UserChanges): void {
  transaction.update(userRef(uid), stamped(uid, changes));
}

const USERS_CHANGED_AFTER = declareQuery('users committed since a time (user index)', {
  collection: USERS_COLLECTION,
  where: [['updatedAt', '>']],
});
const USERS_IN_ROLE = declareQuery('users of one role (the last-Admin rule)', {
  collection: USERS_COLLECTION,
  where: [['role', '==']],
});

/** Commit times as microseconds since the epoch (the user index's clock). */
export const microsOf = (time: Timestamp): number => time.seconds * 1_000_000 + Math.floor(time.nanoseconds / 1000);
const timestampOf = (micros: number): Timestamp => {
  const seconds = Math.floor(micros / 1_000_000);
  return new Timestamp(seconds, (micros - seconds * 1_000_000) * 1000);
};

export interface StoredUser {
  uid: string;
  user: UserRecord;
  /** The document's last commit time (µs). */
  changedAt: number;
}

export interface UsersRead<T> {
  documents: T[];
  /** The snapshot's read time (µs): every commit up to it is in the answer. */
  readAt: number;
}

function usersRead(snapshot: QuerySnapshot<UserRecord>): UsersRead<StoredUser> {
  countDocumentReads(snapshot.size, { query: true });
  return {
    documents: snapshot.docs.map((doc) => ({ uid: doc.id, user: doc.data(), changedAt: microsOf(doc.updateTime) })),
    readAt: microsOf(snapshot.readTime),
  };
}

/** Every user document (an index's first load). */
export async function listAllUsers(): Promise<UsersRead<StoredUser>> {
  return usersRead(await usersCollection().get());
}

/** User documents committed after `after` (µs). */
export async function listUsersChangedSince(after: number): Promise<UsersRead<StoredUser>> {
  return usersRead(
    await USERS_CHANGED_AFTER.build([timestampOf(after)])
      .withConverter(userConverter)
      .get(),
  );
}

/**
 * Tombstones of deleted accounts, `userDeletions/{uid}` `{ deletedAt }` (commit time): the only trace
 * a deleted account leaves (its uid, no personal data), so that every in-memory index learns of it.
 */
const USER_DELETIONS = 'userDeletions';
const DELETIONS_AFTER = declareQuery('account deletions since a time (user index)', {
  collection: USER_DELETIONS,
  where: [['deletedAt', '>']],
});
const DELETIONS_BEFORE = declareQuery('account deletions older than a time (cleanup)', {
  collection: USER_DELETIONS,
  where: [['deletedAt', '<']],
});

export async function recordUserDeletion(uid: string): Promise<void> {
  await db().collection(USER_DELETIONS).doc(uid).set({ deletedAt: FieldValue.serverTimestamp() });
}

export async function listUserDeletionsSince(after: number): Promise<UsersRead<{ uid: string; deletedAt: number }>> {
  const snapshot = await DELETIONS_AFTER.build([timestampOf(after)]).get();
  countDocumentReads(snapshot.size, { query: true });
  return {
    documents: snapshot.docs.map((doc) => ({ uid: doc.id, deletedAt: microsOf(doc.updateTime) })),
    readAt: microsOf(snapshot.readTime),
  };
}

/** Removes tombstones older than `before`; answers how many. */
export async function deleteUserDeletionsBefore(before: Date): Promise<number> {
  const snapshot = await DELETIONS_BEFORE.build([Timestamp.fromDate(before)]).get();
  await Promise.all(snapshot.docs.map((doc) => doc.ref.delete()));
  return snapshot.size;
}

/** The uids of enabled Admins, read inside a transaction (the last-Admin rule). */
export async function enabledAdminUids(transaction: Transaction): Promise<string[]> {
  const snapshot = await transaction.get(USERS_IN_ROLE.build(['Admin']).withConverter(userConverter));
  countDocumentReads(snapshot.size, { query: true });
  return snapshot.docs.filter((doc) => !doc.data().disabled).map((doc) => doc.id);
}
