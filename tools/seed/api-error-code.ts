/**
 * The code of an error the app's services threw (`ApiError`), or undefined for any other error.
 * Read from the object, not by `instanceof`: tsx may load the services' copy of `ApiError` apart
 * from the seed's (a kept-data `npm start` on a later day crashed on a conflict the seed meant to
 * skip).
 */
export function apiErrorCode(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const { code, status } = error as Error & { code?: unknown; status?: unknown };
  return typeof code === 'string' && typeof status === 'number' ? code : undefined;
}
