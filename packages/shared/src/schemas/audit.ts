/**
 * The append-only audit trail `auditLog/{id}`: who did what to whose data, and when. Written by the
 * server only (an Admin's SIN reveal, an account's deletion, …), never changed or removed; shown on
 * the Admin's user page.
 */
export const AUDIT_ACTIONS = ['sin.revealed', 'account.deleted'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  actorUid: string;
  targetUid: string;
  action: AuditAction;
  /** ISO instant. */
  at: string;
}
