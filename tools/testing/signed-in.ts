/**
 * A browser already signed in, for tests whose subject is not the login page (that page, the
 * login endpoint and the redirect after it have their own tests in e2e/auth). It writes what a
 * login through the page leaves in localStorage: Firebase's persisted user (browserLocalPersistence,
 * key `firebase:authUser:<apiKey>:[DEFAULT]`) and the app's session hint (web/src/lib/session.ts),
 * so the page opens straight on `path`, as a returning user's browser would. It saves each test the
 * login page's load, typing and round trips.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { gotoApp, VIEWPORTS } from './browser';
import { watchPage } from './page-diagnostics';
import { stackEnv } from './stack-env';
import { firebaseSessionFor, type TestUser } from './users';

const API_KEY = 'demo-api-key';
/** The app's session hint key (SESSION_HINT_KEY in web/src/lib/session.ts). */
const SESSION_HINT_KEY = 'token';

/** Writes `user`'s session into the page's origin; the next page the app loads starts signed in. */
export async function signInStorage(page: Page, user: Pick<TestUser, 'uid' | 'email' | 'role'>): Promise<void> {
  const session = await firebaseSessionFor(user.uid);
  const now = Date.now();
  const expirationTime = now + session.expiresIn * 1000;
  const persistedUser = {
    uid: user.uid,
    email: user.email,
    emailVerified: true,
    isAnonymous: false,
    providerData: [],
    stsTokenManager: { refreshToken: session.refreshToken, accessToken: session.idToken, expirationTime },
    createdAt: String(now),
    lastLoginAt: String(now),
    apiKey: API_KEY,
    appName: '[DEFAULT]',
  };
  const hint = { uid: user.uid, role: user.role, expiresAt: expirationTime, idToken: session.idToken };
  // Any page of the origin that does not start the app: the storage is the origin's.
  await page.goto('/robots.txt');
  await page.evaluate(
    ([entries]) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    },
    [
      [
        [`firebase:authUser:${API_KEY}:[DEFAULT]`, JSON.stringify(persistedUser)],
        [SESSION_HINT_KEY, JSON.stringify(hint)],
      ],
    ] as const,
  );
}

/** Where a login through the page lands each role (the login page's redirect). */
export const ROLE_HOME: Record<TestUser['role'], string> = {
  Performer: '/performer',
  Casting: '/casting',
  Admin: '/admin',
};

/** A new context at `viewport`, signed in as `user`, with the app open on `path` (default: the role's home). */
export async function openSignedIn(
  browser: Browser,
  user: Pick<TestUser, 'uid' | 'email' | 'role'>,
  path = ROLE_HOME[user.role],
  viewport: keyof typeof VIEWPORTS = 'desktop',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], baseURL: stackEnv().webUrl });
  const page = await context.newPage();
  watchPage(page);
  await signInStorage(page, user);
  await gotoApp(page, path);
  return { context, page };
}

/**
 * What a phone keeps of `user`'s session, as a Playwright storage state: for tests that open each
 * page in a context of its own (a first visit), with nothing else the app keeps.
 */
export async function signedInState(
  browser: Browser,
  user: Pick<TestUser, 'uid' | 'email' | 'role'>,
): Promise<Awaited<ReturnType<BrowserContext['storageState']>>> {
  const context = await browser.newContext({ baseURL: stackEnv().webUrl });
  try {
    await signInStorage(await context.newPage(), user);
    return await context.storageState();
  } finally {
    await context.close();
  }
}
