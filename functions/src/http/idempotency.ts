/**
 * Safe to retry (issue 41): a write sent with an `Idempotency-Key` (the web client makes one per
 * user action and sends it again on each retry) is answered once; a repeat gets the first answer
 * (status and body); a repeat while the first is still running waits a moment for its answer, then
 * is answered 503 "This change is still being saved" with Retry-After, as the service being busy
 * with that very change (docs/decisions/idempotency.md). The router does it for every write route
 * (POST/PUT/PATCH/DELETE), not route by route.
 * The key is claimed before the handler runs and its answer recorded after it (not in the write's
 * own transaction: docs/decisions/idempotency.md).
 */
import { createHash } from 'node:crypto';
import { BUSY_MESSAGES } from '@scenecall/shared';
import type { Request, Response } from 'express';
import { ApiError } from './api-error';
import { RETRY_AFTER_SECONDS } from './deadlines';
import { type Claim, claimRequest, recordAnswer, releaseClaim, type RequestIdentity } from './idempotency.repository';
import { logFailure } from './logger';
import type { RouteDefinition } from './route';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
const WELL_FORMED_KEY = /^[A-Za-z0-9_-]{8,100}$/;
const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);
/** How long a repeat waits for the first try still running with its key, asking every so often. */
export const REPEAT_WAITS_FOR_FIRST_MS = 2_000;
const REPEAT_ASKS_EVERY_MS = 250;

/** A claimed key: the request runs, and its answer is kept for the retries. */
export interface IdempotentRequest {
  id: string;
}

/** The key a write sent, or undefined (no key, a read, a webhook or upload that reads its raw body). */
function keyOf(definition: RouteDefinition, req: Request): string | undefined {
  if (!WRITE_METHODS.has(definition.method) || definition.rawBody) return undefined;
  const key = req.header(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined) return undefined;
  if (!WELL_FORMED_KEY.test(key)) {
    throw new ApiError('bad-request', `${IDEMPOTENCY_KEY_HEADER} must be 8 to 100 letters, digits, - or _`);
  }
  return key;
}

/** The record of a key sent by this caller to this route (`POST /performer/support`). */
export const idempotentRequestId = (callerKey: string, route: string, key: string): string =>
  createHash('sha256').update(`${callerKey}\n${route}\n${key}`).digest('hex');

/**
 * Claims the key; while the first try with it still runs, asks again for a moment, so a repeat that
 * raced its first try gets the first answer (or runs, if the first gave its key up).
 */
async function claimOrWait(id: string, identity: RequestIdentity): Promise<Claim> {
  const started = Date.now();
  let claim = await claimRequest(id, identity, started);
  while (claim.outcome === 'running' && Date.now() - started < REPEAT_WAITS_FOR_FIRST_MS) {
    await new Promise((resolve) => setTimeout(resolve, REPEAT_ASKS_EVERY_MS));
    claim = await claimRequest(id, identity, Date.now());
  }
  return claim;
}

/**
 * Claims the request's key; `undefined` when it carries none. A repeat of an answered request is
 * answered here (`'replayed'`); a repeat of one still running after a moment's wait is answered 503
 * with Retry-After (the client tries again with the same key).
 */
export async function beginIdempotent(
  definition: RouteDefinition,
  req: Request,
  res: Response,
  callerKey: string,
): Promise<IdempotentRequest | 'replayed' | undefined> {
  const key = keyOf(definition, req);
  if (key === undefined) return undefined;
  const route = `${definition.method.toUpperCase()} ${definition.path}`;
  const id = idempotentRequestId(callerKey, route, key);
  const fingerprint = createHash('sha256')
    .update(JSON.stringify(req.body ?? null))
    .digest('hex');
  const claim = await claimOrWait(id, { caller: callerKey, route, fingerprint });
  if (claim.outcome === 'other-request') {
    throw new ApiError('conflict', `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different request`);
  }
  if (claim.outcome === 'running') {
    throw new ApiError('unavailable', BUSY_MESSAGES.stillSaving, undefined, {
      'Retry-After': String(RETRY_AFTER_SECONDS),
    });
  }
  if (claim.outcome === 'answered') {
    res.set(REPLAYED_HEADER, 'true').status(claim.status);
    if (claim.body === '') res.end();
    else res.type('application/json').send(claim.body);
    return 'replayed';
  }
  return { id };
}

/** Keeps the handler's answer for the retries (a handler that wrote its own answer cannot be replayed). */
export async function finishIdempotent(request: IdempotentRequest, res: Response, result: unknown): Promise<void> {
  if (result === undefined && res.headersSent && res.statusCode !== 503) {
    await releaseClaim(request.id);
    return;
  }
  const status = result === undefined ? 204 : res.statusCode === 503 ? 200 : res.statusCode;
  await recordAnswer(request.id, status, result === undefined ? '' : JSON.stringify(result), Date.now());
}

/**
 * The request failed: an answer of the app's own (4xx) is kept like any other; anything else gives
 * the key up, so a retry runs the work again (it changed nothing the app knows of).
 */
export async function failIdempotent(request: IdempotentRequest, error: unknown): Promise<void> {
  try {
    if (error instanceof ApiError && error.status < 500 && error.status !== 429) {
      const body = {
        error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
      };
      await recordAnswer(request.id, error.status, JSON.stringify(body), Date.now());
    } else {
      await releaseClaim(request.id);
    }
  } catch (recording) {
    logFailure('api.idempotency_record_failed', recording);
  }
}
