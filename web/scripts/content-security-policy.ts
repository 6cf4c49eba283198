/**
 * The pages' Content-Security-Policy lives in firebase.json (Hosting serves it, and the local
 * stack serves a copy of it). Helpers to read it, check a page against it and extend it.
 */
import { readFileSync } from 'node:fs';

interface HostingHeaders {
  hosting: { headers?: { source: string; headers: { key: string; value: string }[] }[] };
}

export const CSP_HEADER = 'Content-Security-Policy';

/** The Content-Security-Policy firebase.json gives the pages. */
export function pagesCspOf(firebaseJson: HostingHeaders): string {
  for (const rule of firebaseJson.hosting.headers ?? []) {
    const header = rule.headers.find((item) => item.key === CSP_HEADER);
    if (header) return header.value;
  }
  throw new Error(`firebase.json serves no ${CSP_HEADER} header`);
}

export function readPagesCsp(firebaseJsonPath: string): string {
  return pagesCspOf(JSON.parse(readFileSync(firebaseJsonPath, 'utf8')) as HostingHeaders);
}

/** The sources of one directive ('script-src' -> ["'self'", …]); empty when it is absent. */
export function directiveSources(csp: string, directive: string): string[] {
  for (const part of csp.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name === directive) return sources;
  }
  return [];
}

/** The policy with extra sources added to one directive (e.g. local emulators in connect-src). */
export function withSources(csp: string, directive: string, extra: string[]): string {
  return csp
    .split(';')
    .map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return name === directive
        ? [name, ...sources, ...extra.filter((source) => !sources.includes(source))].join(' ')
        : part.trim();
    })
    .join('; ');
}
