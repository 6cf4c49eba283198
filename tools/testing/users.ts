/**
 * Test accounts made directly in the Auth emulator and Firestore (for tests of other features;
 * the accounts feature's own tests go through its endpoints). Needs the stack's env.
 */
import { randomInt } from 'node:crypto';
import type { Role } from '@scenecall/shared';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { stackEnv } from './stack-env';

export function adminApp() {
  return (
    getApps()[0] ??
    initializeApp({ projectId: stackEnv().projectId, storageBucket: `${stackEnv().projectId}.appspot.com` })
  );
}
export const adminAuth = () => getAuth(adminApp());
export const adminDb = () => getFirestore(adminApp());

/** A Firebase session as the Auth emulator's REST API hands it out for a custom token. */
export interface FirebaseSession {
  idToken: string;
  refreshToken: string;
  /** Seconds the ID token lives. */
  expiresIn: number;
}

/** Signs `uid` in through the Auth emulator's REST API, as the web SDK does after the login endpoint. */
export async function firebaseSessionFor(uid: string): Promise<FirebaseSession> {
  const customToken = await adminAuth().createCustomToken(uid);
  const { authHost } = stackEnv();
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: customToken, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; refreshToken?: string; expiresIn?: string };
  if (!body.idToken || !body.refreshToken) throw new Error(`Could not sign in ${uid}: ${JSON.stringify(body)}`);
  return { idToken: body.idToken, refreshToken: body.refreshToken, expiresIn: Number(body.expiresIn ?? 3600) };
}

/** Exchanges a custom token for an ID token through the Auth emulator's REST API. */
export async function idTokenForUid(uid: string): Promise<string> {
  return (await firebaseSessionFor(uid)).idToken;
}

/**
 * Where this process's phones start: random, since test files run in parallel processes against one
 * stack (a clock- or pid-based number lets two processes pick the same phone).
 */
const PHONE_BASE = 2_000_000_000 + randomInt(0, 7_000_000_000);
let counter = 0;
/** A unique 1-XXX-XXX-XXXX phone for a test account. */
export function uniquePhone(): string {
  counter += 1;
  const digits = String(PHONE_BASE + counter);
  return `1-${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6, 10)}`;
}

export interface TestUser {
  uid: string;
  tel: string;
  email: string;
  password: string;
  role: Role;
  token: string;
}

export const TEST_PASSWORD = 'Test-pass-1';

export interface TestUserOptions {
  role: Role;
  /** E-mail verified (can log in). Default true. */
  verified?: boolean;
  /** userActivated and testPassed. Default true. */
  activated?: boolean;
  profile?: Record<string, unknown> | null;
  password?: string;
  /** The account's e-mail; unique by default. */
  email?: string;
  /** A minor's guardian consent on record (`users/{uid}.guardianConsent`): needed to ask or book them. */
  guardianConsent?: 'given';
}

/**
 * A ready account made through the accounts service (Auth account + role claim + users/{uid}),
 * with an ID token for API calls. Unique phone and e-mail per call.
 */
export async function createTestUser(options: TestUserOptions): Promise<TestUser> {
  const { createAccount } = await import('../../functions/src/features/accounts/accounts.service');
  const tel = uniquePhone();
  const email =
    options.email ?? `test-${tel.replace(/\D/g, '')}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const password = options.password ?? TEST_PASSWORD;
  const activated = options.activated ?? true;
  const { uid } = await createAccount({
    tel,
    email,
    password,
    role: options.role,
    emailVerified: options.verified ?? true,
    testPassed: activated,
    userActivated: activated,
    profile: options.profile ?? null,
  });
  if (options.guardianConsent) {
    await adminDb().collection('users').doc(uid).update({ guardianConsent: options.guardianConsent });
  }
  return { uid, tel, email, password, role: options.role, token: await idTokenForUid(uid) };
}
