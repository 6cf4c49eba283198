/**
 * The users list's state: the search (debounced 300 ms, resetting to page 0), the filters, and the
 * current page kept in local storage (spec 2 §7), per list.
 */
import { SEARCH_DEBOUNCE_MS, type Role, type UnionStatus } from '@scenecall/shared';
import { useEffect, useState } from 'react';

export interface ListFilters {
  role: Role | '';
  unionStatus: UnionStatus | '';
  activated: '' | 'true' | 'false';
}

export const NO_FILTERS: ListFilters = { role: '', unionStatus: '', activated: '' };

function storedPage(key: string): number {
  try {
    const page = Number(window.localStorage.getItem(key));
    return Number.isInteger(page) && page >= 0 ? page : 0;
  } catch {
    return 0;
  }
}

export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export function useListState(storageKey: string, initialFilters: ListFilters = NO_FILTERS) {
  const [page, setPage] = useState(() => storedPage(storageKey));
  const [search, setSearch] = useState('');
  const [filters, setFiltersState] = useState<ListFilters>(initialFilters);
  const query = useDebouncedValue(search.trim());
  const [appliedQuery, setAppliedQuery] = useState(query);

  useEffect(() => {
    try {
      window.localStorage.setItem(storageKey, String(page));
    } catch {
      // storage unavailable (private mode): the page is simply not remembered
    }
  }, [storageKey, page]);
  // A new search starts from the first page (adjusted while rendering, so no request asks for the old page).
  if (query !== appliedQuery) {
    setAppliedQuery(query);
    setPage(0);
  }
  const setFilters = (next: ListFilters) => {
    setFiltersState(next);
    setPage(0);
  };
  return { page, setPage, search, setSearch, query, filters, setFilters };
}

/** The filters as the API takes them. */
export function apiFilters(filters: ListFilters) {
  return {
    ...(filters.role ? { role: filters.role } : {}),
    ...(filters.unionStatus ? { unionStatus: filters.unionStatus } : {}),
    ...(filters.activated ? { activated: filters.activated === 'true' } : {}),
  };
}
