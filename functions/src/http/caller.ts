import { ROLES, type Role } from '@scenecall/shared';
import type { Request } from 'express';
import { auth } from '../lib/firebase';
import { ApiError } from './api-error';

export interface Caller {
  uid: string;
  role: Role;
}

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * Verifies the bearer ID token, refusing revoked sessions (disabled, deleted or role-changed
 * accounts have their refresh tokens revoked, so their old ID tokens stop working here).
 */
export async function authenticate(req: Request): Promise<Caller> {
  const header = req.header('authorization') ?? '';
  const match = /^Bearer (.+)$/.exec(header);
  if (!match?.[1]) throw new ApiError('unauthenticated', 'Please log in to continue');
  try {
    const decoded = await auth().verifyIdToken(match[1], true);
    if (!isRole(decoded.role)) throw new ApiError('forbidden', 'Your account has no role');
    return { uid: decoded.uid, role: decoded.role };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError('unauthenticated', 'Your session has expired. Please log in again');
  }
}
