/**
 * The append-only audit trail `auditLog/{id}`: who did what to whose data, and when. Written by the
 * server only (an Admin's SIN reveal, an account's deletion, an export of a day's performers, …),
 * never changed or removed; shown on the Admin's user page. An export writes one entry for each
 * performer whose data it carried, so every performer's trail shows who took their data out.
 */
export const AUDIT_ACTIONS = [
  'sin.revealed',
  'account.deleted',
  'document.viewed',
  'whasa.viewed',
  'account.created',
  'account.updated',
  'role.changed',
  'account.disabled',
  'account.enabled',
  'email.sent',
  'call-sheet.exported',
  'fitting-sheet.exported',
  'performer-list.exported',
  'vouchers.viewed',
  'penalty.recorded',
  'penalty.waived',
  'penalty.confirmed',
  'pay-stub.viewed',
  'guardian-document.viewed',
  'guardianship-proof.viewed',
  'guardian-consent.withdrawn',
  'data-export.requested',
  'data-export.downloaded',
  'account.purged',
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
  /** What changed, in words without personal data ('Performer → Casting'), when the action needs it. */
  detail?: string;
}

/** How the Admin's user page names each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'sin.revealed': 'SIN revealed',
  'account.deleted': 'Account deleted',
  'document.viewed': 'Identity document viewed',
  'whasa.viewed': 'WHASA certificate viewed',
  'account.created': 'Account created',
  'account.updated': 'Account updated',
  'role.changed': 'Role changed',
  'account.disabled': 'Account disabled',
  'account.enabled': 'Account enabled',
  'email.sent': 'Custom e-mail sent',
  'call-sheet.exported': 'On an exported call sheet',
  'fitting-sheet.exported': 'On an exported fitting sheet',
  'performer-list.exported': 'On an exported performer list',
  'vouchers.viewed': 'Vouchers viewed',
  'penalty.recorded': 'Penalty recorded',
  'penalty.waived': 'Penalty waived',
  'penalty.confirmed': 'Penalty confirmed',
  'pay-stub.viewed': 'Pay stub viewed',
  'guardian-document.viewed': "Guardian's identity document viewed",
  'guardianship-proof.viewed': 'Proof of guardianship viewed',
  'guardian-consent.withdrawn': "Guardian's consent withdrawn",
  'data-export.requested': 'Own data export requested',
  'data-export.downloaded': 'Own data export downloaded',
  'account.purged': 'Personal data deleted after the retention period',
};

/** An audit record as the Admin's user page shows it. */
export interface AuditEntryView extends AuditEntry {
  id: string;
  /** The actor's name (or e-mail) when the account still exists. */
  actorName: string;
}
