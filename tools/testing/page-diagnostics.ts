/**
 * What a failed browser test leaves to read: for each page still open, where it is and the API calls
 * that failed there (a 401 that sent it to /login, a 503). CI prints only the failing step, not the
 * stack's logs, so without this a page that went elsewhere reads as a plain locator timeout.
 */
import type { Page } from 'playwright-core';

const FAILURES_KEPT = 8;
const open = new Map<Page, { text: string }[]>();

function keep(failures: { text: string }[], text: string): { text: string } {
  const failure = { text };
  failures.push(failure);
  if (failures.length > FAILURES_KEPT) failures.shift();
  return failure;
}

export function watchPage(page: Page): void {
  const failures: { text: string }[] = [];
  open.set(page, failures);
  page.on('close', () => open.delete(page));
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/') || response.status() < 400) return;
    // Kept at once; the answer's text is added when (if) its body can still be read.
    const failure = keep(failures, `${response.request().method()} ${url.pathname} → ${response.status()}`);
    void response.text().then(
      (body) => (failure.text += ` ${body.slice(0, 160)}`),
      () => undefined,
    );
  });
  page.on('pageerror', (error) => keep(failures, `page error: ${error.message}`));
}

/** One line per open page: its path and the API calls that failed on it. */
export function describeOpenPages(): string[] {
  return [...open].map(([page, failures]) => {
    const path = page.isClosed() ? '(closed)' : new URL(page.url()).pathname;
    const failed = failures.map((failure) => failure.text).join('; ');
    return `  page at ${path}${failed ? `; failed: ${failed}` : ''}`;
  });
}
