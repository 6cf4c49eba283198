/** The profile feature's own Firestore data: test attempts under `users/{uid}` (the user document is the users repository's). */
import { recordConverter } from '../../lib/firestore-converter';
import { declareQuery } from '../../lib/firestore-query';
import { countDocumentReads } from '../../lib/read-counter';
import { userRef, type UserTransaction } from '../users';

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

/** Records an attempt in the same transaction as the user document's change. */
export function recordTestAttempt(tx: UserTransaction, attempt: TestAttemptRecord): void {
  tx.transaction.create(tx.ref.collection(TEST_ATTEMPTS).withConverter(testAttemptConverter).doc(), attempt);
}

export async function countTestAttemptsSince(uid: string, sinceIso: string): Promise<number> {
  const snapshot = await TEST_ATTEMPTS_SINCE.build([sinceIso], { parent: userRef(uid) })
    .count()
    .get();
  return snapshot.data().count;
}

/** A user's test attempts, newest first (the Admin's user page). */
export async function listTestAttempts(
  uid: string,
  limit: number,
): Promise<{ id: string; attempt: TestAttemptRecord }[]> {
  const snapshot = await TEST_ATTEMPTS_NEWEST.build([], { parent: userRef(uid), limit })
    .withConverter(testAttemptConverter)
    .get();
  countDocumentReads(snapshot.size, { query: true });
  return snapshot.docs.map((doc) => ({ id: doc.id, attempt: doc.data() }));
}
