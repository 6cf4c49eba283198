import { ROLES, type Role } from '@scenecall/shared';
import type { Request } from 'express';
import { auth } from '../lib/firebase';
import { ApiError } from './api-error';
import { endedInAuth } from './auth-state';
import { revocationCheck } from './sessions';

export interface Caller {
  uid: string;
  role: Role;
}

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

const sessionExpired = () => new ApiError('unauthenticated', 'Your session has expired. Please log in again');

/**
 * Verifies the bearer ID token and refuses ended sessions (disabled, deleted or role-changed
 * accounts have their sessions ended, so their old ID tokens stop working on their next call).
 * The signature is checked locally (Google's public keys are cached) and revocation against the
 * in-memory list kept by sessions.ts, so a call costs no round trip to Firebase Auth; only while
 * that list is not known does it ask Auth. Sessions ended outside the app (Firebase console, Admin
 * SDK) are caught by auth-state.ts, whose copy of the account's Auth state is at most
 * `authStateMaxAgeMs` old.
 */
export async function authenticate(req: Request): Promise<Caller> {
  const header = req.header('authorization') ?? '';
  const match = /^Bearer (.+)$/.exec(header);
  if (!match?.[1]) throw new ApiError('unauthenticated', 'Please log in to continue');
  try {
    const decoded = await auth().verifyIdToken(match[1]);
    const check = await revocationCheck(decoded.uid, decoded.auth_time);
    if (check === 'revoked') throw sessionExpired();
    if (check === 'ask-auth') await auth().verifyIdToken(match[1], true);
    else if (await endedInAuth(decoded.uid, decoded.auth_time)) throw sessionExpired();
    if (!isRole(decoded.role)) throw new ApiError('forbidden', 'Your account has no role');
    return { uid: decoded.uid, role: decoded.role };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw sessionExpired();
  }
}
