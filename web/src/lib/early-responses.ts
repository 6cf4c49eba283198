/**
 * A signed-in page's first reads, asked for by its HTML's loader (web/scripts/page-loader.ts) with
 * the session hint's token before any of the app's code has arrived: the API client takes each one
 * once, for the same path and token, instead of asking again.
 */

interface EarlyResponse {
  token: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    /** Set by the page loader, by URL path (with its query). */
    earlyResponses?: Record<string, EarlyResponse | undefined>;
  }
}

/** The response the page loader asked for `url` with `token`, once; undefined when there is none. */
export function takeEarlyResponse(url: string, token: string): Promise<Response> | undefined {
  const responses = typeof window === 'undefined' ? undefined : window.earlyResponses;
  const early = responses?.[url];
  if (!responses || !early) return undefined;
  responses[url] = undefined;
  return early.token === token ? early.response : undefined;
}
