import { agencyToday, guardianConsentAllows, type GuardianConsentEvent } from '@scenecall/shared';
import { findUser } from '../users';
import { readConsentEvents } from './guardians.repository';

/** Whether a performer may be asked, booked or submitted as far as their guardian goes (adults: always). */
export async function hasGuardianConsent(uid: string, now = new Date()): Promise<boolean> {
  const user = await findUser(uid);
  if (!user) return false;
  return guardianConsentAllows(
    { dateOfBirth: user.profile?.dateOfBirth, guardianConsent: user.guardianConsent },
    agencyToday(now),
  );
}

/** A minor's guardian consent history, oldest first, for the performer's own data export (no client or staff uid). */
export async function guardianConsentHistoryOf(uid: string): Promise<Omit<GuardianConsentEvent, 'client'>[]> {
  return (await readConsentEvents(uid)).map(({ client: _client, ...event }) => event);
}
