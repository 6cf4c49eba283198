/**
 * Where a signed-in user's query cache is kept between visits (lib/query-persistence.ts): one
 * localStorage entry per uid. Kept apart from TanStack Query so the session store (on every page's
 * first download) can drop it without loading the query library.
 */
export const PERSISTED_QUERIES_PREFIX = 'queries:';

export const persistedQueriesKey = (uid: string): string => `${PERSISTED_QUERIES_PREFIX}${uid}`;

/**
 * Removes every persisted cache but the signed-in user's: on logout, on an ended session and when
 * another person logs in on the same browser, nothing of the previous user's data stays behind.
 */
export function forgetPersistedQueries(signedInUid: string | undefined): void {
  if (typeof localStorage === 'undefined') return;
  const keep = signedInUid === undefined ? undefined : persistedQueriesKey(signedInUid);
  const stale: string[] = [];
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (key?.startsWith(PERSISTED_QUERIES_PREFIX) && key !== keep) stale.push(key);
  }
  for (const key of stale) localStorage.removeItem(key);
}
