/**
 * What other features may do with user documents: named reads and changes. Every write is the users
 * repository's (SIN sealed, commit time stamped); no caller gets a document reference. Where a
 * change must commit with the caller's own writes, the operation takes the caller's transaction as
 * it is and writes through it itself.
 */
import {
  accountOf,
  applyAccountEvent,
  keptAfterPurge,
  type AccountContext,
  type AccountEvent,
  type AccountRecord,
  type UserRecord,
} from '@scenecall/shared';
import type { Transaction } from 'firebase-admin/firestore';
import { ApiError } from '../../http/api-error';
import * as users from './users.repository';
import type { StoredProfile, Texter, UserChanges, Ward } from './users.repository';

export type { StoredProfile, Texter, UserChanges, Ward };

/** One transaction on `users/{uid}`: the user as read, and the change to write (the caller's own writes go through `transaction`). */
export interface UserTransaction {
  user: UserRecord | undefined;
  write(changes: UserChanges): void;
  transaction: Transaction;
}

export const findUser = (uid: string): Promise<UserRecord | undefined> => users.findUser(uid);

/** The account's state (issue 40); a missing account reads as active (the route's own checks answer it). */
export async function findAccountState(uid: string): Promise<AccountRecord['state']> {
  const user = await users.findUser(uid);
  return user ? accountOf(user).state : 'active';
}

/** Several users at once (e.g. a day's performers); missing accounts are left out. */
export const findUsers = (uids: readonly string[]): Promise<Map<string, UserRecord>> => users.findUsers(uids);

/** The performer whose private calendar feed token hashes to `hash`, if any. */
export const findUserByCalendarFeed = (hash: string): Promise<{ uid: string; user: UserRecord } | undefined> =>
  users.findUserByCalendarFeed(hash);

/** The account a phone number (as stored) belongs to: what an incoming text needs of it. */
export const findTexterByTel = (tel: string): Promise<Texter | undefined> => users.findTexterByTel(tel);

/** The minors whose guardian's phone is `tel` (a guardian's text reply answers for them). */
export const findWardsByGuardianTel = (tel: string): Promise<Ward[]> => users.findWardsByGuardianTel(tel);

/** A new account's document; fails (ALREADY_EXISTS) when there is one. */
export const createUser = (uid: string, record: UserRecord): Promise<void> => users.createUser(uid, record);

export const updateUser = (uid: string, changes: UserChanges): Promise<void> => users.updateUser(uid, changes);

/** Deletes the document and every sub-collection under it (test attempts, …); true when it existed. */
export const deleteUserTree = (uid: string): Promise<boolean> => users.deleteUserTree(uid);

/** The tombstone of a deleted account, so that every user index drops it. */
export const recordUserDeletion = (uid: string): Promise<void> => users.recordUserDeletion(uid);

/** Read `users/{uid}`, decide, write the change through `write`: one transaction. */
export function inUserTransaction<T>(uid: string, work: (tx: UserTransaction) => T | Promise<T>): Promise<T> {
  return users.inUserTransaction(uid, ({ user, write, transaction }) => work({ user, write, transaction }));
}

/** Reads a user inside the caller's transaction (before its writes). */
export const readUserInTransaction = (transaction: Transaction, uid: string): Promise<UserRecord | undefined> =>
  users.readUserInTransaction(transaction, uid);

/** The performer's booked dates, changed in the booking loop's transaction. */
export const recordBookedDates = (transaction: Transaction, uid: string, bookedDates: string[]): void =>
  users.writeUserInTransaction(transaction, uid, { bookedDates });

/**
 * Marks the account's e-mail address verified inside the caller's transaction (the verification
 * token's); false, writing nothing, when the account has no user document. Reads first: call it
 * before the transaction's own writes.
 */
export async function markEmailVerified(transaction: Transaction, uid: string): Promise<boolean> {
  if (!(await users.readUserInTransaction(transaction, uid))) return false;
  users.writeUserInTransaction(transaction, uid, { emailVerified: true });
  return true;
}

/** The uids of enabled Admins, read inside the caller's transaction (the last-Admin rule). */
export const enabledAdminUids = (transaction: Transaction): Promise<string[]> => users.enabledAdminUids(transaction);

/** What an account change did: the user as it was read, and the account before and after. */
export interface AccountChange {
  user: UserRecord;
  before: AccountRecord;
  after: AccountRecord;
  changed: boolean;
}

/**
 * The one write of `users/{uid}.account` (issue 40): the shared machine decides (`applyAccountEvent`),
 * the change and its history entry commit in one transaction with what `alongside` writes through
 * `transaction` (the e-mail and text it causes, a review request closed). Refusals are the machine's,
 * as 403/400/409; an event that changes nothing writes nothing.
 */
export async function changeAccount(
  uid: string,
  event: AccountEvent,
  context: AccountContext,
  alongside?: (change: AccountChange & { transaction: Transaction }) => void | Promise<void>,
): Promise<AccountChange> {
  return users.inUserTransaction(uid, async ({ user, write, transaction }) => {
    if (!user) throw new ApiError('not-found', 'User not found');
    const before = accountOf(user);
    const transition = applyAccountEvent(before, event, context);
    if (!transition.ok) throw new ApiError(transition.code, transition.reason);
    const change = { user, before, after: transition.record, changed: transition.changed };
    if (!transition.changed) return change;
    await alongside?.({ ...change, transaction });
    write({ account: transition.record });
    return change;
  });
}

/** Every deactivated account with its uid, purged ones included (the retention job and its dry run). */
export const findDeactivatedUsers = (): Promise<{ uid: string; user: UserRecord }[]> => users.findDeactivatedUsers();

/** Deletes every sub-collection under `users/{uid}` (test attempts, …), keeping the document. */
export const deleteUserSubcollections = (uid: string): Promise<void> => users.deleteUserSubcollections(uid);

/** Where an account's purge stands when the job reaches it. */
export type PurgeStart = 'started' | 'resumed' | 'done' | 'not-due' | 'missing';

/**
 * The retention purge's first step (issue 40), one transaction: when `isDue` says the account is due,
 * the shared machine records the `purge-personal-data` event (by `system`, with `note`), the document is
 * replaced by what `keptAfterPurge` keeps, with the marker `personal-data-removed`, and `alongside`
 * writes through `transaction` (the audit entry). An account whose marker is there already answers
 * `resumed` (its later steps are to be repeated) or `done`, and nothing is written.
 */
export async function startPurge(
  uid: string,
  context: { now: Date; note: string; isDue: (account: AccountRecord) => boolean },
  alongside: (transaction: Transaction) => void,
): Promise<PurgeStart> {
  return users.inUserTransaction(uid, ({ user, transaction }) => {
    if (!user) return 'missing';
    const account = accountOf(user);
    if (account.purge) return account.purge.step === 'done' ? 'done' : 'resumed';
    if (!context.isDue(account)) return 'not-due';
    const event: AccountEvent = { kind: 'purge-personal-data', note: context.note };
    const transition = applyAccountEvent(account, event, { by: 'system', byUid: null, now: context.now });
    if (!transition.ok || !transition.changed) return 'not-due';
    users.replaceUserInTransaction(transaction, uid, keptAfterPurge(user, transition.record));
    alongside(transaction);
    return 'started';
  });
}

/** The purge's last step: the marker says `done` (once; a second call writes nothing). */
export async function finishPurge(uid: string): Promise<void> {
  await users.inUserTransaction(uid, ({ user, write }) => {
    const account = user && accountOf(user);
    if (!account?.purge || account.purge.step === 'done') return;
    write({ account: { ...account, purge: { ...account.purge, step: 'done' } } });
  });
}
