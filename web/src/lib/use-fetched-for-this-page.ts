import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { holdsLoaderData } from './query-client';

/**
 * Whether a query's data was fetched for the page showing it: by the page's own mount
 * (`isFetchedAfterMount`), or by its route's loader just before it mounted (lib/prefetch.ts; the
 * mount then does not fetch again). Never data kept from an earlier visit or page: pages that act on
 * the data (a redirect, a form's starting values) wait for this.
 */
export function useFetchedForThisPage(queryKey: QueryKey, isFetchedAfterMount: boolean): boolean {
  const client = useQueryClient();
  const [fetchedByLoader] = useState(() => {
    const query = client.getQueryCache().find({ queryKey, exact: true });
    return query !== undefined && holdsLoaderData(query);
  });
  return isFetchedAfterMount || fetchedByLoader;
}
