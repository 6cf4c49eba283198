/**
 * What a failed browser test leaves to read: for each page still open, where it is, the API calls
 * that failed there (a 401 that sent it to /login, a 503), the ones still unanswered, the last ones
 * answered (with the start of their answer), its script errors and what its header offers. CI prints
 * only the failing step, not the stack's logs, so without this a page that went elsewhere, or an
 * answer that said something else, reads as a plain locator timeout.
 */
import type { Page, Request, Response } from 'playwright-core';
import { stackEnv } from './stack-env';

const KEPT = 8;

/** A line of the report; an API answer's body start is read only when a report is written. */
interface Entry {
  line: string;
  response?: Response;
}

interface Watched {
  failures: Entry[];
  answered: Entry[];
  pending: Map<Request, number>;
}

const open = new Map<Page, Watched>();

function keep(list: Entry[], entry: Entry): void {
  list.push(entry);
  if (list.length > KEPT) list.shift();
}

const apiPath = (url: string): string | null => {
  const { pathname } = new URL(url);
  return pathname.startsWith('/api/') ? pathname : null;
};

/** A request's path, or for another origin its host and path (a page's code and data both count). */
const requestPath = (url: string): string | null => {
  if (!/^https?:/.test(url)) return null;
  const { host, pathname } = new URL(url);
  return host === new URL(stackEnv().webUrl).host ? pathname : `${host}${pathname}`;
};

/** Watches a page once (every test context's pages are watched as they open: tools/testing/browser.ts). */
export function watchPage(page: Page): void {
  if (open.has(page)) return;
  const watched: Watched = { failures: [], answered: [], pending: new Map() };
  open.set(page, watched);
  page.on('close', () => open.delete(page));
  // Every request is watched until it ends, so a page's code that never arrived shows as unanswered.
  page.on('request', (request) => {
    if (requestPath(request.url())) watched.pending.set(request, Date.now());
  });
  page.on('requestfinished', (request) => watched.pending.delete(request));
  page.on('requestfailed', (request) => {
    if (!watched.pending.delete(request)) return;
    keep(watched.failures, {
      line: `${request.method()} ${requestPath(request.url())} → ${request.failure()?.errorText ?? 'failed'}`,
    });
  });
  page.on('response', (response) => {
    const path = apiPath(response.url());
    if (!path) return;
    const list = response.status() >= 400 ? watched.failures : watched.answered;
    keep(list, { line: `${response.request().method()} ${path} → ${response.status()}`, response });
  });
  page.on('pageerror', (error) => keep(watched.failures, { line: `page error: ${error.message}` }));
}

/** What the page's header (banner) offers, as the accessibility tree reads it. */
async function bannerOf(page: Page): Promise<string> {
  try {
    const snapshot = await page.getByRole('banner').first().ariaSnapshot({ timeout: 2000 });
    return snapshot.replace(/\s*\n\s*/g, ' | ').slice(0, 400);
  } catch {
    return '(none)';
  }
}

/**
 * Whether the page's script still answers (a busy main thread does not), how far the app got, and
 * what the page believes of its connection and its service worker (the offline tests' failures).
 */
async function scriptStateOf(page: Page): Promise<string> {
  const state = page.evaluate(() => {
    const { readyState, documentElement } = document;
    const app = documentElement.dataset.appReady === 'true' ? 'ready' : 'not ready';
    const worker = navigator.serviceWorker?.controller ? 'a service worker' : 'no service worker';
    return `document ${readyState}, app ${app}, navigator ${navigator.onLine ? 'online' : 'offline'}, ${worker}`;
  });
  const silent = new Promise<string>((resolve) =>
    setTimeout(() => resolve('no answer in 2 s (main thread busy?)'), 2000),
  );
  return Promise.race([state.catch((error: Error) => `not readable: ${error.message.split('\n')[0]}`), silent]);
}

/** An entry as a line, with the start of its answer when the page still holds it. */
async function lineOf({ line, response }: Entry): Promise<string> {
  if (!response) return line;
  const body = response.text().then(
    (text) => text.slice(0, 160),
    () => '',
  );
  const late = new Promise<string>((resolve) => setTimeout(() => resolve(''), 2000));
  const start = await Promise.race([body, late]);
  return start ? `${line} ${start}` : line;
}

const linesOf = async (entries: Entry[]) => (await Promise.all(entries.map(lineOf))).join('; ');

async function describePage(page: Page, watched: Watched): Promise<string> {
  if (page.isClosed()) return '  page (closed)';
  const now = Date.now();
  const pending = [...watched.pending].map(
    ([request, since]) => `${request.method()} ${requestPath(request.url())} for ${Math.round((now - since) / 1000)} s`,
  );
  const parts = [
    `  page at ${new URL(page.url()).pathname}`,
    watched.failures.length > 0 ? `failed: ${await linesOf(watched.failures)}` : '',
    pending.length > 0 ? `unanswered: ${pending.join('; ')}` : '',
    watched.answered.length > 0 ? `last answered: ${await linesOf(watched.answered)}` : '',
    `script: ${await scriptStateOf(page)}`,
    `header: ${await bannerOf(page)}`,
  ];
  return parts.filter(Boolean).join('\n    ');
}

/** A few lines per open page: its path, failed, unanswered and last API calls, and its header. */
export async function describeOpenPages(): Promise<string[]> {
  return Promise.all([...open].map(([page, watched]) => describePage(page, watched)));
}
