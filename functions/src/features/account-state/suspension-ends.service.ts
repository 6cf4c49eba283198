/**
 * A suspension "until a date" lifts itself the day after that date (Toronto dates, the shared
 * `suspensionOver`): the `suspension-ends` event by `system`, its history entry and the performer's
 * e-mail and text (as a reinstatement) in one transaction. The machine refuses a suspension not yet
 * over and changes nothing on an account already active, so a second run, or two at once, lifts and
 * tells nothing more.
 */
import { accountOf, agencyToday, suspensionOver } from '@scenecall/shared';
import { logEvent } from '../../http/logger';
import { changeAccount, currentUserIndex, findUser } from '../users';
import { tellPerformer } from './account-state.service';

export async function liftEndedSuspensions(now = new Date()): Promise<number> {
  const today = agencyToday(now);
  const suspended = (await currentUserIndex())
    .all()
    .filter((entry) => entry.role === 'Performer' && entry.accountState === 'suspended');
  let lifted = 0;
  for (const { uid } of suspended) {
    const user = await findUser(uid);
    if (!user || !suspensionOver(accountOf(user), today)) continue;
    const change = await changeAccount(
      uid,
      { kind: 'suspension-ends' },
      { by: 'system', byUid: null, now },
      tellPerformer(uid),
    ).catch((error: unknown) => {
      // Lifted or changed by an Admin between the read and the transaction: nothing to do.
      logEvent('accounts.suspension_end_skipped', { reason: error instanceof Error ? error.message : 'unknown' });
      return null;
    });
    if (change?.changed) lifted += 1;
  }
  logEvent('accounts.suspensions_ended', { lifted });
  return lifted;
}
