import { QueryClient, type Query } from '@tanstack/react-query';
import { ApiClientError } from './api-client';

/** The spec's data-fetching defaults: retry 3 times, delay doubling from 1 s up to 30 s, cache 5 minutes. */
export const RETRY_COUNT = 3;
export const CACHE_MS = 5 * 60 * 1000;
export const retryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000);

/**
 * Client errors (4xx) are answers, not outages: retrying them changes nothing. A busy API or the
 * network were already tried again by the API client (lib/api-retry.ts, within 15 s): not again here.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiClientError && error.status >= 400 && error.status < 500) return false;
  if (error instanceof ApiClientError && (error.code === 'unavailable' || error.code === 'network')) return false;
  return failureCount < RETRY_COUNT;
}

/**
 * Options of a query kept between visits (lib/query-persistence.ts): a read a page shows as it is,
 * never a form's starting values. It stays in memory while the app is open, so the kept copy still
 * has it when the user has been on other pages for a while.
 */
export const KEPT_BETWEEN_VISITS = { meta: { persist: true }, gcTime: Number.POSITIVE_INFINITY } as const;

/** How long data a route's loader fetched counts as the page's own first fetch. */
export const LOADER_FETCH_COUNTS_MS = 5_000;
/** queryHash → dataUpdatedAt of the data a route's loader fetched (lib/prefetch.ts). */
const fetchedByLoader = new Map<string, number>();

/** Marks the queries whose data came after `since` as the route loader's fetch. */
export function markFetchedByLoader(client: QueryClient, since: number): void {
  for (const query of client.getQueryCache().getAll()) {
    if (query.state.dataUpdatedAt >= since) fetchedByLoader.set(query.queryHash, query.state.dataUpdatedAt);
  }
}

/** Whether the query holds what a route's loader fetched in the last few seconds, for the page now opening. */
export function holdsLoaderData(query: Query): boolean {
  const loaderData = fetchedByLoader.get(query.queryHash);
  return loaderData !== undefined && loaderData === query.state.dataUpdatedAt && Date.now() - loaderData < LOADER_FETCH_COUNTS_MS;
}

/**
 * Kept queries restored for this visit (lib/query-persistence.ts) and not refreshed yet. The page's
 * first render shows them as kept; they are refreshed once it has painted (`refreshRestoredQueries`),
 * not by its mount: a fetch started in the commit's effects changes every mounted read's state, and
 * React renders the page again at once, in the same task as its first commit (issue 37).
 */
const restoredNotRefreshed = new WeakSet<Query>();

export function markRestored(query: Query): void {
  restoredNotRefreshed.add(query);
}

/** Whether a kept query restored for this visit still waits for its refresh; true once, then forgotten. */
export function takeRestored(query: Query): boolean {
  return restoredNotRefreshed.delete(query);
}

/**
 * Queries that refresh on every mount (staleTime 0: a page's kept data) would otherwise be fetched
 * twice on a first visit: by the route's loader, and again when the page it was fetched for mounts.
 * A restored query waiting for its refresh after the first paint is not fetched by the mount either.
 */
const refetchOnMount = (query: Query): boolean => !holdsLoaderData(query) && !restoredNotRefreshed.has(query);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        gcTime: CACHE_MS,
        staleTime: CACHE_MS,
        refetchOnWindowFocus: false,
        refetchOnMount,
      },
      mutations: { retry: false },
    },
  });
}
