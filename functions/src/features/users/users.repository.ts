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
  PROFILE_FIELDS,
  ROLES,
  USERS_COLLECTION,
  type EncryptedSin,
  type PerformerProfile,
  type Role,
  type UserRecord,
} from '@scenecall/shared';
import type {
  DocumentData,
  DocumentReference,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  Transaction,
  UpdateData,
} from 'firebase-admin/firestore';
import { db } from '../../lib/firebase';
import { sealSin } from './user-sin';

export type StoredProfile = Partial<PerformerProfile>;

/** What may change on a user document (`createdAt` never does; `updatedAt` is stamped here). */
export type UserChanges = Partial<Omit<UserRecord, 'createdAt' | 'updatedAt'>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const roleOf = (value: unknown): Role =>
  (ROLES as readonly unknown[]).includes(value) ? (value as Role) : 'Performer';

function sinFrom(value: unknown): EncryptedSin | null {
  if (!isRecord(value)) return null;
  const { keyId, iv, tag, ciphertext, masked } = value;
  if ([keyId, iv, tag, ciphertext, masked].some((part) => typeof part !== 'string')) return null;
  return { keyId, iv, tag, ciphertext, masked } as EncryptedSin;
}

/** Known fields only; values were validated by the shared schema when they were saved. */
function profileFrom(value: unknown): StoredProfile | null {
  if (!isRecord(value)) return null;
  const known = PROFILE_FIELDS.filter((field) => field in value).map((field) => [field, value[field]]);
  return Object.fromEntries(known) as StoredProfile;
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
    profile,
    sin,
    createdAt: text(data.createdAt),
    updatedAt: text(data.updatedAt),
  };
}

/** Firestore refuses `undefined` values: optional fields left out are simply not written. */
function documentOf(user: object): DocumentData {
  return Object.fromEntries(Object.entries(user).filter(([, value]) => value !== undefined));
}

const userConverter: FirestoreDataConverter<UserRecord> = {
  toFirestore: (user) => documentOf(user),
  fromFirestore: (snapshot: QueryDocumentSnapshot) => userFrom(snapshot.id, snapshot.data()),
};

export const usersCollection = () => db().collection(USERS_COLLECTION).withConverter(userConverter);
export const userRef = (uid: string): DocumentReference<UserRecord> => usersCollection().doc(uid);

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

const stamped = (uid: string, changes: UserChanges): UpdateData<DocumentData> => ({
  ...documentOf(withSealedSin(uid, changes)),
  updatedAt: new Date().toISOString(),
});

export async function findUser(uid: string): Promise<UserRecord | undefined> {
  return (await userRef(uid).get()).data();
}

/** Documents per getAll round trip when reading many users. */
const USERS_PER_READ = 300;

/** Several users at once (e.g. a day's performers); missing accounts are left out. */
export async function findUsers(uids: readonly string[]): Promise<Map<string, UserRecord>> {
  const users = new Map<string, UserRecord>();
  const unique = [...new Set(uids)];
  for (let start = 0; start < unique.length; start += USERS_PER_READ) {
    const refs = unique.slice(start, start + USERS_PER_READ).map((uid) => userRef(uid));
    const snapshots = await db().getAll(...refs);
    for (const snapshot of snapshots) {
      // getAll is untyped; the references carry the user converter, so data() is a UserRecord.
      const user = snapshot.data() as UserRecord | undefined;
      if (user) users.set(snapshot.id, user);
    }
  }
  return users;
}

/** Creates the document; fails (ALREADY_EXISTS) when there is one. */
export async function createUser(uid: string, record: UserRecord): Promise<void> {
  await userRef(uid).create(withSealedSin(uid, record));
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
export interface UserTransaction {
  user: UserRecord | undefined;
  write(changes: UserChanges): void;
  transaction: Transaction;
  ref: DocumentReference<UserRecord>;
}

export async function inUserTransaction<T>(uid: string, work: (tx: UserTransaction) => T | Promise<T>): Promise<T> {
  return db().runTransaction(async (transaction) => {
    const ref = userRef(uid);
    const snapshot = await transaction.get(ref);
    return work({
      user: snapshot.data(),
      write: (changes) => transaction.update(ref, stamped(uid, changes)),
      transaction,
      ref,
    });
  });
}
