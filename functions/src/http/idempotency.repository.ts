/**
 * `idempotentRequests/{id}`: a write sent with an `Idempotency-Key`, per caller and route, and the
 * answer it got (status and body), so a retry is answered the first answer instead of doing the
 * work twice (http/idempotency.ts). A record lives a day, then a Firestore TTL policy on
 * `expiresAt` removes it (firestore.indexes.json).
 */
import { db } from '../lib/firebase';
import { recordConverter } from '../lib/firestore-converter';
import { countDocumentReads } from '../lib/read-counter';

export const IDEMPOTENT_REQUESTS = 'idempotentRequests';

/** How long a key answers its first answer: longer than any client keeps retrying one action. */
export const IDEMPOTENT_ANSWER_KEPT_MS = 24 * 60 * 60 * 1000;
/** A request still `running` after this was lost with its instance: a retry may run it again. */
export const RUNNING_ABANDONED_AFTER_MS = 2 * 60 * 1000;

export interface IdempotentRequestRecord {
  /** Who sent it (a uid, or `address:<ip>` for a public route) and to which route (`POST /x/:id`). */
  caller: string;
  route: string;
  /** A hash of the request's body: the same key sent with another body is refused, not replayed. */
  fingerprint?: string;
  state: 'running' | 'answered';
  startedAt: number;
  /** The first answer, once there is one; `body` is its JSON text ('' for none). */
  status?: number;
  body?: string;
  expiresAt: Date;
}

export type Claim =
  | { outcome: 'claimed' }
  | { outcome: 'running' }
  | { outcome: 'other-request' }
  | { outcome: 'answered'; status: number; body: string };

/** Who sent a request, to which route, and what it carried. */
export interface RequestIdentity {
  caller: string;
  route: string;
  fingerprint: string;
}

const requests = () =>
  db()
    .collection(IDEMPOTENT_REQUESTS)
    .withConverter(recordConverter<IdempotentRequestRecord>(['caller', 'route', 'state', 'startedAt']));

/** Claims the key for this request, or says what an earlier request with it did (in one transaction). */
export async function claimRequest(id: string, identity: RequestIdentity, now: number): Promise<Claim> {
  const ref = requests().doc(id);
  return db().runTransaction(async (tx) => {
    countDocumentReads(1);
    const earlier = (await tx.get(ref)).data();
    if (earlier?.fingerprint !== undefined && earlier.fingerprint !== identity.fingerprint) {
      return { outcome: 'other-request' };
    }
    if (earlier?.state === 'answered' && earlier.status !== undefined) {
      return { outcome: 'answered', status: earlier.status, body: earlier.body ?? '' };
    }
    if (earlier?.state === 'running' && now - earlier.startedAt < RUNNING_ABANDONED_AFTER_MS) {
      return { outcome: 'running' };
    }
    tx.set(ref, {
      ...identity,
      state: 'running',
      startedAt: now,
      expiresAt: new Date(now + IDEMPOTENT_ANSWER_KEPT_MS),
    });
    return { outcome: 'claimed' };
  });
}

/** Records the first answer of a claimed request. */
export async function recordAnswer(id: string, status: number, body: string, now: number): Promise<void> {
  await requests()
    .doc(id)
    .set({ state: 'answered', status, body, expiresAt: new Date(now + IDEMPOTENT_ANSWER_KEPT_MS) }, { merge: true });
}

/** Gives a claim up (the work failed before it could change anything, or its answer cannot be kept). */
export async function releaseClaim(id: string): Promise<void> {
  await requests().doc(id).delete();
}
