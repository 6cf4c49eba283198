import express, { type Request, type Response, type NextFunction, type Router } from 'express';
import { emptyBodySchema, idSchema } from '@scenecall/shared';
import { z } from 'zod';
import { stopIfAbandoned } from './abandoned';
import { ApiError } from './api-error';
import { authenticate, type Caller } from './caller';
import { beginIdempotent, failIdempotent, finishIdempotent } from './idempotency';
import { refuseByAccountState } from './performer-standing';
import type { RouteDefinition } from './route';
import { spendAllowances } from './throttle';
import { parseWith } from './validate';
import { refuseIllFormedText } from './well-formed';

function authorize(definition: RouteDefinition, caller: Caller): void {
  if (definition.access.kind === 'roles' && !definition.access.roles.includes(caller.role)) {
    throw new ApiError('forbidden', 'Your role is not allowed to do this');
  }
}

function hasBody(req: Request): boolean {
  const body: unknown = req.body;
  if (body === undefined || body === null) return false;
  if (Buffer.isBuffer(body)) return body.length > 0;
  if (typeof body === 'object') return Object.keys(body).length > 0;
  return body !== '';
}

function readBody(definition: RouteDefinition, req: Request): unknown {
  if (definition.rawBody) return undefined;
  refuseIllFormedText(req.body, 'body');
  if (definition.body) return parseWith(definition.body, req.body ?? {}, 'body');
  if (hasBody(req)) parseWith(emptyBodySchema, req.body, 'body');
  return undefined;
}

function readQuery(definition: RouteDefinition, req: Request): unknown {
  refuseIllFormedText(req.query, 'query');
  return definition.query ? parseWith(definition.query, req.query, 'query') : undefined;
}

/** Every path parameter is an id unless the route declares its own schema; either way it is checked. */
function readParams(definition: RouteDefinition, req: Request): Record<string, string> {
  const raw = req.params as Record<string, string>;
  const schema = definition.params ?? z.record(z.string(), idSchema);
  return parseWith(schema, raw, 'path');
}

/**
 * Authenticate, authorize, validate (path, body, query), resolve the policy's target: what every
 * route's handler is given (the route's allowances are spent once a retried write is not replayed).
 */
async function contextFor(definition: RouteDefinition, req: Request, res: Response) {
  const caller = definition.access.kind === 'public' ? await optionalCaller(req) : await authenticate(req);
  stopIfAbandoned(res);
  if (caller && definition.access.kind === 'roles') authorize(definition, caller);
  if (!caller && definition.access.kind === 'roles') throw new ApiError('unauthenticated', 'Please log in to continue');
  if (caller) await refuseByAccountState(definition, caller);
  stopIfAbandoned(res);
  const params = readParams(definition, req);
  const body = readBody(definition, req);
  const query = readQuery(definition, req);
  const policy = definition.access.kind === 'roles' ? definition.access.policy : undefined;
  const target = policy && caller ? await policy.authorize(caller, { params, query, body }) : undefined;
  const ip = req.ip ?? 'unknown';
  return { req, res, caller: caller as Caller, body, query, params, target, ip };
}

type RouteCall = Awaited<ReturnType<typeof contextFor>>;

async function spendLimits(definition: RouteDefinition, { ip, caller, body, params }: RouteCall): Promise<void> {
  if (definition.limits) await spendAllowances(definition.limits({ ip, caller, body, params }));
}

/**
 * Runs the handler once per idempotency key (http/idempotency.ts): its answer, or a replay already
 * sent. An abandoned request stops before it claims its key or starts its handler (http/abandoned.ts);
 * after that a write runs to its end, so its key's record gets its answer.
 */
async function runOnce(definition: RouteDefinition, context: RouteCall): Promise<{ result: unknown } | 'replayed'> {
  const { req, res, caller, ip } = context;
  stopIfAbandoned(res);
  const idempotent = await beginIdempotent(definition, req, res, caller ? caller.uid : `address:${ip}`);
  if (idempotent === 'replayed') return 'replayed';
  try {
    await spendLimits(definition, context);
    const result = await definition.handler(context);
    if (idempotent) await finishIdempotent(idempotent, res, result);
    return { result };
  } catch (error) {
    if (idempotent) await failIdempotent(idempotent, error);
    throw error;
  }
}

/** Answers to a signed-in caller are theirs: never kept by a browser or a shared cache. */
const SIGNED_IN_CACHE_CONTROL = 'private, no-store';

function handle(definition: RouteDefinition) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    // A route may say otherwise (its handler sets its own Cache-Control, e.g. a picture).
    if (definition.access.kind === 'roles') res.set('Cache-Control', SIGNED_IN_CACHE_CONTROL);
    try {
      const ran = await runOnce(definition, await contextFor(definition, req, res));
      if (ran === 'replayed' || res.headersSent) return;
      const { result } = ran;
      if (result !== undefined) res.json(result);
      else res.status(204).end();
    } catch (error) {
      next(error);
    }
  };
}

/** Public routes still learn who is calling when a valid token is sent (e.g. the header's account icon). */
async function optionalCaller(req: Request): Promise<Caller | undefined> {
  if (!req.header('authorization')) return undefined;
  try {
    return await authenticate(req);
  } catch {
    return undefined;
  }
}

export function buildRouter(routes: readonly RouteDefinition[]): Router {
  const router = express.Router();
  for (const definition of routes) router[definition.method](definition.path, handle(definition));
  router.use((req, _res, next) => next(new ApiError('not-found', `No such endpoint: ${req.method} ${req.path}`)));
  return router;
}
