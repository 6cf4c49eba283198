/**
 * The signed-in session as the rest of the app sees it: who (uid) and which role, kept in a small
 * store. A role hint is kept in localStorage so public pages (header account icon) know where
 * "my area" is without loading the Firebase SDK. The SDK (lib/firebase.ts) is loaded only when a
 * hint exists and a token is needed, when a guarded page checks the session, or at login.
 */
import { ROLES, type Role } from '@scenecall/shared';
import type { Auth, User } from 'firebase/auth';
import { create } from 'zustand';
import { paths } from '../config/paths';
import { configureApiClient, type SessionToken } from './api-client';
import { forgetPersistedQueries } from './query-storage';
import { afterFirstAnswerPainted } from './after-paint';

export const SESSION_HINT_KEY = 'token';
/** Where a visitor sent to /login was going (sessionStorage, so it ends with the tab). */
export const REDIRECT_TARGET_KEY = 'redirectTarget';

export interface SessionHint {
  uid: string;
  role: Role;
  /** Expiry of the ID token the hint was written with (ms since epoch). */
  expiresAt: number;
  /**
   * That ID token, so a page's first requests go out before Firebase has restored the session (a
   * network round trip to Auth): see currentIdToken. Firebase keeps its refresh token in the same
   * localStorage, so this holds nothing the origin does not already hold.
   */
  idToken?: string;
}

interface SessionState {
  hint: SessionHint | null;
  /** True once Firebase itself vouched for the hint in this page's life (not just localStorage). */
  confirmed: boolean;
  setHint: (hint: SessionHint | null, confirmed?: boolean) => void;
}

function readHint(): SessionHint | null {
  try {
    const raw = localStorage.getItem(SESSION_HINT_KEY);
    return raw ? (JSON.parse(raw) as SessionHint) : null;
  } catch {
    return null;
  }
}

export const useSessionStore = create<SessionState>((set) => ({
  hint: typeof localStorage === 'undefined' ? null : readHint(),
  confirmed: false,
  setHint: (hint, confirmed = false) => {
    if (hint) localStorage.setItem(SESSION_HINT_KEY, JSON.stringify(hint));
    else localStorage.removeItem(SESSION_HINT_KEY);
    forgetPersistedQueries(hint?.uid);
    set({ hint, confirmed: hint !== null && confirmed });
  },
}));
// Only the signed-in user's cached data may stay on this browser.
forgetPersistedQueries(useSessionStore.getState().hint?.uid);

/** Where each role lands after login, and where the header's account icon goes. */
export function homePathFor(role: Role | null | undefined): string {
  return role ? `/${role.toLowerCase()}` : '/login';
}

const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** Remembers where to return after login. Only same-site paths are kept. */
export function rememberRedirectTarget(path: string): void {
  if (path.startsWith('/') && !path.startsWith('//') && !path.startsWith(paths.login)) {
    sessionStorage.setItem(REDIRECT_TARGET_KEY, path);
  }
}

export function takeRedirectTarget(): string | null {
  const target = sessionStorage.getItem(REDIRECT_TARGET_KEY);
  sessionStorage.removeItem(REDIRECT_TARGET_KEY);
  return target && target.startsWith('/') && !target.startsWith('//') ? target : null;
}

let watching: Promise<Auth> | undefined;

/** Loads the SDK, waits for the persisted user, and keeps the hint in step with the ID token. */
function firebaseAuth(): Promise<Auth> {
  watching ??= (async () => {
    const [{ getFirebaseAuth }, { onIdTokenChanged }] = await Promise.all([
      import('./firebase'),
      import('./firebase-auth-sdk'),
    ]);
    const auth = await getFirebaseAuth();
    await auth.authStateReady();
    onIdTokenChanged(auth, (user) => {
      if (!user) useSessionStore.getState().setHint(null);
      else void writeHint(user).catch(forgetHintIfSessionEnded);
    });
    return auth;
  })().catch((error: unknown) => {
    watching = undefined;
    throw error;
  });
  return watching;
}

/**
 * Whether a failed session check says the session is over: only Firebase Auth saying so (a
 * disabled or deleted account, a refresh token no longer valid). A check that could not be made
 * (the connection dropped, the page was left while its SDK loaded) says nothing of the session,
 * so it must not sign the person out: the server still checks every token the page sends.
 */
export function sessionEndedBy(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('auth/') && code !== 'auth/network-request-failed';
}

function forgetHintIfSessionEnded(error: unknown): void {
  if (sessionEndedBy(error)) useSessionStore.getState().setHint(null);
}

async function writeHint(user: User): Promise<SessionHint | null> {
  const result = await user.getIdTokenResult();
  const role = result.claims.role;
  const hint = isRole(role)
    ? { uid: user.uid, role, expiresAt: Date.parse(result.expirationTime), idToken: result.token }
    : null;
  useSessionStore.getState().setHint(hint, true);
  return hint;
}

/**
 * Checks the session for a guarded page: without a hint it answers null at once (no SDK load);
 * otherwise it asks Firebase, refreshing an expired ID token. A revoked or disabled account ends
 * here; a check that could not be made answers the hint, unconfirmed, and the next one asks again.
 */
export async function resolveSession(): Promise<SessionHint | null> {
  if (!useSessionStore.getState().hint) return null;
  try {
    const auth = await firebaseAuth();
    if (auth.currentUser) return await writeHint(auth.currentUser);
    useSessionStore.getState().setHint(null);
    return null;
  } catch (error) {
    forgetHintIfSessionEnded(error);
    return useSessionStore.getState().hint;
  }
}

/** Longest a guarded page waits for its first answer before Firebase confirms the session anyway. */
const CONFIRM_AT_LATEST_MS = 3000;

/**
 * resolveSession for a guarded page that renders for the hint's role (`rendersForHint`). While the
 * hint's token is fresh the page's requests carry it and the server checks it, so Firebase's SDK
 * and its round trip to Auth wait until the page has its first answer and the browser is idle: on
 * a phone's first visit they would delay its data.
 */
export async function resolveSessionWhenIdle(rendersForHint: boolean): Promise<SessionHint | null> {
  if (rendersForHint && hasEarlyToken(useSessionStore.getState().hint)) {
    await afterFirstAnswerPainted(CONFIRM_AT_LATEST_MS);
  }
  return resolveSession();
}

/** Exchanges the login endpoint's custom token for a Firebase session; returns the role's hint. */
export async function signInWithLoginToken(customToken: string): Promise<SessionHint> {
  const [auth, { signInWithCustomToken }] = await Promise.all([firebaseAuth(), import('./firebase-auth-sdk')]);
  const { user } = await signInWithCustomToken(auth, customToken);
  const hint = await writeHint(user);
  if (!hint) throw new Error('This account has no role');
  return hint;
}

/** Ends the session: the header's account menu and the areas' Logout buttons call this. */
export async function signOut(): Promise<void> {
  const hadSession = useSessionStore.getState().hint !== null || watching !== undefined;
  useSessionStore.getState().setHint(null);
  if (!hadSession) return;
  const [auth, { signOut: firebaseSignOut }] = await Promise.all([firebaseAuth(), import('./firebase-auth-sdk')]);
  await firebaseSignOut(auth);
}

type Navigate = (path: string) => void;
let navigateTo: Navigate = (path) => window.location.assign(path);

/** The router registers its navigate so a 401 leads to /login without a page reload. */
export function configureSessionNavigation(navigate: Navigate): void {
  navigateTo = navigate;
}

/** A 401 from the API: the session is over; remember the page and go to /login. */
export function endExpiredSession(): void {
  if (!useSessionStore.getState().hint) return;
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  rememberRedirectTarget(here);
  void signOut().catch(() => undefined);
  navigateTo(paths.login);
}

/** The hint's token is offered early while it has at least this long to live. */
export const EARLY_TOKEN_MARGIN_MS = 2 * 60 * 1000;

/** Whether a page's first requests can carry the hint's token (page-loader.ts checks the same). */
export function hasEarlyToken(hint: SessionHint | null, now = Date.now()): boolean {
  return Boolean(hint?.idToken) && (hint?.expiresAt ?? 0) - now > EARLY_TOKEN_MARGIN_MS;
}

/**
 * The ID token for a request. Early (before Firebase has confirmed the session in this page's
 * life) it is the hint's, so a page's first requests need not wait for Firebase's restore, a round
 * trip to Auth; otherwise, and when the server refused the hint's, Firebase's own, refreshed when
 * expired.
 */
async function currentIdToken({ allowEarly }: { allowEarly: boolean }): Promise<SessionToken | null> {
  const { hint, confirmed } = useSessionStore.getState();
  if (!hint) return null;
  if (allowEarly && !confirmed && hint.idToken && hasEarlyToken(hint)) return { value: hint.idToken, early: true };
  const auth = await firebaseAuth();
  const value = await auth.currentUser?.getIdToken();
  return value ? { value, early: false } : null;
}

configureApiClient({ tokenProvider: currentIdToken, onUnauthorized: endExpiredSession });
