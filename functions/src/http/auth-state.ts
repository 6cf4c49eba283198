/**
 * Sessions ended outside the app: an account disabled in the Firebase console, or whose tokens were
 * revoked there or through the Admin SDK, is known only to Firebase Auth. Each instance keeps the
 * Auth state (disabled, tokens valid after) of the accounts calling it, and lets a request through
 * only on a copy younger than `authStateMaxAgeMs` (config, at most 60 s): an older copy is fetched
 * again first, once per account however many requests wait for it. A copy past half that age is
 * refreshed in the background, so an active account rarely waits for Auth; a request costs an Auth
 * round trip only on an account's first call to an instance, or after it was quiet a while.
 */
import { config } from '../config';
import { auth } from '../lib/firebase';
import { logFailure } from './logger';

export interface AuthState {
  /** The account no longer exists, or is disabled in Firebase Auth. */
  refused: boolean;
  /** Sessions begun before this (ms since the epoch) were ended (tokensValidAfterTime). */
  validAfter: number;
}

interface KnownState extends AuthState {
  /** When the fetch that read this state began. */
  readAt: number;
}

const known = new Map<string, KnownState>();
const fetching = new Map<string, Promise<KnownState>>();

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

async function readAuthState(uid: string): Promise<AuthState> {
  try {
    const user = await auth().getUser(uid);
    const validAfter = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : 0;
    return { refused: user.disabled, validAfter: Number.isNaN(validAfter) ? 0 : validAfter };
  } catch (error) {
    if (hasCode(error, 'auth/user-not-found')) return { refused: true, validAfter: 0 };
    // Fail closed: without a current state the request is refused (the caller answers 401).
    logFailure('sessions.auth_state_failed', error);
    throw error;
  }
}

/** Forgets the copies too old to be used, so the map holds only the accounts active lately. */
function forgetStale(now: number, maxAgeMs: number): void {
  for (const [uid, state] of known) if (now - state.readAt >= maxAgeMs) known.delete(uid);
}

function fetchAuthState(uid: string): Promise<KnownState> {
  const pending = fetching.get(uid);
  if (pending) return pending;
  const readAt = Date.now();
  const fetched = readAuthState(uid)
    .then((state) => {
      const fresh = { ...state, readAt };
      if (readAt >= (known.get(uid)?.readAt ?? 0)) known.set(uid, fresh);
      return fresh;
    })
    .finally(() => fetching.delete(uid));
  fetching.set(uid, fetched);
  return fetched;
}

/** The account's Auth state as of at most `authStateMaxAgeMs` ago. */
export async function currentAuthState(uid: string, now = Date.now()): Promise<AuthState> {
  const maxAgeMs = config().authStateMaxAgeMs;
  const copy = known.get(uid);
  if (copy && now - copy.readAt < maxAgeMs) {
    if (now - copy.readAt >= maxAgeMs / 2) {
      fetchAuthState(uid).catch(() => undefined);
    }
    return copy;
  }
  if (known.size > 1_000) forgetStale(now, maxAgeMs);
  return fetchAuthState(uid);
}

/** Whether a session that began at `authTimeSeconds` (the token's auth_time) is still allowed by Auth. */
export async function endedInAuth(uid: string, authTimeSeconds: number): Promise<boolean> {
  const state = await currentAuthState(uid);
  return state.refused || authTimeSeconds * 1000 < state.validAfter;
}
