import { isWellFormed } from '@scenecall/shared';
import { ApiError } from './api-error';

const MAX_DEPTH = 64;

/** First path (`profile.firstName`, `(key)`) holding ill-formed text (a lone UTF-16 surrogate), if any. */
export function illFormedPath(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return isWellFormed(value) ? undefined : path || '(value)';
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (!isWellFormed(key)) return `${path || '(body)'} (key)`;
    const found = illFormedPath(child, childPath, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Text that cannot be stored or sent as UTF-8 is refused before any schema or service sees it, in
 * bodies, queries and keys alike, so no field can forget the check.
 */
export function refuseIllFormedText(value: unknown, what: 'body' | 'query'): void {
  const path = illFormedPath(value);
  if (path === undefined) return;
  throw new ApiError('validation-failed', `Invalid ${what}: ${path}`, [
    { field: path, message: 'contains characters that are not valid text' },
  ]);
}
