/**
 * The audit feature's public module: the only file other features import from it (ESLint enforces
 * this; see CONTRIBUTING.md 'Feature boundaries'). The audit trail of staff reads of personal data and of staff actions.
 */
export { auditTrailOf, recordAudit, recordAuditOfMany, recordSystemAudit, SYSTEM_ACTOR_UID } from './audit.service';
