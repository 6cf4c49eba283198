/** Writing and reading the audit trail (who did what to whose data, and when). */
import type { AuditAction, AuditEntry } from '@scenecall/shared';
import type { Transaction } from 'firebase-admin/firestore';
import type { Caller } from '../../http/caller';
import {
  appendAuditEntries,
  appendAuditEntry,
  appendAuditEntryInTransaction,
  listAuditEntriesAbout,
} from './audit.repository';

/** The actor of what a scheduled job does on its own (the retention purge). */
export const SYSTEM_ACTOR_UID = 'system';

export async function recordAudit(
  actor: Caller,
  targetUid: string,
  action: AuditAction,
  options: { detail?: string; at?: Date } = {},
): Promise<void> {
  const at = (options.at ?? new Date()).toISOString();
  await appendAuditEntry({
    actorUid: actor.uid,
    targetUid,
    action,
    at,
    ...(options.detail ? { detail: options.detail } : {}),
  });
}

/** What a scheduled job did to a user's data, committed in the job's own transaction (actor: `system`). */
export function recordSystemAudit(
  transaction: Transaction,
  targetUid: string,
  action: AuditAction,
  options: { detail?: string; at: Date },
): void {
  appendAuditEntryInTransaction(transaction, {
    actorUid: SYSTEM_ACTOR_UID,
    targetUid,
    action,
    at: options.at.toISOString(),
    ...(options.detail ? { detail: options.detail } : {}),
  });
}

/** One entry for each user whose data left with `target` (an export), written together. */
export async function recordAuditOfMany(
  actor: Caller,
  targetUids: readonly string[],
  action: AuditAction,
  target: string,
  at = new Date(),
): Promise<void> {
  const when = at.toISOString();
  await appendAuditEntries(
    [...new Set(targetUids)].map((targetUid) => ({ actorUid: actor.uid, targetUid, action, at: when, target })),
  );
}

/** The trail of one user for the Admin's user page, newest first. */
export async function auditTrailOf(targetUid: string, limit = 100): Promise<(AuditEntry & { id: string })[]> {
  return listAuditEntriesAbout(targetUid, limit);
}
