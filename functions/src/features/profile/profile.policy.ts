/**
 * Who may do what to whose profile: a performer reaches only their own (routes use the router's
 * `ownAccount`); an Admin reaches any user's, through the admin routes (`userOfPath` in
 * users/users.policy.ts). Services check the same rule again here, so no service trusts its caller.
 */
import { forbidden } from '../../http/api-error';
import type { Caller } from '../../http/caller';

export function mayActOnProfile(actor: Caller, targetUid: string): boolean {
  return actor.role === 'Admin' || actor.uid === targetUid;
}

export function assertMayActOnProfile(actor: Caller, targetUid: string): void {
  if (!mayActOnProfile(actor, targetUid)) throw forbidden('You can only change your own profile');
}
