/**
 * Reads shared by one run of batch work (a worker run delivering the outbox): inside
 * `withRunCache`, `cachedRead(key, load)` loads each key once and every later call in that run gets
 * the same answer, so 200 texts of one day read the day once. A run lasts seconds, and what it
 * composes is as current as if it had been composed at the run's start. Outside a run (requests,
 * transactions) nothing is cached. Carried through the run's async work by AsyncLocalStorage.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const storage = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

/** Runs `work` with a read cache of its own. */
export function withRunCache<T>(work: () => Promise<T>): Promise<T> {
  return storage.run(new Map(), work);
}

/** `load()`, once per key within a run; always `load()` outside one. A failed load is not kept. */
export function cachedRead<T>(key: string, load: () => Promise<T>): Promise<T> {
  const cache = storage.getStore();
  if (!cache) return load();
  const kept = cache.get(key) as Promise<T> | undefined;
  if (kept) return kept;
  const loading = load();
  cache.set(key, loading);
  loading.catch(() => cache.delete(key));
  return loading;
}
