import { JOBS_PAGE_CALLS_ID, type PublicOpenCall } from '@scenecall/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The calls the server wrote into the page's HTML (when the browser opened /jobs), taken once: the
 * app's first render then shows the same cards, so nothing moves when it takes over.
 */
function takeCallsFromHtml(): PublicOpenCall[] | undefined {
  const element = document.getElementById(JOBS_PAGE_CALLS_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const calls: unknown = JSON.parse(element.textContent ?? '');
    return Array.isArray(calls) ? (calls as PublicOpenCall[]) : undefined;
  } catch {
    return undefined;
  }
}

/** The open calls anyone may read (no private details), newest first; the server caches them 60 s. */
export const usePublicOpenCalls = () =>
  useQuery({
    queryKey: ['jobs', 'open-calls'],
    queryFn: () => api.get<PublicOpenCall[]>('/jobs/open-calls', { anonymous: true }),
    initialData: takeCallsFromHtml,
  });
