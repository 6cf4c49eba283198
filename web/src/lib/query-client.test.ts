import { describe, expect, it } from 'vitest';
import { ApiClientError } from './api-client';
import { CACHE_MS, createQueryClient, markFetchedByLoader, retryDelay, shouldRetry } from './query-client';

describe('data-fetching defaults of the spec', () => {
  it('waits 1 s, 2 s, 4 s between retries and never more than 30 s', () => {
    expect([0, 1, 2].map(retryDelay)).toEqual([1000, 2000, 4000]);
    expect(retryDelay(10)).toBe(30_000);
  });

  it('retries a failed fetch 3 times, but not an answer the server refused (4xx)', () => {
    const failure = new ApiClientError(500, 'internal', 'broken');
    expect([0, 1, 2].map((count) => shouldRetry(count, failure))).toEqual([true, true, true]);
    expect(shouldRetry(3, failure)).toBe(false);
    expect(shouldRetry(0, new ApiClientError(404, 'not-found', 'missing'))).toBe(false);
    expect(shouldRetry(0, new TypeError('network'))).toBe(true);
  });

  it('leaves a busy API and the network to the API client, which tried them again within 15 s', () => {
    expect(shouldRetry(0, new ApiClientError(503, 'unavailable', 'busy'))).toBe(false);
    expect(shouldRetry(0, new ApiClientError(0, 'network', 'An error occurred'))).toBe(false);
  });

  it('keeps query results cached for 5 minutes', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(CACHE_MS).toBe(300_000);
    expect(defaults?.gcTime).toBe(300_000);
  });
});

describe("a route loader's fetch", () => {
  it("counts as the page's first fetch, but kept data from an earlier visit is refreshed on mount", async () => {
    const client = createQueryClient();
    const refetchOnMount = client.getDefaultOptions().queries?.refetchOnMount as (query: unknown) => boolean;
    client.setQueryData(['kept'], 1, { updatedAt: Date.now() - 60_000 });
    const since = Date.now();
    await client.ensureQueryData({ queryKey: ['fetched'], queryFn: async () => 2 });
    markFetchedByLoader(client, since);
    const cache = client.getQueryCache();
    expect(refetchOnMount(cache.find({ queryKey: ['fetched'] }))).toBe(false);
    expect(refetchOnMount(cache.find({ queryKey: ['kept'] }))).toBe(true);
    client.setQueryData(['fetched'], 3, { updatedAt: Date.now() + 1 });
    expect(refetchOnMount(cache.find({ queryKey: ['fetched'] }))).toBe(true);
  });
});
