/**
 * The signed-in user's query cache kept between visits, so a page opened again (from a request
 * e-mail, days later) paints what it showed last time at once and then refreshes it.
 *
 * - Only queries that ask for it are kept (`...KEPT_BETWEEN_VISITS` in their options, from
 *   lib/query-client.ts): reads a page shows as they are, never a form's starting values.
 * - One localStorage entry per uid (lib/query-storage.ts); the session store removes every other
 *   user's entry whenever the signed-in user changes or the session ends, so the next person on a
 *   shared phone finds nothing of the previous one's.
 * - Restored data counts as stale. The page's first render shows it as kept; once that has painted,
 *   the restored queries the page shows are fetched again (`refreshRestoredQueries`), and any other
 *   when a page that shows it mounts.
 * (TanStack's own persister packages pin an older query-core than @tanstack/react-query's, which
 * would ship a second copy of it; dehydrate/hydrate are the same mechanism.)
 */
import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { markRestored, takeRestored } from './query-client';
import { persistedQueriesKey } from './query-storage';

/** Older than this, a kept cache is not shown (a week: request e-mails are opened days later). */
export const PERSISTED_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const SAVE_DELAY_MS = 300;
/** Raised when what queries answer changes shape, so an older app's cache is not read as the new shape. */
const FORMAT = 1;

interface Kept {
  format: number;
  uid: string;
  savedAt: number;
  state: DehydratedState;
}

const kept = (query: Query): boolean => query.state.status === 'success' && query.meta?.persist === true;

/**
 * What is saved: a kept query with data, also when its last refresh failed (offline, the API busy):
 * the page showed that data and will show it again next time. A failed refresh saved as a failure
 * would drop it, and a performer who opened the app twice without a signal lost their bookings.
 */
const worthKeeping = (query: Query): boolean => query.meta?.persist === true && query.state.data !== undefined;

/** Its data as last received, as a success: the failure of a later refresh is not kept. */
function asLastReceived(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.status === 'success'
        ? query
        : { ...query, state: { ...query.state, status: 'success', error: null, fetchFailureCount: 0, fetchFailureReason: null } },
    ),
  };
}

function read(uid: string, now: number): Kept | null {
  try {
    const raw = localStorage.getItem(persistedQueriesKey(uid));
    const parsed = raw ? (JSON.parse(raw) as Kept) : null;
    if (parsed?.format !== FORMAT || parsed.uid !== uid || !(now - parsed.savedAt < PERSISTED_MAX_AGE_MS)) return null;
    return parsed;
  } catch {
    return null;
  }
}

/**
 * Puts the user's kept queries back in the cache, marked stale; the page's mount does not fetch them
 * before `refreshRestoredQueries`.
 */
export function restoreQueries(client: QueryClient, uid: string, now = Date.now()): void {
  const saved = read(uid, now);
  if (!saved) {
    localStorage.removeItem(persistedQueriesKey(uid));
    return;
  }
  hydrate(client, saved.state);
  client.getQueryCache().findAll({ predicate: kept }).forEach(markRestored);
  void client.invalidateQueries({ predicate: kept, refetchType: 'none' });
}

/**
 * Fetches again the restored queries a page shows, once, after its first paint (lib/query-provider.tsx);
 * the others (stale) are fetched when a page that shows them mounts.
 */
export async function refreshRestoredQueries(client: QueryClient): Promise<void> {
  const restored = new Set(client.getQueryCache().findAll({ predicate: takeRestored }));
  if (restored.size > 0) await client.refetchQueries({ predicate: (query) => restored.has(query), type: 'active' });
}

/** Keeps the signed-in user's queries that ask for it, a moment after each change. */
export function persistQueries(client: QueryClient, signedInUid: () => string | undefined): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const uid = signedInUid();
    if (!uid) return;
    const state = asLastReceived(dehydrate(client, { shouldDehydrateQuery: worthKeeping }));
    const entry: Kept = { format: FORMAT, uid, savedAt: Date.now(), state };
    try {
      localStorage.setItem(persistedQueriesKey(uid), JSON.stringify(entry));
    } catch {
      // Storage full or refused (private mode): the next visit simply starts from the network.
      localStorage.removeItem(persistedQueriesKey(uid));
    }
  };
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'removed' && event.query.meta?.persist !== true) return;
    if (timer === undefined) timer = setTimeout(save, SAVE_DELAY_MS);
  });
}
