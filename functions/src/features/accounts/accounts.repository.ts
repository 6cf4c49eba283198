/** The accounts feature's Firestore access: user documents, e-mail verification tokens, throttle counters. */
import { db } from '../../lib/firebase';
import { declareQuery } from '../../lib/firestore-query';
import { userRef } from '../users/users.repository';

const VERIFICATIONS = 'emailVerifications';
const THROTTLES = 'throttles';

const VERIFICATIONS_OF_ACCOUNT = declareQuery("an account's e-mail verification tokens", {
  collection: VERIFICATIONS,
  where: [['uid', '==']],
});

export interface VerificationTokenRecord {
  uid: string;
  expiresAt: number;
  usedAt: number | null;
  createdAt: number;
}

/** User documents live in the users repository; these names are the accounts feature's view of it. */
export {
  createUser as createUserDocument,
  deleteUserTree as deleteUserDocument,
  findUser as getUserDocument,
  updateUser as updateUserDocument,
} from '../users/users.repository';

export async function saveVerificationToken(tokenHash: string, record: VerificationTokenRecord): Promise<void> {
  await db().collection(VERIFICATIONS).doc(tokenHash).create(record);
}

export async function deleteVerificationToken(tokenHash: string): Promise<void> {
  await db().collection(VERIFICATIONS).doc(tokenHash).delete();
}

/** Removes every verification token issued to the account (when it is deleted). */
export async function deleteVerificationTokensOf(uid: string): Promise<void> {
  const snapshot = await VERIFICATIONS_OF_ACCOUNT.build([uid]).get();
  await Promise.all(snapshot.docs.map((doc) => doc.ref.delete()));
}

export type TokenUse = { outcome: 'used'; uid: string } | { outcome: 'unknown' | 'expired' | 'already-used' };

/** Marks a verification token used and the user verified, in one transaction. */
export async function consumeVerificationToken(tokenHash: string, now: number): Promise<TokenUse> {
  const tokenRef = db().collection(VERIFICATIONS).doc(tokenHash);
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(tokenRef);
    if (!snapshot.exists) return { outcome: 'unknown' };
    const token = snapshot.data() as VerificationTokenRecord;
    if (token.usedAt !== null) return { outcome: 'already-used' };
    if (token.expiresAt <= now) return { outcome: 'expired' };
    const user = await tx.get(userRef(token.uid));
    if (!user.exists) return { outcome: 'unknown' };
    tx.update(tokenRef, { usedAt: now });
    tx.update(user.ref, { emailVerified: true, updatedAt: new Date(now).toISOString() });
    return { outcome: 'used', uid: token.uid };
  });
}

interface ThrottleRecord {
  count: number;
  windowStart: number;
}

/** Seconds until the key's window ends when `limit` events already happened in it, else 0. */
export async function throttleWait(key: string, limit: number, windowMs: number, now: number): Promise<number> {
  const snapshot = await db().collection(THROTTLES).doc(key).get();
  if (!snapshot.exists) return 0;
  const record = snapshot.data() as ThrottleRecord;
  const endsAt = record.windowStart + windowMs;
  if (endsAt <= now || record.count < limit) return 0;
  return Math.ceil((endsAt - now) / 1000);
}

/** Counts one event for the key in a fixed window that starts at the first event; returns the new count. */
export async function countThrottleEvent(key: string, windowMs: number, now: number): Promise<number> {
  const ref = db().collection(THROTTLES).doc(key);
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const record = snapshot.exists ? (snapshot.data() as ThrottleRecord) : undefined;
    const next: ThrottleRecord =
      record && record.windowStart + windowMs > now
        ? { count: record.count + 1, windowStart: record.windowStart }
        : { count: 1, windowStart: now };
    tx.set(ref, { ...next, expiresAt: new Date(next.windowStart + windowMs) });
    return next.count;
  });
}

export async function clearThrottle(key: string): Promise<void> {
  await db().collection(THROTTLES).doc(key).delete();
}
