import type { ErrorRequestHandler } from 'express';
import { AbandonedRequestError } from './abandoned';
import { ApiError } from './api-error';
import { RETRY_AFTER_SECONDS } from './deadlines';
import { logEvent, logFailure } from './logger';
import { busyError, isDependencyUnavailable } from './unavailable';

interface BodyParserError {
  type?: string;
  status?: number;
}

function fromBodyParser(error: BodyParserError): ApiError | undefined {
  if (error.type === 'entity.parse.failed') return new ApiError('bad-request', 'The request body is not valid JSON');
  if (error.type === 'entity.too.large') return new ApiError('payload-too-large', 'The request body is too large');
  if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
    return new ApiError('bad-request', 'The request could not be read');
  }
  return undefined;
}

/** A stalled or unreachable dependency is a 503 the client may retry, never a 500 (issue 41). */
function fromDependency(error: unknown, method: string): ApiError | undefined {
  return isDependencyUnavailable(error) ? busyError(method) : undefined;
}

/**
 * The one error handler: known errors become their 4xx, a stalled dependency a 503; anything else
 * is a logged 500 without a stack. An error after the answer went out (the request's deadline
 * answered first) is only logged; an abandoned request stopped at a checkpoint is not even that.
 */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  // Stopped at a checkpoint: its answer went out already (or its client left), nothing to say.
  if (error instanceof AbandonedRequestError) return;
  const known =
    error instanceof ApiError
      ? error
      : (fromBodyParser((error ?? {}) as BodyParserError) ?? fromDependency(error, req.method));
  if (res.headersSent) {
    logFailure('api.error_after_answer', error, { method: req.method, path: req.path });
    return;
  }
  if (known?.code === 'unavailable') {
    logEvent('api.unavailable', { method: req.method, path: req.path, cause: causeName(error) });
  }
  if (known) {
    if (known.headers) res.set(known.headers);
    if (known.status === 503 && !res.get('Retry-After')) res.set('Retry-After', String(RETRY_AFTER_SECONDS));
    res.status(known.status).json({
      error: { code: known.code, message: known.message, ...(known.fields ? { fields: known.fields } : {}) },
    });
    return;
  }
  logFailure('api.unhandled_error', error, { method: req.method, path: req.path });
  res.status(500).json({ error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } });
};

function causeName(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, name } = error as { code?: unknown; name?: unknown };
  return String(code ?? name ?? '');
}
