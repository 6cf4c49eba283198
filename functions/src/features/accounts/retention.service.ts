/**
 * Retention and deletion (issue 40): a deactivated account's personal data is deleted once it has
 * been deactivated for longer than the retention period (an Admin setting, 24 months by default;
 * the rule is the shared `isDueForPurge`). What the law makes the agency keep stays with the name
 * only: commissions (invoices and payments), vouchers and penalties keep pointing at the account,
 * whose document keeps the name (`keptAfterPurge`). See docs/decisions/retention-of-deactivated-accounts.md.
 *
 * Each account is purged in its own steps. The first is one transaction: the document reduced to
 * what is kept, the account's history event (by `system`), the audit entry and the marker
 * `personal-data-removed`. The rest (sign-in, Storage, tokens, consents, e-mail, pay stubs,
 * sub-collections) may run any number of times, then the marker says `done`. A run interrupted
 * half-way is finished by the next; a second run changes nothing.
 */
import {
  accountOf,
  agencyDateOf,
  isDueForPurge,
  type RetentionDryRun,
  type RetentionSettings,
  type UserRecord,
} from '@scenecall/shared';
import type { Caller } from '../../http/caller';
import { logEvent, logFailure } from '../../http/logger';
import { recordSystemAudit } from '../audit';
import { forgetGuardianConsent } from '../guardians';
import { forgetMailOfUser } from '../mail';
import { forgetPayStubsOf } from '../payments';
import { deleteAllPicturesOf } from '../profile';
import { deleteUserSubcollections, findDeactivatedUsers, finishPurge, startPurge } from '../users';
import { deleteVerificationTokensOf } from './accounts.repository';
import { deleteAuthUser, revokeSessions } from './identity';
import { readRetentionSettings, saveRetentionSettings } from './retention.repository';

export const readRetention = (): Promise<RetentionSettings> => readRetentionSettings();

export async function changeRetention(caller: Caller, settings: RetentionSettings): Promise<RetentionSettings> {
  await saveRetentionSettings(settings, caller.uid, new Date());
  logEvent('accounts.retention_changed', { by: caller.uid, months: settings.months });
  return settings;
}

const dueAt = (user: UserRecord, months: number, now: Date) => isDueForPurge(accountOf(user), months, now);

/** GET /admin/retention-dry-run: how many accounts the purge would reach today, and the earliest deactivation. */
export async function retentionDryRun(now: Date): Promise<RetentionDryRun> {
  const { months } = await readRetentionSettings();
  const due = (await findDeactivatedUsers()).filter(({ user }) => dueAt(user, months, now));
  const dates = due.flatMap(({ user }) => {
    const at = accountOf(user).deactivation?.at;
    return at ? [agencyDateOf(at)] : [];
  });
  return { retentionMonths: months, count: due.length, earliestDeactivatedOn: dates.sort()[0] ?? null };
}

/** The purge's repeatable step: everything personal outside the user document. */
async function removeOutsideTheDocument(uid: string): Promise<{ pictures: number; mail: number }> {
  await revokeSessions(uid);
  await deleteAuthUser(uid);
  const pictures = await deleteAllPicturesOf(uid);
  await deleteVerificationTokensOf(uid);
  await forgetGuardianConsent(uid);
  const mail = await forgetMailOfUser(uid);
  await forgetPayStubsOf(uid);
  await deleteUserSubcollections(uid);
  return { pictures, mail };
}

/** Purges one account when it is due (or finishes an interrupted purge); true when it did work. */
export async function purgeAccount(uid: string, months: number, now: Date): Promise<boolean> {
  const note = `Deactivated for longer than the retention period (${months} months): personal data deleted`;
  const start = await startPurge(uid, { now, note, isDue: (account) => isDueForPurge(account, months, now) }, (tx) =>
    recordSystemAudit(tx, uid, 'account.purged', { at: now, detail: `Retention period ${months} months` }),
  );
  if (start !== 'started' && start !== 'resumed') return false;
  const removed = await removeOutsideTheDocument(uid);
  await finishPurge(uid);
  logEvent('accounts.purged', { uid, resumed: start === 'resumed', ...removed });
  return true;
}

/** The daily job: every account due (or left half-way), each on its own; one failing leaves the others. */
export async function purgeDueAccounts(now: Date): Promise<{ purged: number; failed: number }> {
  const { months } = await readRetentionSettings();
  const candidates = (await findDeactivatedUsers()).filter(
    ({ user }) => dueAt(user, months, now) || accountOf(user).purge?.step === 'personal-data-removed',
  );
  let purged = 0;
  let failed = 0;
  for (const { uid } of candidates) {
    try {
      if (await purgeAccount(uid, months, now)) purged += 1;
    } catch (error) {
      failed += 1;
      logFailure('accounts.purge_failed', error, { uid });
    }
  }
  return { purged, failed };
}
