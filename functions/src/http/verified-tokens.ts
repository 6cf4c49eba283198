/**
 * ID tokens this instance has already verified (signature, audience, issuer, expiry), kept until
 * they expire, so an account's later calls skip verifying the same token again. Whether the session
 * is still allowed is not kept here: `caller.ts` asks sessions.ts and auth-state.ts on every call.
 *
 * Against the Auth emulator the Admin SDK also asks Auth whether the token was revoked on every
 * `verifyIdToken` (it does so in production only when asked): with this copy a local session pays
 * that round trip once per token, and its later calls go through the app's own checks alone, as in
 * production (docs/architecture.md 'Sessions').
 */
import type { DecodedIdToken } from 'firebase-admin/auth';
import { auth } from '../lib/firebase';

/** An ID token is about 1 KB: at most ~5 MB of tokens, far more than an instance's active sessions. */
const MOST_KEPT = 5_000;

const verified = new Map<string, DecodedIdToken>();

const expired = (decoded: DecodedIdToken, now: number) => now >= decoded.exp * 1000;

function keep(token: string, decoded: DecodedIdToken, now: number): void {
  if (verified.size >= MOST_KEPT) {
    for (const [kept, keptDecoded] of verified) if (expired(keptDecoded, now)) verified.delete(kept);
  }
  // Still full of live tokens: the oldest kept make room (a Map iterates in insertion order).
  for (const kept of verified.keys()) {
    if (verified.size < MOST_KEPT) break;
    verified.delete(kept);
  }
  verified.set(token, decoded);
}

/** The token's claims, verified by the Admin SDK once per token while it lives. */
export async function verifiedIdToken(token: string, now = Date.now()): Promise<DecodedIdToken> {
  const kept = verified.get(token);
  if (kept && !expired(kept, now)) return kept;
  verified.delete(token);
  const decoded = await auth().verifyIdToken(token);
  keep(token, decoded, Date.now());
  return decoded;
}
