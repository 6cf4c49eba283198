/** A demo minor's guardian consents the way a real one does: asked, then agreeing through the e-mailed link. */
import { agencyToday, isMinorOnDate } from '@scenecall/shared';
import { issueConsentLink } from '../../functions/src/features/guardians/consent-links';
import {
  answerConsentLink,
  requestGuardianConsent,
} from '../../functions/src/features/guardians/guardian-consent.service';
import { findUser } from '../../functions/src/features/users';

/** Gives a minor's guardian consent once (a no-op for adults and for consent already on record). */
export async function consentAsTheGuardian(uid: string): Promise<void> {
  const user = await findUser(uid);
  const profile = user?.profile;
  if (!profile || !isMinorOnDate(profile.dateOfBirth, agencyToday()) || user.guardianConsent === 'given') return;
  if (!profile.guardianEmail) {
    // Data kept by an `npm start` from before guardians were on record (issue 39): the fixtures have the e-mail.
    throw new Error(
      `The kept data predates guardians on record: ${profile.firstName} ${profile.lastName}'s guardian has no e-mail. ` +
        'Start again from the fixtures with `npm start -- --reset` (it replaces the kept data).',
    );
  }
  await requestGuardianConsent(uid, 'registration', 'seed');
  const { link } = await issueConsentLink(uid, 'consent');
  const token = new URL(link).searchParams.get('token') ?? '';
  const typedName = profile.guardianFullName ?? 'Guardian';
  await answerConsentLink(token, { decision: 'given', typedName, agreed: true }, 'seed');
}
