/** The accounts feature's Firestore access: user documents and e-mail verification tokens. */
import { USERS_COLLECTION, type UserRecord } from '@scenecall/shared';
import { db } from '../../lib/firebase';

const VERIFICATIONS = 'emailVerifications';

export interface VerificationTokenRecord {
  uid: string;
  expiresAt: number;
  usedAt: number | null;
  createdAt: number;
}

const userRef = (uid: string) => db().collection(USERS_COLLECTION).doc(uid);

export async function createUserDocument(uid: string, record: UserRecord): Promise<void> {
  await userRef(uid).create(record);
}

export async function getUserDocument(uid: string): Promise<UserRecord | undefined> {
  const snapshot = await userRef(uid).get();
  return snapshot.exists ? (snapshot.data() as UserRecord) : undefined;
}

export async function updateUserDocument(uid: string, changes: Partial<UserRecord>): Promise<void> {
  await userRef(uid).update({ ...changes, updatedAt: new Date().toISOString() });
}

/** Deletes the document; true when there was one. */
export async function deleteUserDocument(uid: string): Promise<boolean> {
  const ref = userRef(uid);
  const snapshot = await ref.get();
  if (!snapshot.exists) return false;
  await ref.delete();
  return true;
}

export async function saveVerificationToken(tokenHash: string, record: VerificationTokenRecord): Promise<void> {
  await db().collection(VERIFICATIONS).doc(tokenHash).create(record);
}

export async function deleteVerificationToken(tokenHash: string): Promise<void> {
  await db().collection(VERIFICATIONS).doc(tokenHash).delete();
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
    tx.update(userRef(token.uid), { emailVerified: true, updatedAt: new Date(now).toISOString() });
    return { outcome: 'used', uid: token.uid };
  });
}
