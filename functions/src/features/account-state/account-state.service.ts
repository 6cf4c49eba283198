/**
 * An account's whole life (issue 40): the performer ends their agreement, an Admin suspends,
 * reinstates, ends cooperation or reactivates. Each change is the shared machine's
 * (`applyAccountEvent`, through the users feature's `changeAccount`), committed with its history
 * entry and the performer's e-mail (and text, where they take texts for bookings) in one
 * transaction. Then, when the performer can no longer work, their upcoming requests and bookings end
 * through the booking loop and their open-call submissions are withdrawn; both are idempotent, so a
 * repeated call finishes what an interrupted one left.
 */
import {
  messageChannelsFor,
  reachableForWork,
  type AccountEvent,
  type AccountNoteBody,
  type AccountRecord,
  type EndCooperationBody,
  type SuspendAccountBody,
} from '@scenecall/shared';
import type { Transaction } from 'firebase-admin/firestore';
import { ApiError } from '../../http/api-error';
import type { Caller } from '../../http/caller';
import { logEvent } from '../../http/logger';
import { releaseUpcomingWork, type WorkEndingCause } from '../bookings';
import { enqueueMail, enqueueText } from '../mail';
import { withdrawSubmissionsOf } from '../open-calls';
import { changeAccount, type AccountChange } from '../users';
import { accountChangeTemplate, accountChangeText } from './account-change.mail';

/**
 * In the change's transaction: the performer's e-mail, and text where they take texts for bookings,
 * about the history entry just added (one wording, account-change-message.ts).
 */
export const tellPerformer =
  (uid: string) =>
  async ({ user, after, transaction }: AccountChange & { transaction: Transaction }): Promise<void> => {
    if (user.role !== 'Performer') throw new ApiError('conflict', 'Only a performer account has this state');
    const entry = after.history.at(-1);
    if (!entry) return;
    const data = { uid, at: entry.at };
    await enqueueMail({ template: accountChangeTemplate, data, to: { uid } }, { tx: transaction });
    if (messageChannelsFor(user.texts, 'bookings').includes('sms'))
      await enqueueText({ template: accountChangeText, data, to: { uid } }, { tx: transaction });
  };

export interface AccountAnswer {
  account: AccountRecord;
}

async function change(
  uid: string,
  event: AccountEvent,
  actor: { by: 'performer' | 'admin'; byUid: string },
  ending: WorkEndingCause | null,
): Promise<AccountAnswer> {
  const result = await changeAccount(uid, event, { ...actor, now: new Date() }, tellPerformer(uid));
  if (ending && !reachableForWork(result.after.state)) {
    const work = await releaseUpcomingWork(uid, ending, actor.byUid);
    const submissions = await withdrawSubmissionsOf(uid);
    logEvent('accounts.work_ended', { event: event.kind, released: work.released, submissions });
  }
  logEvent('accounts.state_changed', { event: event.kind, to: result.after.state, changed: result.changed });
  return { account: result.after };
}

/** POST /performer/end-agreement: the performer ends their agreement from the profile. */
export const endAgreement = (caller: Caller, body: AccountNoteBody) =>
  change(
    caller.uid,
    { kind: 'end-agreement', note: body.note },
    { by: 'performer', byUid: caller.uid },
    'agreement-ended',
  );

const admin = (caller: Caller) => ({ by: 'admin' as const, byUid: caller.uid });

export const suspendAccount = (caller: Caller, uid: string, body: SuspendAccountBody) =>
  change(uid, { kind: 'suspend', ...body }, admin(caller), 'agency-action');

export const endCooperation = (caller: Caller, uid: string, body: EndCooperationBody) =>
  change(uid, { kind: 'end-cooperation', ...body }, admin(caller), 'agency-action');

export const reinstateAccount = (caller: Caller, uid: string, body: AccountNoteBody) =>
  change(uid, { kind: 'reinstate', note: body.note }, admin(caller), null);

export const reactivateAccount = (caller: Caller, uid: string, body: AccountNoteBody) =>
  change(uid, { kind: 'reactivate', note: body.note }, admin(caller), null);
