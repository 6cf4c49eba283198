/**
 * Turning 18 (Toronto date): the guardian's requirements lift on the birthday by the shared rules
 * (`needsGuardian`, `guardianConsentAllows` read the date); the guardian is told once, the e-mail and
 * the marker `guardianToldOfAdulthood` written in one transaction, so a second run sends nothing.
 */
import { ADULT_AGE, ageOn, agencyToday } from '@scenecall/shared';
import { logEvent } from '../../http/logger';
import { enqueueMail } from '../mail';
import { currentUserIndex, inUserTransaction } from '../users';
import { guardianAdulthoodTemplate } from './guardian-consent.mail';

/** A week back: a run missed for a few days still tells the guardians of those days. */
const LOOK_BACK_DAYS = 7;

const isNewAdult = (dateOfBirth: string | undefined | null, today: string) => {
  if (!dateOfBirth || ageOn(dateOfBirth, today) !== ADULT_AGE) return false;
  const weekAgo = new Date(Date.parse(`${today}T12:00:00Z`) - LOOK_BACK_DAYS * 86_400_000).toISOString().slice(0, 10);
  return ageOn(dateOfBirth, weekAgo) < ADULT_AGE;
};

export async function tellGuardiansOfAdulthood(now = new Date()): Promise<number> {
  const today = agencyToday(now);
  const index = await currentUserIndex();
  const adults = index
    .all()
    .filter((entry) => entry.role === 'Performer' && isNewAdult(entry.profile.dateOfBirth, today));
  let told = 0;
  for (const { uid } of adults) {
    const sent = await inUserTransaction(uid, async (tx) => {
      const guardianEmail = tx.user?.profile?.guardianEmail?.trim();
      if (!tx.user || !guardianEmail || tx.user.guardianToldOfAdulthood) return false;
      tx.write({ guardianToldOfAdulthood: today });
      await enqueueMail(
        { template: guardianAdulthoodTemplate, data: { uid }, to: { address: guardianEmail, uid } },
        { tx: tx.transaction, now },
      );
      return true;
    });
    if (sent) told += 1;
  }
  logEvent('guardians.adulthood_told', { told });
  return told;
}
