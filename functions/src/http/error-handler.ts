import type { ErrorRequestHandler } from 'express';
import { ApiError } from './api-error';
import { logFailure } from './logger';

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

/** The one error handler: known errors become their 4xx; anything else is a logged 500 without a stack. */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  const known = error instanceof ApiError ? error : fromBodyParser((error ?? {}) as BodyParserError);
  if (known) {
    if (known.headers) res.set(known.headers);
    res.status(known.status).json({
      error: { code: known.code, message: known.message, ...(known.fields ? { fields: known.fields } : {}) },
    });
    return;
  }
  logFailure('api.unhandled_error', error, { method: req.method, path: req.path });
  res.status(500).json({ error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } });
};
