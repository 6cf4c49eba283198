/**
 * TanStack Query for the pages that fetch data. Loaded with those pages (see `lazyDataPage`), so
 * the public pages' first download does not carry it. One client for the whole app: its cache
 * outlives page changes, and is emptied whenever the signed-in user changes so nobody sees the
 * previous user's data. The signed-in user's own kept queries are restored from the last visit
 * (lib/query-persistence.ts).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ComponentType } from 'react';
import { afterNextPaintWhenIdle } from './after-paint';
import { createQueryClient } from './query-client';
import { persistQueries, refreshRestoredQueries, restoreQueries } from './query-persistence';
import { useSessionStore } from './session';

export const queryClient = createQueryClient();

const signedInUid = () => useSessionStore.getState().hint?.uid;
const restoredUid = signedInUid();
if (restoredUid) restoreQueries(queryClient, restoredUid);
persistQueries(queryClient, signedInUid);

useSessionStore.subscribe((state, previous) => {
  if (state.hint?.uid !== previous.hint?.uid) queryClient.clear();
});

/** The kept queries the page shows are refreshed once its first render has painted (lib/query-persistence.ts). */
function useRefreshRestoredAfterPaint(): void {
  useEffect(() => {
    void afterNextPaintWhenIdle().then(() => refreshRestoredQueries(queryClient));
  }, []);
}

export function withQueryClient(Page: ComponentType): ComponentType {
  return function PageWithQueryClient() {
    useRefreshRestoredAfterPaint();
    return (
      <QueryClientProvider client={queryClient}>
        <Page />
      </QueryClientProvider>
    );
  };
}
