/**
 * `sessionRevocations/{uid}`: when an account's sessions were last ended (disable, delete, role
 * change). Small: a document lives an hour (ID tokens expire within the hour), then a Firestore TTL
 * policy on `expiresAt` removes it (firestore.indexes.json).
 */
import { db } from '../lib/firebase';
import { recordConverter } from '../lib/firestore-converter';

export const SESSION_REVOCATIONS = 'sessionRevocations';

/** Long enough for every ID token issued before a revocation to have expired (they last one hour). */
export const REVOCATION_KEPT_MS = 65 * 60 * 1000;

export interface RevocationRecord {
  /** When the sessions were ended (ms since the epoch). */
  revokedAt: number;
  expiresAt: Date;
}

const revocations = () =>
  db()
    .collection(SESSION_REVOCATIONS)
    .withConverter(recordConverter<RevocationRecord>(['revokedAt']));

export async function writeRevocation(uid: string, revokedAt: number): Promise<void> {
  const record: RevocationRecord = { revokedAt, expiresAt: new Date(revokedAt + REVOCATION_KEPT_MS) };
  await revocations().doc(uid).set(record);
}

/**
 * Calls `onRevocations` with every revocation stored, now and after each change; `onError` when the
 * listener stops. Returns the function that stops listening.
 */
export function watchRevocations(
  onRevocations: (revocations: [uid: string, revokedAt: number][]) => void,
  onError: (error: Error) => void,
): () => void {
  return revocations().onSnapshot(
    (snapshot) => onRevocations(snapshot.docs.map((doc) => [doc.id, doc.data().revokedAt])),
    onError,
  );
}
