/**
 * Where a signed-in user's query cache is kept between visits (lib/query-persistence.ts): one
 * localStorage entry per uid. Kept apart from TanStack Query so the session store (on every page's
 * first download) can drop it without loading the query library.
 */
export const PERSISTED_QUERIES_PREFIX = 'queries:';

export const persistedQueriesKey = (uid: string): string => `${PERSISTED_QUERIES_PREFIX}${uid}`;

/** Where a signed-in page's last look is kept (lib/kept-page.ts): one entry per uid and path. */
export const KEPT_PAGE_PREFIX = 'page:';

export const keptPageKey = (uid: string, path: string): string => `${KEPT_PAGE_PREFIX}${uid}:${path}`;

const isOtherUsers = (key: string, signedInUid: string | undefined): boolean =>
  (key.startsWith(PERSISTED_QUERIES_PREFIX) && key !== persistedQueriesKey(signedInUid ?? '')) ||
  (key.startsWith(KEPT_PAGE_PREFIX) && !key.startsWith(keptPageKey(signedInUid ?? '', '')));

/**
 * Removes every persisted cache and kept page but the signed-in user's: on logout, on an ended
 * session and when another person logs in on the same browser, nothing of the previous user's
 * data stays behind.
 */
export function forgetPersistedQueries(signedInUid: string | undefined): void {
  if (typeof localStorage === 'undefined') return;
  const stale: string[] = [];
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (key && isOtherUsers(key, signedInUid)) stale.push(key);
  }
  for (const key of stale) localStorage.removeItem(key);
}
