/**
 * The one gate of performer routes by the account's state (issue 40): a suspended performer may not
 * take work, a deactivated one may only pay what they owe and read their invoices and vouchers
 * (shared `performerCapabilityOf` says what each route is for, `performerRefusal` what each state
 * allows). The router runs it for every performer caller of a route open to performers, so a new
 * route is gated without a check of its own. The account's state is read through the users feature,
 * given by the composition root (`readAccountStatesWith`), as the http layer knows no feature.
 */
import { performerCapabilityOf, performerRefusal, type AccountState } from '@scenecall/shared';
import { ApiError } from './api-error';
import type { Caller } from './caller';
import type { RouteDefinition } from './route';

type AccountStateReader = (uid: string) => Promise<AccountState>;

let readAccountState: AccountStateReader = () => Promise.resolve('active');

export function readAccountStatesWith(reader: AccountStateReader): void {
  readAccountState = reader;
}

export async function refuseByAccountState(definition: RouteDefinition, caller: Caller): Promise<void> {
  if (caller.role !== 'Performer' || definition.access.kind !== 'roles') return;
  const needs = performerCapabilityOf(definition.path);
  if (needs === 'account') return;
  const refusal = performerRefusal(await readAccountState(caller.uid), needs);
  if (refusal) throw new ApiError('forbidden', refusal);
}
