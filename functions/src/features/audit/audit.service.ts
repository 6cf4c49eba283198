/** Writing and reading the audit trail (who did what to whose data, and when). */
import type { AuditAction, AuditEntry } from '@scenecall/shared';
import type { Caller } from '../../http/caller';
import { appendAuditEntries, appendAuditEntry, listAuditEntriesAbout } from './audit.repository';

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
