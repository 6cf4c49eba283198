/** The profile feature's Firestore access: the caller's `users/{uid}` document and its test attempts. */
import { USERS_COLLECTION, type PerformerProfile, type UserRecord } from '@scenecall/shared';
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase';
import { declareQuery } from '../../lib/firestore-query';

const TEST_ATTEMPTS = 'testAttempts';

const userRef = (uid: string) => db().collection(USERS_COLLECTION).doc(uid);

const TEST_ATTEMPTS_SINCE = declareQuery('activation test attempts of a user since an instant', {
  collection: TEST_ATTEMPTS,
  where: [['at', '>=']],
});

export async function readUser(uid: string): Promise<UserRecord | undefined> {
  const snapshot = await userRef(uid).get();
  return snapshot.exists ? (snapshot.data() as UserRecord) : undefined;
}

/** Handles one transaction on `users/{uid}`: read it, decide, then write through `write`. */
export interface UserTransaction {
  user: UserRecord | undefined;
  write(changes: Partial<UserRecord>): void;
  recordTestAttempt(attempt: TestAttemptRecord): void;
}

export async function inUserTransaction<T>(uid: string, work: (tx: UserTransaction) => T): Promise<T> {
  return db().runTransaction(async (transaction: Transaction) => {
    const ref = userRef(uid);
    const snapshot = await transaction.get(ref);
    return work({
      user: snapshot.exists ? (snapshot.data() as UserRecord) : undefined,
      write: (changes) => transaction.update(ref, { ...changes, updatedAt: new Date().toISOString() }),
      recordTestAttempt: (attempt) => transaction.create(ref.collection(TEST_ATTEMPTS).doc(), attempt),
    });
  });
}

export interface TestAttemptRecord {
  at: string;
  score: number;
  total: number;
  passed: boolean;
  /** What was chosen per question id (indices), for support questions later. */
  answers: Record<string, number[]>;
}

export async function countTestAttemptsSince(uid: string, sinceIso: string): Promise<number> {
  const snapshot = await TEST_ATTEMPTS_SINCE.build([sinceIso], { parent: userRef(uid) })
    .count()
    .get();
  return snapshot.data().count;
}

export type StoredProfile = PerformerProfile;
