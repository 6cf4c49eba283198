import { agencyToday, guardianConsentAllows } from '@scenecall/shared';
import { findUser } from '../users';

/** Whether a performer may be asked, booked or submitted as far as their guardian goes (adults: always). */
export async function hasGuardianConsent(uid: string, now = new Date()): Promise<boolean> {
  const user = await findUser(uid);
  if (!user) return false;
  return guardianConsentAllows(
    { dateOfBirth: user.profile?.dateOfBirth, guardianConsent: user.guardianConsent },
    agencyToday(now),
  );
}
