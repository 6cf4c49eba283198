/**
 * Firebase Auth, as the accounts feature uses it: the account (e-mail, password, phone in E.164),
 * the `role` claim, and the password check through the Identity Toolkit REST API (the Admin SDK
 * cannot check a password).
 */
import { phoneToE164, type Role } from '@scenecall/shared';
import type { UserRecord as AuthUser } from 'firebase-admin/auth';
import { config } from '../../config';
import { recordSessionsEnded } from '../../http/sessions';
import { auth } from '../../lib/firebase';

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

async function orUndefined(lookup: Promise<AuthUser>): Promise<AuthUser | undefined> {
  try {
    return await lookup;
  } catch (error) {
    if (hasCode(error, 'auth/user-not-found')) return undefined;
    throw error;
  }
}

export const findAuthUserByTel = (tel: string) => orUndefined(auth().getUserByPhoneNumber(phoneToE164(tel)));
export const findAuthUserByEmail = (email: string) => orUndefined(auth().getUserByEmail(email));
export const findAuthUser = (uid: string) => orUndefined(auth().getUser(uid));

export type CreateAuthResult = { uid: string } | { taken: 'tel' | 'email' };

export async function createAuthUser(input: {
  tel: string;
  email: string;
  password: string;
  emailVerified: boolean;
}): Promise<CreateAuthResult> {
  try {
    const user = await auth().createUser({
      email: input.email,
      password: input.password,
      phoneNumber: phoneToE164(input.tel),
      emailVerified: input.emailVerified,
    });
    return { uid: user.uid };
  } catch (error) {
    if (hasCode(error, 'auth/phone-number-already-exists')) return { taken: 'tel' };
    if (hasCode(error, 'auth/email-already-exists')) return { taken: 'email' };
    throw error;
  }
}

/** Sets the role claim, keeping any other claims. Only the server sets claims. */
export async function setRoleClaim(uid: string, role: Role): Promise<void> {
  const user = await auth().getUser(uid);
  await auth().setCustomUserClaims(uid, { ...user.customClaims, role });
}

export async function deleteAuthUser(uid: string): Promise<boolean> {
  try {
    await auth().deleteUser(uid);
    return true;
  } catch (error) {
    if (hasCode(error, 'auth/user-not-found')) return false;
    throw error;
  }
}

export interface AuthChanges {
  emailVerified?: boolean;
  disabled?: boolean;
  email?: string;
  tel?: string;
  password?: string;
}

export type UpdateAuthResult = 'updated' | { taken: 'tel' | 'email' };

export async function updateAuthUser(uid: string, changes: AuthChanges): Promise<UpdateAuthResult> {
  const { tel, ...rest } = changes;
  try {
    await auth().updateUser(uid, { ...rest, ...(tel !== undefined ? { phoneNumber: phoneToE164(tel) } : {}) });
    return 'updated';
  } catch (error) {
    if (hasCode(error, 'auth/phone-number-already-exists')) return { taken: 'tel' };
    if (hasCode(error, 'auth/email-already-exists')) return { taken: 'email' };
    throw error;
  }
}

/**
 * Ends every session of the account: its ID tokens are refused from the next call (sessions.ts),
 * and its refresh tokens can mint no new ones. Used whenever sessions must end: disable, delete,
 * role change (and any future password change).
 */
export async function revokeSessions(uid: string): Promise<void> {
  await recordSessionsEnded(uid);
  try {
    await auth().revokeRefreshTokens(uid);
  } catch (error) {
    if (!hasCode(error, 'auth/user-not-found')) throw error;
  }
}

export const createSignInToken = (uid: string, role: Role) => auth().createCustomToken(uid, { role });

export type PasswordCheck = 'ok' | 'wrong' | 'disabled';

function identityToolkitUrl(): string {
  const { authEmulatorHost, firebaseWebApiKey } = config();
  const base = authEmulatorHost
    ? `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1`
    : 'https://identitytoolkit.googleapis.com/v1';
  return `${base}/accounts:signInWithPassword?key=${encodeURIComponent(firebaseWebApiKey)}`;
}

/** Checks an e-mail + password pair against Firebase Auth. */
export async function checkPassword(email: string, password: string): Promise<PasswordCheck> {
  const response = await fetch(identityToolkitUrl(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: false }),
  });
  if (response.ok) return 'ok';
  const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
  const reason = body.error?.message ?? '';
  if (reason.startsWith('USER_DISABLED')) return 'disabled';
  if (/^(INVALID_PASSWORD|EMAIL_NOT_FOUND|INVALID_LOGIN_CREDENTIALS|INVALID_EMAIL|MISSING_PASSWORD)/.test(reason))
    return 'wrong';
  if (reason.startsWith('TOO_MANY_ATTEMPTS_TRY_LATER')) return 'wrong';
  throw new Error(`Identity Toolkit answered ${response.status}: ${reason}`);
}
