/**
 * The append-only audit trail `auditLog/{id}`: who did what to whose data, and when. Written by the
 * server only (an Admin's SIN reveal, an account's deletion, an export of a day's performers, …),
 * never changed or removed; shown on the Admin's user page. An export writes one entry for each
 * performer whose data it carried, so every performer's trail shows who took their data out.
 */
export const AUDIT_ACTIONS = [
  'sin.revealed',
  'account.deleted',
  'call-sheet.exported',
  'fitting-sheet.exported',
  'performer-list.exported',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  actorUid: string;
  targetUid: string;
  action: AuditAction;
  /** ISO instant. */
  at: string;
  /** Where the data went out from, when not the user's own record (e.g. 'productionDays/abc'). */
  target?: string;
}
