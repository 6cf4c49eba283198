import { ERROR_STATUS, type ErrorCode, type FieldIssue } from '@scenecall/shared';

/** Thrown by services and middleware; the error handler turns it into `{ error: { code, message } }`. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (what: string) => new ApiError('not-found', `${what} not found`);
export const forbidden = (message = 'You are not allowed to do this') => new ApiError('forbidden', message);
