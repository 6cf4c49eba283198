/**
 * The request's total deadline (http/deadlines.ts): a request whose handler has not answered in
 * time is answered 503 in the app's shape with Retry-After. The handler's work is not cancelled (the
 * Admin SDK cannot cancel a call), but the request is marked abandoned, as it is when its client
 * goes away first: the router stops it at its next checkpoint (http/abandoned.ts), and an
 * idempotent write that already claimed its key finishes and records its answer for the client's
 * retry (http/idempotency.ts).
 */
import type { NextFunction, Request, Response } from 'express';
import { config } from '../config';
import { markAbandoned } from './abandoned';
import { ApiError } from './api-error';
import { deadlineMsParse, TEST_DEADLINE_HEADER } from './deadlines';
import { logEvent } from './logger';
import { busyError } from './unavailable';

/** The deadline of this request: the configured one, or on an emulated stack a test's shorter ask. */
export function deadlineOf(req: Request): number {
  const { emulated, requestDeadlineMs } = config();
  const asked = req.header(TEST_DEADLINE_HEADER);
  if (asked === undefined) return requestDeadlineMs;
  if (!emulated) throw new ApiError('bad-request', `${TEST_DEADLINE_HEADER} is accepted by test stacks only`);
  const ms = deadlineMsParse(asked);
  if (ms === undefined) throw new ApiError('bad-request', `${TEST_DEADLINE_HEADER} is not a number of milliseconds`);
  return ms;
}

export function requestDeadline(req: Request, res: Response, next: NextFunction): void {
  const ms = deadlineOf(req);
  const timer = setTimeout(() => {
    if (res.headersSent) return;
    markAbandoned(res);
    logEvent('api.deadline_passed', { method: req.method, path: req.path, ms });
    const busy = busyError(req.method);
    res
      .set(busy.headers)
      .status(busy.status)
      .json({ error: { code: busy.code, message: busy.message } });
  }, ms);
  const stop = () => clearTimeout(timer);
  res.once('finish', stop);
  res.once('close', () => {
    stop();
    if (!res.writableFinished) markAbandoned(res);
  });
  next();
}
