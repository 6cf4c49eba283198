import { ROLES, type Role } from '@scenecall/shared';
import type { Request } from 'express';
import { auth } from '../lib/firebase';
import { ApiError } from './api-error';
import { endedInAuth } from './auth-state';
import { logEvent, logFailure } from './logger';
import { revocationCheck } from './sessions';
import { verifiedIdToken } from './verified-tokens';

export interface Caller {
  uid: string;
  role: Role;
}

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

const sessionExpired = () => new ApiError('unauthenticated', 'Your session has expired. Please log in again');

/**
 * What Firebase Auth says of a token it refuses: the session is over, and the browser goes back to
 * /login. Any other failure (Auth unreachable or slow, a network error) says nothing of the session.
 */
const REFUSED_TOKEN_CODES = new Set([
  'auth/argument-error',
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/invalid-id-token',
  'auth/user-disabled',
  'auth/user-not-found',
]);

const errorCode = (error: unknown): string =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
    ? (error as { code: string }).code
    : '';

/**
 * The answer to a token that could not be accepted. A refused token ends the session (401). A check
 * that could not be made is still refused, but as a passing outage (503, which the app retries),
 * so a slow moment of Firebase Auth does not send every signed-in person back to /login.
 */
export function refusalFor(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const code = errorCode(error);
  if (REFUSED_TOKEN_CODES.has(code)) {
    logEvent('sessions.token_refused', { code, cause: error instanceof Error ? error.message : undefined });
    return sessionExpired();
  }
  logFailure('sessions.check_failed', error, { code });
  return new ApiError('unavailable', 'Your session could not be checked just now. Please try again in a moment');
}

function ended(reason: string): ApiError {
  logEvent('sessions.refused', { reason });
  return sessionExpired();
}

/**
 * Verifies the bearer ID token and refuses ended sessions (disabled, deleted or role-changed
 * accounts have their sessions ended, so their old ID tokens stop working on their next call).
 * The signature is checked locally (Google's public keys are cached; a token already verified is
 * kept until it expires, verified-tokens.ts) and revocation against the in-memory list kept by
 * sessions.ts, so a call costs no round trip to Firebase Auth; only while
 * that list is not known does it ask Auth. Sessions ended outside the app (Firebase console, Admin
 * SDK) are caught by auth-state.ts, whose copy of the account's Auth state is at most
 * `authStateMaxAgeMs` old.
 */
export async function authenticate(req: Request): Promise<Caller> {
  const header = req.header('authorization') ?? '';
  const match = /^Bearer (.+)$/.exec(header);
  if (!match?.[1]) throw new ApiError('unauthenticated', 'Please log in to continue');
  try {
    const decoded = await verifiedIdToken(match[1]);
    const check = await revocationCheck(decoded.uid, decoded.auth_time);
    if (check === 'revoked') throw ended('revoked-in-app');
    if (check === 'ask-auth') await auth().verifyIdToken(match[1], true);
    else if (await endedInAuth(decoded.uid, decoded.auth_time)) throw ended('ended-in-auth');
    if (!isRole(decoded.role)) throw new ApiError('forbidden', 'Your account has no role');
    return { uid: decoded.uid, role: decoded.role };
  } catch (error) {
    throw refusalFor(error);
  }
}
