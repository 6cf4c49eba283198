/**
 * Which sessions were ended, known in memory so that checking a token costs no network round trip.
 *
 * Ending an account's sessions (`recordSessionsEnded`: disable, delete, role change) writes
 * `sessionRevocations/{uid}` and updates this instance's map at once; every other instance learns it
 * from its Firestore listener on that small collection. The call returns once this instance's own
 * listener has delivered the revocation back, and a moment more (Firestore sends a change to every
 * listener at the same time), so by the time an admin's request is answered the other instances
 * have it too. A
 * token whose `auth_time` is before the account's `revokedAt` is refused.
 *
 * Until this instance's listener has delivered its first snapshot, and whenever it has failed,
 * `revocationCheck` answers 'ask-auth' and the caller checks revocation with Firebase Auth instead
 * (one round trip), so a token is never accepted on a map that may be incomplete.
 */
import { logEvent, logFailure } from './logger';
import { REVOCATION_KEPT_MS, watchRevocations, writeRevocation } from './sessions.repository';

const FIRST_SNAPSHOT_WAIT_MS = 5_000;
const RETRY_AFTER_ERROR_MS = 5_000;
/** How long ending sessions waits for the listener to deliver the revocation back. */
const DELIVERY_WAIT_MS = 3_000;
/**
 * Then a little longer: every listener gets the change at about the same time, but each instance
 * applies it when its event loop gets to it.
 */
const SETTLE_MS = 100;

const revokedAt = new Map<string, number>();
let state: 'idle' | 'starting' | 'live' | 'failed' = 'idle';
let firstSnapshot: Promise<void> | undefined;

interface PendingDelivery {
  uid: string;
  at: number;
  delivered: () => void;
}
const pendingDeliveries = new Set<PendingDelivery>();

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

function remember(uid: string, at: number): void {
  if (at > (revokedAt.get(uid) ?? 0)) revokedAt.set(uid, at);
}

function forgetExpired(now: number): void {
  for (const [uid, at] of revokedAt) if (at + REVOCATION_KEPT_MS < now) revokedAt.delete(uid);
}

function apply(revocations: [uid: string, at: number][]): void {
  for (const [uid, at] of revocations) {
    remember(uid, at);
    for (const pending of pendingDeliveries) {
      if (pending.uid === uid && at >= pending.at) {
        pendingDeliveries.delete(pending);
        pending.delivered();
      }
    }
  }
  forgetExpired(Date.now());
}

/** Starts the listener; resolves at its first snapshot, or when it fails (state 'failed', retried later). */
function listen(): Promise<void> {
  state = 'starting';
  firstSnapshot = new Promise<void>((resolve) => {
    const stop = watchRevocations(
      (revocations) => {
        apply(revocations);
        state = 'live';
        resolve();
      },
      (error) => {
        logFailure('sessions.listener_failed', error);
        state = 'failed';
        stop();
        resolve();
        setTimeout(() => void listen(), RETRY_AFTER_ERROR_MS).unref();
      },
    );
  });
  return firstSnapshot;
}

async function live(): Promise<boolean> {
  if (state === 'idle') void listen();
  if (state === 'starting' && firstSnapshot) await Promise.race([firstSnapshot, delay(FIRST_SNAPSHOT_WAIT_MS)]);
  // Let a change the listener has already received be applied before the map is read.
  await new Promise<void>((resolve) => setImmediate(resolve));
  await new Promise<void>((resolve) => setImmediate(resolve));
  return state === 'live';
}

export type RevocationCheck = 'valid' | 'revoked' | 'ask-auth';

/** Whether a session that began at `authTimeSeconds` (the token's auth_time) was ended since. */
export async function revocationCheck(uid: string, authTimeSeconds: number): Promise<RevocationCheck> {
  if (!(await live())) {
    logEvent('sessions.checked_with_auth', { state });
    return 'ask-auth';
  }
  const at = revokedAt.get(uid);
  return at !== undefined && authTimeSeconds * 1000 < at ? 'revoked' : 'valid';
}

/**
 * Records that every session of `uid` begun before now is over: in this instance at once, and for
 * every other instance through Firestore; resolves once the listener has delivered it back (or after
 * DELIVERY_WAIT_MS). Refresh tokens must also be revoked in Firebase Auth (identity.ts does both).
 */
export async function recordSessionsEnded(uid: string, now = Date.now()): Promise<void> {
  remember(uid, now);
  if (state === 'idle' || state === 'failed') void listen();
  const pending: PendingDelivery = { uid, at: now, delivered: () => undefined };
  const delivered = new Promise<void>((resolve) => (pending.delivered = resolve));
  pendingDeliveries.add(pending);
  try {
    await writeRevocation(uid, now);
    await Promise.race([delivered, delay(DELIVERY_WAIT_MS)]);
    await delay(SETTLE_MS);
  } finally {
    pendingDeliveries.delete(pending);
  }
  logEvent('sessions.ended', { uid });
}
