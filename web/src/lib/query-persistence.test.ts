// @vitest-environment jsdom
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, KEPT_BETWEEN_VISITS } from './query-client';
import { PERSISTED_MAX_AGE_MS, persistQueries, refreshRestoredQueries, restoreQueries } from './query-persistence';
import { forgetPersistedQueries, keptPageKey, persistedQueriesKey } from './query-storage';

const profile = { queryKey: ['profile'], queryFn: () => Promise.resolve({ name: 'Jordan' }), ...KEPT_BETWEEN_VISITS };
const form = { queryKey: ['form'], queryFn: () => Promise.resolve({ dates: ['2026-12-01'] }) };

async function savedBy(uid: string): Promise<QueryClient> {
  const client = new QueryClient();
  const stop = persistQueries(client, () => uid);
  await client.fetchQuery(profile);
  await client.fetchQuery(form);
  await vi.runAllTimersAsync();
  stop();
  return client;
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => vi.useRealTimers());

describe('the kept query cache', () => {
  it("keeps only the queries that ask for it, under the user's own key, and restores them stale", async () => {
    await savedBy('u1');
    const kept = JSON.parse(localStorage.getItem(persistedQueriesKey('u1'))!) as { state: { queries: unknown[] } };
    expect(kept.state.queries).toHaveLength(1);
    const next = new QueryClient();
    restoreQueries(next, 'u1');
    expect(next.getQueryData(['profile'])).toEqual({ name: 'Jordan' });
    expect(next.getQueryData(['form'])).toBeUndefined();
    expect(next.getQueryState(['profile'])?.isInvalidated).toBe(true);
  });

  it('keeps what a query last showed when its refresh fails (offline), and restores it as data, not as a failure', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const stop = persistQueries(client, () => 'u1');
    await client.fetchQuery(profile);
    await vi.runAllTimersAsync();
    await client
      .fetchQuery({ ...profile, staleTime: 0, queryFn: () => Promise.reject(new Error('offline')) })
      .catch(() => undefined);
    expect(client.getQueryState(['profile'])?.status).toBe('error');
    await vi.runAllTimersAsync();
    stop();
    const next = new QueryClient();
    restoreQueries(next, 'u1');
    expect(next.getQueryData(['profile'])).toEqual({ name: 'Jordan' });
    expect(next.getQueryState(['profile'])).toMatchObject({ status: 'success', error: null });
  });

  it("shows restored queries as kept on the page's first render, then refreshes the shown ones once", async () => {
    const bookings = { queryKey: ['bookings'], queryFn: () => Promise.resolve(['b1']), ...KEPT_BETWEEN_VISITS };
    const client = new QueryClient();
    const stop = persistQueries(client, () => 'u1');
    await client.fetchQuery(profile);
    await client.fetchQuery(bookings);
    await vi.runAllTimersAsync();
    stop();
    const next = createQueryClient();
    restoreQueries(next, 'u1');
    const profileFetch = vi.fn(() => Promise.resolve({ name: 'Jordan Lee' }));
    const bookingsFetch = vi.fn(() => Promise.resolve(['b1', 'b2']));
    const shown = new QueryObserver(next, { ...profile, queryFn: profileFetch }).subscribe(() => undefined);
    expect(profileFetch).not.toHaveBeenCalled();
    await refreshRestoredQueries(next);
    expect(profileFetch).toHaveBeenCalledTimes(1);
    expect(next.getQueryData(['profile'])).toEqual({ name: 'Jordan Lee' });
    await refreshRestoredQueries(next);
    expect(profileFetch).toHaveBeenCalledTimes(1);
    expect(bookingsFetch).not.toHaveBeenCalled();
    const later = new QueryObserver(next, { ...bookings, queryFn: bookingsFetch }).subscribe(() => undefined);
    expect(bookingsFetch).toHaveBeenCalledTimes(1);
    shown();
    later();
  });

  it("never restores another user's entry, nor one older than a week", async () => {
    await savedBy('u1');
    localStorage.setItem(persistedQueriesKey('u2'), localStorage.getItem(persistedQueriesKey('u1'))!);
    const other = new QueryClient();
    restoreQueries(other, 'u2');
    expect(other.getQueryData(['profile'])).toBeUndefined();
    const later = new QueryClient();
    restoreQueries(later, 'u1', Date.now() + PERSISTED_MAX_AGE_MS + 1);
    expect(later.getQueryData(['profile'])).toBeUndefined();
    expect(localStorage.getItem(persistedQueriesKey('u1'))).toBeNull();
  });

  it('saves nothing once nobody is signed in', async () => {
    const client = new QueryClient();
    persistQueries(client, () => undefined);
    await client.fetchQuery(profile);
    await vi.runAllTimersAsync();
    expect(localStorage.length).toBe(0);
  });

  it("forgetting keeps only the signed-in user's entry and kept pages, and nothing after a logout", () => {
    for (const uid of ['u1', 'u2', 'u22']) {
      localStorage.setItem(persistedQueriesKey(uid), '{}');
      localStorage.setItem(keptPageKey(uid, '/performer'), '{}');
    }
    localStorage.setItem('token', '{}');
    forgetPersistedQueries('u2');
    expect(Object.keys(localStorage).sort()).toEqual(
      [keptPageKey('u2', '/performer'), persistedQueriesKey('u2'), 'token'].sort(),
    );
    forgetPersistedQueries(undefined);
    expect(Object.keys(localStorage)).toEqual(['token']);
  });
});
