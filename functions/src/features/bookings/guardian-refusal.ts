/**
 * A minor without their guardian's written consent is never booked (issue 39): not by Confirm
 * Performers (the wizard's days, open-call selections and rush calls end booked there), not by an
 * open call's Select, not by a standby offer or an offer taken. Pure: the booking loop hands in the
 * performer as read in its transaction and the Toronto date; the rule is the shared `guardianConsentAllows`.
 */
import { guardianConsentAllows, NO_GUARDIAN_CONSENT, type GuardianConsentState } from '@scenecall/shared';

/** What the rule reads of the performer's user document. */
export interface GuardianRefusalSubject {
  profile?: { dateOfBirth?: string | null } | null;
  guardianConsent?: GuardianConsentState;
}

/** Why the performer may not be booked for want of a guardian's consent, or null. An unknown performer is left to the other checks. */
export function guardianRefusal(performer: GuardianRefusalSubject | undefined, torontoDate: string): string | null {
  if (!performer) return null;
  const allowed = guardianConsentAllows(
    { dateOfBirth: performer.profile?.dateOfBirth ?? null, guardianConsent: performer.guardianConsent },
    torontoDate,
  );
  return allowed ? null : NO_GUARDIAN_CONSENT;
}
