/**
 * What the offline worker (worker.ts) keeps, as pure rules. Only the app's own files: pages' HTML
 * (the same for everyone, no personal data) and the hashed chunks. API answers are never touched:
 * the performer's reads stay offline through the kept query cache (lib/query-persistence.ts),
 * which is per account and cleared on logout.
 */

/** Where the worker finds the build's list of files (replaced at build by vite.config.ts). */
export const BUILD_PLACEHOLDER = '__SCENECALL_BUILD__';

export interface BuildFiles {
  /** Changes with every build whose files change, so a new build installs a new worker. */
  version: string;
  /** The shell and the chunks every page starts with. */
  precache: string[];
}

/** The SPA shell Hosting answers any unknown path with (its clean URL: a redirected answer cannot answer a navigation). */
export const SHELL_URL = '/app';

export const cacheNames = (version: string) => ({ files: `files-${version}`, pages: `pages-${version}` });

export type RequestKind = 'page' | 'file' | 'none';

/** How the worker answers a request: pages network first, hashed files cache first, the rest not at all. */
export function requestKind(request: { method: string; mode: string; url: string }, origin: string): RequestKind {
  if (request.method !== 'GET') return 'none';
  const url = new URL(request.url);
  if (url.origin !== origin || url.pathname.startsWith('/api/') || url.pathname === '/sw.js') return 'none';
  if (request.mode === 'navigate') return 'page';
  return url.pathname.startsWith('/assets/') ? 'file' : 'none';
}

/** The app's own chunk URLs among those a page has loaded (sent to the worker once it is ready). */
export const appFilesAmong = (urls: readonly string[], origin: string): string[] =>
  [...new Set(urls)].filter((url) => {
    const parsed = new URL(url, origin);
    return parsed.origin === origin && parsed.pathname.startsWith('/assets/');
  });
