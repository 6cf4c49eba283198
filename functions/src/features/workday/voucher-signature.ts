/** A signature is the performer's typed full name: it must be the name on their profile. */
import { ApiError } from '../../http/api-error';
import { findUser } from '../users';

export const NAME_MISMATCH = 'Type your full name as it is on your profile';

const comparable = (name: string) => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-CA');

export async function requireProfileName(performerId: string, fullName: string): Promise<void> {
  const profile = (await findUser(performerId))?.profile;
  const first = typeof profile?.firstName === 'string' ? profile.firstName : '';
  const last = typeof profile?.lastName === 'string' ? profile.lastName : '';
  // An account without a profile name yet (made by staff) signs with what it types.
  if (!first && !last) return;
  if (comparable(fullName) !== comparable(`${first} ${last}`)) {
    throw new ApiError('validation-failed', NAME_MISMATCH, [{ field: 'fullName', message: NAME_MISMATCH }]);
  }
}
