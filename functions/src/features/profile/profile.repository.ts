/** The profile feature's own Firestore data: test attempts under `users/{uid}` (the user document is the users repository's). */
import { countDocumentReads } from '../../lib/read-counter';
import { userRef, type UserTransaction } from '../users/users.repository';

const TEST_ATTEMPTS = 'testAttempts';

export interface TestAttemptRecord {
  at: string;
  score: number;
  total: number;
  passed: boolean;
  /** What was chosen per question id (indices), for support questions later. */
  answers: Record<string, number[]>;
}

/** Records an attempt in the same transaction as the user document's change. */
export function recordTestAttempt(tx: UserTransaction, attempt: TestAttemptRecord): void {
  tx.transaction.create(tx.ref.collection(TEST_ATTEMPTS).doc(), attempt);
}

export async function countTestAttemptsSince(uid: string, sinceIso: string): Promise<number> {
  const snapshot = await userRef(uid).collection(TEST_ATTEMPTS).where('at', '>=', sinceIso).count().get();
  return snapshot.data().count;
}

/** A user's test attempts, newest first (the Admin's user page). */
export async function listTestAttempts(
  uid: string,
  limit: number,
): Promise<{ id: string; attempt: TestAttemptRecord }[]> {
  const snapshot = await userRef(uid).collection(TEST_ATTEMPTS).orderBy('at', 'desc').limit(limit).get();
  countDocumentReads(snapshot.size, { query: true });
  return snapshot.docs.map((doc) => ({ id: doc.id, attempt: doc.data() as TestAttemptRecord }));
}
