import type { Role } from '@scenecall/shared';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import type { Caller } from './caller';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call a route. `public` routes need no token; otherwise the caller's role must be listed.
 * `owner` documents that the handler also checks the caller owns the resource (performer data):
 * the route × actor matrix test reads it.
 */
export type Access = { kind: 'public' } | { kind: 'roles'; roles: readonly Role[]; owner?: boolean };

export const PUBLIC: Access = { kind: 'public' };
export const allow = (roles: readonly Role[], options: { owner?: boolean } = {}): Access => ({
  kind: 'roles',
  roles,
  owner: options.owner ?? false,
});

export interface RouteContext<Body, Query> {
  req: Request;
  res: Response;
  caller: Caller | undefined;
  body: Body;
  query: Query;
  params: Record<string, string>;
}

/** Routes that need a caller get a non-optional one. */
export interface AuthedContext<Body, Query> extends RouteContext<Body, Query> {
  caller: Caller;
}

type BodySchema = z.ZodType | undefined;
type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

export interface RouteDefinition<B extends BodySchema = BodySchema, Q extends BodySchema = BodySchema> {
  method: Method;
  path: string;
  access: Access;
  /** Schema of the JSON body. Routes without one refuse a non-empty body. */
  body?: B;
  query?: Q;
  /** `raw`: the handler reads req.rawBody itself (webhooks, multipart uploads). */
  rawBody?: boolean;
  /**
   * Returns the JSON answer, or `undefined` when the handler wrote the response itself.
   * Status defaults to 200 (201 via `res.status(201)` before returning).
   */
  handler: (ctx: AuthedContext<Infer<B>, Infer<Q>>) => Promise<unknown>;
}

export function route<B extends BodySchema = undefined, Q extends BodySchema = undefined>(
  definition: RouteDefinition<B, Q>,
): RouteDefinition {
  return definition as unknown as RouteDefinition;
}
