/**
 * A route's data, asked for as soon as the router knows the route: in parallel with the page's code
 * and with the session's restore, not after the page has rendered. Use as the route's `loader`
 * beside its `lazy` page:
 *
 *   { path, loader: prefetchQueries('Performer', () => import('./api').then((api) => api.prefetchBookingsPage)), lazy }
 *
 * where the feature's api module says what the page reads:
 *
 *   export const prefetchBookingsPage = (client: QueryClient) => client.ensureQueryData(myBookingsQuery);
 *
 * It never holds the navigation up (it answers null at once), asks only for a signed-in user of the
 * route's role, and fetches only what the cache lacks: data already there (from this visit or the
 * kept cache) is refreshed by the page as usual when it mounts, and what it fetched the page's
 * mount does not fetch again (lib/query-client.ts, refetchOnMount).
 */
import type { Role } from '@scenecall/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useSessionStore } from './session';

/** Asks for a page's queries with `ensureQueryData` (never refetches what the cache holds). */
export type PrefetchPage = (client: QueryClient) => Promise<unknown>;

export const prefetchQueries =
  (role: Role, load: () => Promise<PrefetchPage>) =>
  (): null => {
    if (useSessionStore.getState().hint?.role !== role) return null;
    const since = Date.now();
    void Promise.all([load(), import('./query-provider'), import('./query-client')])
      .then(async ([prefetchPage, { queryClient }, { markFetchedByLoader }]) => {
        // Each read counts as it arrives: the page may mount before the slowest one has answered,
        // and would fetch again the reads that had.
        const stop = queryClient.getQueryCache().subscribe(() => markFetchedByLoader(queryClient, since));
        try {
          await prefetchPage(queryClient);
        } finally {
          stop();
        }
        markFetchedByLoader(queryClient, since);
      })
      .catch(() => undefined); // the page asks again and shows the error
    return null;
  };
