import type { Role } from '@scenecall/shared';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import type { Caller } from './caller';
import type { Policy } from './policy';
import type { Allowance } from './throttle';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call a route. `public` routes need no token; otherwise the caller's role must be listed,
 * and when a `policy` is given the router also runs it (whose data, and may this caller act on it)
 * and passes its result to the handler as `target`. The route × actor matrix reads both.
 */
export type Access<Target = undefined> =
  { kind: 'public' } | { kind: 'roles'; roles: readonly Role[]; policy?: Policy<Target> };

export const PUBLIC: Access = { kind: 'public' };

export function allow(roles: readonly Role[]): Access;
export function allow<Target>(roles: readonly Role[], options: { policy: Policy<Target> }): Access<Target>;
export function allow<Target>(roles: readonly Role[], options?: { policy: Policy<Target> }): Access<Target> {
  return { kind: 'roles', roles, ...(options ? { policy: options.policy } : {}) };
}

export interface RouteContext<Body, Query, Target> {
  req: Request;
  res: Response;
  caller: Caller | undefined;
  body: Body;
  query: Query;
  params: Record<string, string>;
  target: Target;
  /** The client's address, as the trusted proxies in front of the function report it (app.ts). */
  ip: string;
}

/** Routes that need a caller get a non-optional one. */
export interface AuthedContext<Body, Query, Target> extends RouteContext<Body, Query, Target> {
  caller: Caller;
}

type Schema = z.ZodType | undefined;
type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

export interface RouteDefinition<B extends Schema = Schema, Q extends Schema = Schema, Target = unknown> {
  method: Method;
  path: string;
  access: Access<Target>;
  /** Schema of the JSON body. Routes without one refuse a non-empty body. */
  body?: B;
  query?: Q;
  /**
   * Schema of the path parameters. Without one, every `:param` must be an id (shared `idSchema`:
   * letters, digits, - and _), so no path parameter reaches a repository unchecked.
   */
  params?: z.ZodType<Record<string, string>>;
  /**
   * Allowances each accepted call spends (after validation and the policy, before the handler):
   * once one is used up the call answers 429 with Retry-After. For actions that send mail.
   */
  limits?: (request: {
    ip: string;
    caller: Caller;
    body: Infer<B>;
    params: Record<string, string>;
  }) => readonly Allowance[];
  /** `raw`: the handler reads req.rawBody itself (webhooks, multipart uploads). */
  rawBody?: boolean;
  /**
   * Returns the JSON answer, or `undefined` when the handler wrote the response itself.
   * Status defaults to 200 (201 via `res.status(201)` before returning).
   */
  handler: (ctx: AuthedContext<Infer<B>, Infer<Q>, Target>) => Promise<unknown>;
}

export function route<B extends Schema = undefined, Q extends Schema = undefined, Target = undefined>(
  definition: RouteDefinition<B, Q, Target>,
): RouteDefinition {
  return definition as unknown as RouteDefinition;
}
