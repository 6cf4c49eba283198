/** Writing and reading the audit trail (who did what to whose data, and when). */
import type { AuditAction, AuditEntry } from '@scenecall/shared';
import type { Caller } from '../../http/caller';
import { appendAuditEntry, listAuditEntriesAbout } from './audit.repository';

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

/** The trail of one user for the Admin's user page, newest first. */
export async function auditTrailOf(targetUid: string, limit = 100): Promise<(AuditEntry & { id: string })[]> {
  return listAuditEntriesAbout(targetUid, limit);
}
