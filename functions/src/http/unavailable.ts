/**
 * A dependency that stalled or could not be reached, and a request past its deadline, are answered
 * 503 `unavailable` with Retry-After and a message the pages show (shared `BUSY_MESSAGES`), never a
 * raw error code or a 500 (issue 41, docs/decisions/deadlines.md).
 */
import { BUSY_MESSAGES } from '@scenecall/shared';
import { ApiError } from './api-error';
import { RETRY_AFTER_SECONDS } from './deadlines';

/** gRPC statuses of a stalled or unreachable Firestore (UNAVAILABLE, DEADLINE_EXCEEDED). */
const GRPC_UNAVAILABLE_CODES = new Set<unknown>([14, 4]);
/** Node's socket errors, and nodemailer's for a server it could not reach or that stopped answering. */
const NETWORK_CODES = new Set<unknown>([
  'ECONNRESET',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EPIPE',
  'ECONNABORTED',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
  'ECONNECTION',
  'ESOCKET',
]);
/** Aborted or timed-out fetches; Stripe's SDK when api.stripe.com could not be reached. */
const UNAVAILABLE_NAMES = new Set<unknown>(['AbortError', 'TimeoutError', 'StripeConnectionError']);

interface ErrorLike {
  code?: unknown;
  name?: unknown;
  type?: unknown;
  cause?: unknown;
}

function looksUnavailable(error: ErrorLike): boolean {
  return (
    GRPC_UNAVAILABLE_CODES.has(error.code) ||
    NETWORK_CODES.has(error.code) ||
    UNAVAILABLE_NAMES.has(error.name) ||
    UNAVAILABLE_NAMES.has(error.type)
  );
}

/** True when the error says a dependency stalled or could not be reached (the error or its causes). */
export function isDependencyUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    if (looksUnavailable(current as ErrorLike)) return true;
    current = (current as ErrorLike).cause;
  }
  return false;
}

/** Reads change nothing; any other method's change may have been applied. */
export const changesNothing = (method: string): boolean => method === 'GET' || method === 'HEAD';

/** The 503 for a request of this method. */
export function busyError(method: string): ApiError {
  const message = changesNothing(method) ? BUSY_MESSAGES.nothingChanged : BUSY_MESSAGES.mayHaveSaved;
  return new ApiError('unavailable', message, undefined, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
}
