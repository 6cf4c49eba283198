/**
 * The accounts feature's Firestore access: e-mail verification tokens. User documents are the users
 * feature's: this file changes one only through its named operations (`markEmailVerified`).
 */
import { db } from '../../lib/firebase';
import { recordConverter } from '../../lib/firestore-converter';
import { declareQuery } from '../../lib/firestore-query';
import { markEmailVerified } from '../users';

const VERIFICATIONS = 'emailVerifications';

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

const verificationConverter = recordConverter<VerificationTokenRecord>(['uid', 'expiresAt', 'usedAt']);
const tokenRef = (tokenHash: string) =>
  db().collection(VERIFICATIONS).withConverter(verificationConverter).doc(tokenHash);

export async function saveVerificationToken(tokenHash: string, record: VerificationTokenRecord): Promise<void> {
  await tokenRef(tokenHash).create(record);
}

export async function deleteVerificationToken(tokenHash: string): Promise<void> {
  await tokenRef(tokenHash).delete();
}

/** Removes every verification token issued to the account (when it is deleted). */
export async function deleteVerificationTokensOf(uid: string): Promise<void> {
  const snapshot = await VERIFICATIONS_OF_ACCOUNT.build([uid]).get();
  await Promise.all(snapshot.docs.map((doc) => doc.ref.delete()));
}

export type TokenUse = { outcome: 'used'; uid: string } | { outcome: 'unknown' | 'expired' | 'already-used' };

/** Marks a verification token used and the user verified, in one transaction. */
export async function consumeVerificationToken(tokenHash: string, now: number): Promise<TokenUse> {
  const ref = tokenRef(tokenHash);
  return db().runTransaction(async (tx) => {
    const token = (await tx.get(ref)).data();
    if (!token) return { outcome: 'unknown' };
    if (token.usedAt !== null) return { outcome: 'already-used' };
    if (token.expiresAt <= now) return { outcome: 'expired' };
    if (!(await markEmailVerified(tx, token.uid))) return { outcome: 'unknown' };
    tx.update(ref, { usedAt: now });
    return { outcome: 'used', uid: token.uid };
  });
}
