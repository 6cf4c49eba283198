/**
 * What a failed browser test leaves to read: for each page still open, where it is and the API calls
 * that failed there (a 401 that sent it to /login, a 503). CI prints only the failing step, not the
 * stack's logs, so without this a page that went elsewhere reads as a plain locator timeout.
 */
import type { Page } from 'playwright-core';

const FAILURES_KEPT = 8;
const open = new Map<Page, string[]>();

export function watchPage(page: Page): void {
  const failures: string[] = [];
  open.set(page, failures);
  page.on('close', () => open.delete(page));
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/') || response.status() < 400) return;
    const call = `${response.request().method()} ${url.pathname} → ${response.status()}`;
    void response
      .text()
      .catch(() => '')
      .then((body) => {
        failures.push(`${call} ${body.slice(0, 160)}`.trim());
        if (failures.length > FAILURES_KEPT) failures.shift();
      });
  });
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
}

/** One line per open page: its path and the API calls that failed on it. */
export function describeOpenPages(): string[] {
  return [...open].map(([page, failures]) => {
    const path = page.isClosed() ? '(closed)' : new URL(page.url()).pathname;
    return `  page at ${path}${failures.length ? `; failed: ${failures.join('; ')}` : ''}`;
  });
}
