/**
 * What the Admin's user page shows besides the profile: the audit trail (with who acted, by name),
 * the test attempts, and the commissions with their invoices.
 */
import type { AuditEntryView, CommissionView, TestAttemptRow } from '@scenecall/shared';
import { auditTrailOf } from '../audit';
import { commissionViewsOf } from '../payments';
import { testAttemptRowsOf } from '../profile';
import { currentUserIndex } from '../users';

const AUDIT_ENTRIES_SHOWN = 100;
const TEST_ATTEMPTS_SHOWN = 50;

export async function auditTrailView(uid: string): Promise<AuditEntryView[]> {
  const [entries, index] = await Promise.all([auditTrailOf(uid, AUDIT_ENTRIES_SHOWN), currentUserIndex()]);
  return entries.map((entry) => {
    const actor = index.get(entry.actorUid);
    return { ...entry, actorName: actor ? actor.name || actor.email : 'Former account' };
  });
}

export async function testAttemptsOf(uid: string): Promise<TestAttemptRow[]> {
  return testAttemptRowsOf(uid, TEST_ATTEMPTS_SHOWN);
}

export async function commissionsOfUser(uid: string): Promise<CommissionView[]> {
  return commissionViewsOf(uid);
}
