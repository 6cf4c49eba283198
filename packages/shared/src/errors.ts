/** The small set of error codes the API answers with, and their HTTP statuses. */
export const ERROR_STATUS = {
  'bad-request': 400,
  'validation-failed': 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'payload-too-large': 413,
  'unsupported-media-type': 415,
  'rate-limited': 429,
  internal: 500,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * What a 503 says (issue 41): a read, or a write known not to have happened, changed nothing; a
 * write that may have happened says so (its idempotency key makes trying again safe).
 */
export const BUSY_MESSAGES = {
  nothingChanged: 'SceneCall is busy right now. Nothing was changed; try again in a moment.',
  mayHaveSaved: 'SceneCall is busy right now. Your change may not have been saved; trying again is safe.',
  /** A retry that arrives while the first try of the same change is still being saved. */
  stillSaving: 'This change is still being saved. Trying again in a moment is safe.',
} as const;

export interface FieldIssue {
  field: string;
  message: string;
}

/** The body of every error answer: `{ error: { code, message, fields? } }`. */
export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; fields?: FieldIssue[] };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && 'code' in error && 'message' in error;
}
