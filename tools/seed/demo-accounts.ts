/**
 * Demo account states (issue 40): one suspended performer, with a reason and a note, until lifted;
 * and one deactivated performer who still owes a commission (demo-commissions.ts leaves performer
 * 10's payment failed), who ended the agreement themselves; and one who ended it 26 months ago, past
 * the retention period (24 months by default), so the Admin's dry-run count shows one account due.
 * Through the account-state service, so the history, the e-mails and the released work are as in the
 * app; only the last one's date is then moved back. Idempotent: an account already in its demo state
 * is left alone. The local worker never purges on its own (retention.jobs.ts), so the demo keeps it.
 */
import { accountOf, addCalendarDays, addCalendarMonths, agencyToday } from '@scenecall/shared';
import { accountUidForTel } from '../../functions/src/features/accounts/accounts.service';
import { endAgreement, suspendAccount } from '../../functions/src/features/account-state/account-state.service';
import { findUser } from '../../functions/src/features/users';
import { db } from '../../functions/src/lib/firebase';

/** Performer 10 (1-416-555-0210): a failed commission payment, so a commission still owed. */
const DEACTIVATED_TEL = '1-416-555-0210';
/** Performer 12 (1-416-555-0212): suspended after a production's complaint. */
const SUSPENDED_TEL = '1-416-555-0212';
/** Performer 15 (1-416-555-0215): ended the agreement long ago, personal data due for deletion. */
export const PAST_RETENTION_TEL = '1-416-555-0215';
/** How long ago performer 15 ended the agreement: past the default retention period of 24 months. */
export const PAST_RETENTION_MONTHS_AGO = 26;

/** Moves the ended agreement back `months` (noon in Toronto that day), its history entry with it. */
async function backdateDeactivation(uid: string, months: number) {
  const user = await findUser(uid);
  if (!user) return;
  const account = accountOf(user);
  const at = `${addCalendarMonths(agencyToday(), -months)}T16:00:00.000Z`;
  const history = account.history.map((entry, index) =>
    index === account.history.length - 1 && entry.event === 'end-agreement' ? { ...entry, at } : entry,
  );
  await db().collection('users').doc(uid).update({ 'account.deactivation.at': at, 'account.history': history });
}

async function stateOf(tel: string) {
  const uid = await accountUidForTel(tel);
  const user = uid ? await findUser(uid) : undefined;
  return uid && user ? { uid, state: accountOf(user).state } : undefined;
}

export async function seedDemoAccountStates(adminUid: string): Promise<void> {
  const suspended = await stateOf(SUSPENDED_TEL);
  if (suspended?.state === 'active') {
    await suspendAccount({ uid: adminUid, role: 'Admin' }, suspended.uid, {
      reason: 'production-complaint',
      note: 'The production reported leaving set before wrap without telling the AD. Please call the office.',
      until: addCalendarDays(agencyToday(), 30),
    });
  }
  const leaving = await stateOf(DEACTIVATED_TEL);
  if (leaving?.state === 'active') {
    await endAgreement({ uid: leaving.uid, role: 'Performer' }, { note: 'Moving out of the province.' });
  }
  const longGone = await stateOf(PAST_RETENTION_TEL);
  if (longGone?.state === 'active') {
    await endAgreement({ uid: longGone.uid, role: 'Performer' }, { note: 'Retiring from background work.' });
    await backdateDeactivation(longGone.uid, PAST_RETENTION_MONTHS_AGO);
  }
}
