import { QueryClient } from '@tanstack/react-query';
import { ApiClientError } from './api-client';

/** The spec's data-fetching defaults: retry 3 times, delay doubling from 1 s up to 30 s, cache 5 minutes. */
export const RETRY_COUNT = 3;
export const CACHE_MS = 5 * 60 * 1000;
export const retryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000);

/** Client errors (4xx) are answers, not outages: retrying them changes nothing. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiClientError && error.status >= 400 && error.status < 500) return false;
  return failureCount < RETRY_COUNT;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, gcTime: CACHE_MS, staleTime: CACHE_MS, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
