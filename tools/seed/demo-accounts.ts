/**
 * Demo account states (issue 40): one suspended performer, with a reason and a note, until lifted;
 * and one deactivated performer who still owes a commission (demo-commissions.ts leaves performer
 * 10's payment failed), who ended the agreement themselves. Through the account-state service, so
 * the history, the e-mails and the released work are as in the app. Idempotent: an account already
 * in its demo state is left alone.
 */
import { accountOf, addCalendarDays, agencyToday } from '@scenecall/shared';
import { accountUidForTel } from '../../functions/src/features/accounts/accounts.service';
import { endAgreement, suspendAccount } from '../../functions/src/features/account-state/account-state.service';
import { findUser } from '../../functions/src/features/users';

/** Performer 10 (1-416-555-0210): a failed commission payment, so a commission still owed. */
const DEACTIVATED_TEL = '1-416-555-0210';
/** Performer 12 (1-416-555-0212): suspended after a production's complaint. */
const SUSPENDED_TEL = '1-416-555-0212';

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
}
