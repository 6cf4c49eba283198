/**
 * Whose data a request reaches, and whether the caller may act on it. Each feature declares its
 * policies (who may do what to whose data) in `<area>.policy.ts`; a route names one in its access
 * (`allow(['Performer', 'Admin'], { policy })`), and the router runs it after authentication, the
 * role check and validation, before the handler, which receives what the policy resolved as `target`.
 * Services then take who acts (the caller) and whose data it is (the target), never assuming they
 * are the same person.
 */
import type { Caller } from './caller';

export interface PolicyRequest {
  params: Record<string, string>;
  query: unknown;
  body: unknown;
}

export interface Policy<Target = unknown> {
  /** What the policy protects, for the access matrix and logs ('own performer data'). */
  readonly name: string;
  /** Resolves the target or throws 403 (not allowed) / 404 (nothing there, or not theirs to know of). */
  authorize(caller: Caller, request: PolicyRequest): Promise<Target>;
}

export function definePolicy<Target>(
  name: string,
  authorize: (caller: Caller, request: PolicyRequest) => Promise<Target> | Target,
): Policy<Target> {
  return { name, authorize: async (caller, request) => authorize(caller, request) };
}

/** The caller's own account: whoever calls reaches only their own data. */
export const ownAccount = definePolicy('own account', (caller) => ({ uid: caller.uid }));
