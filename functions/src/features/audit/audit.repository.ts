/**
 * The audit log (`auditLog/{autoId}`): who read or exported personal data, and when. Append-only:
 * entries are only ever added, never changed or removed, by this code, and clients cannot reach the
 * collection at all (firestore.rules deny everything).
 */
import { db } from '../../lib/firebase';

export const AUDIT_LOG_COLLECTION = 'auditLog';

export interface AuditEntry {
  actorUid: string;
  /** What was done, e.g. 'export-performer-list'. */
  action: string;
  /** What it was done to, e.g. 'productionDays/abc123'. */
  target: string;
  at: string;
}

export async function appendAuditEntry(entry: Omit<AuditEntry, 'at'>, now = new Date()): Promise<void> {
  await db()
    .collection(AUDIT_LOG_COLLECTION)
    .add({ ...entry, at: now.toISOString() } satisfies AuditEntry);
}
