/**
 * The profile feature's own Firestore data: test attempts, `users/{uid}/testAttempts`. The user
 * document itself is the users feature's: this file names it only as the attempts' parent.
 */
import { USERS_COLLECTION } from '@scenecall/shared';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase';
import { recordConverter } from '../../lib/firestore-converter';
import { declareQuery } from '../../lib/firestore-query';
import { countDocumentReads } from '../../lib/read-counter';

const TEST_ATTEMPTS = 'testAttempts';

const TEST_ATTEMPTS_NEWEST = declareQuery("a user's test attempts, newest first", {
  collection: TEST_ATTEMPTS,
  where: [],
  orderBy: [['at', 'desc']],
});
const TEST_ATTEMPTS_SINCE = declareQuery('activation test attempts of a user since an instant', {
  collection: TEST_ATTEMPTS,
  where: [['at', '>=']],
});

export interface TestAttemptRecord {
  at: string;
  score: number;
  total: number;
  passed: boolean;
  /** What was chosen per question id (indices), for support questions later. */
  answers: Record<string, number[]>;
}

const testAttemptConverter = recordConverter<TestAttemptRecord>(['at', 'score', 'total', 'passed']);

/** The user document the attempts hang under (its path only: it is read and written by the users feature). */
const attemptsParent = (uid: string): DocumentReference => db().collection(USERS_COLLECTION).doc(uid);

/** Records an attempt in the transaction that changes the user document (`inUserTransaction`'s). */
export function recordTestAttempt(transaction: Transaction, uid: string, attempt: TestAttemptRecord): void {
  transaction.create(attemptsParent(uid).collection(TEST_ATTEMPTS).withConverter(testAttemptConverter).doc(), attempt);
}

export async function countTestAttemptsSince(uid: string, sinceIso: string): Promise<number> {
  const snapshot = await TEST_ATTEMPTS_SINCE.build([sinceIso], { parent: attemptsParent(uid) })
    .count()
    .get();
  return snapshot.data().count;
}

/** A user's test attempts, newest first (the Admin's user page). */
export async function listTestAttempts(
  uid: string,
  limit: number,
): Promise<{ id: string; attempt: TestAttemptRecord }[]> {
  const snapshot = await TEST_ATTEMPTS_NEWEST.build([], { parent: attemptsParent(uid), limit })
    .withConverter(testAttemptConverter)
    .get();
  countDocumentReads(snapshot.size, { query: true });
  return snapshot.docs.map((doc) => ({ id: doc.id, attempt: doc.data() }));
}
