/**
 * The /jobs page's templates, fetched from Hosting (the web build writes them, `JOBS_PAGE_TEMPLATES`)
 * and kept a minute per instance: a deploy's new templates (new chunk names) are used within a
 * minute. The page is served with the pages' headers Hosting sends with them (firebase.json's
 * Content-Security-Policy and the rest), so the policy is written in one place.
 */
import { JOBS_PAGE_TEMPLATES } from '@scenecall/shared';
import { config } from '../../config';
import type { JobsPageTemplates } from './jobs-page';

const KEPT_MS = 60_000;
const FETCH_TIMEOUT_MS = 10_000;
/** The headers of Hosting's pages the served page carries too. */
const PAGE_HEADERS = [
  'content-security-policy',
  'permissions-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
];

export interface FetchedJobsTemplates {
  templates: JobsPageTemplates;
  headers: Record<string, string>;
}

async function fetchTemplate(path: string): Promise<Response> {
  const response = await fetch(`${config().webBaseUrl}${path}`, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${path}: Hosting answered ${response.status}`);
  return response;
}

async function fetchTemplates(): Promise<FetchedJobsTemplates> {
  const [withCalls, withoutCalls] = await Promise.all([
    fetchTemplate(JOBS_PAGE_TEMPLATES.withCalls),
    fetchTemplate(JOBS_PAGE_TEMPLATES.withoutCalls),
  ]);
  const headers: Record<string, string> = {};
  for (const name of PAGE_HEADERS) {
    const value = withCalls.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  return { templates: { withCalls: await withCalls.text(), withoutCalls: await withoutCalls.text() }, headers };
}

let kept: { at: number; fetched: Promise<FetchedJobsTemplates> } | undefined;

export function jobsPageTemplates(now = Date.now()): Promise<FetchedJobsTemplates> {
  if (!kept || now - kept.at > KEPT_MS) {
    const fetched = fetchTemplates();
    kept = { at: now, fetched };
    fetched.catch(() => {
      if (kept?.fetched === fetched) kept = undefined;
    });
  }
  return kept.fetched;
}
