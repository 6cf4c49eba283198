/**
 * Links to a minor's guardian page: `g1.<performerId>.<expiry>.<mac>`, the MAC an HMAC-SHA256 with
 * GUARDIAN_LINK_SECRET of the performer, the expiry and the guardian's e-mail and phone as the
 * profile has them. Nothing is stored: a link works until it expires, while the performer is a
 * minor and while the guardian on record is the one it was sent to (a new guardian voids it).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { agencyDateOf, ID_PATTERN, messageRecipientOn, type UserRecord } from '@scenecall/shared';
import { config } from '../../config';
import { ApiError } from '../../http/api-error';
import { findUser } from '../users';

const VERSION = 'g1';
const MAC_BYTES = 16;
/** A link works for 30 days: every message to the guardian carries a fresh one. */
export const GUARDIAN_LINK_DAYS = 30;

interface GuardianOnRecord {
  email: string | null;
  tel: string | null;
}

const macOf = (performerId: string, expiry: string, guardian: GuardianOnRecord, secret: string) =>
  createHmac('sha256', secret)
    .update([VERSION, performerId, expiry, guardian.email ?? '', guardian.tel ?? ''].join('|'))
    .digest()
    .subarray(0, MAC_BYTES);

/** The guardian receiving the performer's messages today, or undefined for an adult. */
function guardianOf(user: UserRecord, now: Date): (GuardianOnRecord & { name: string | null }) | undefined {
  const recipient = messageRecipientOn(user, agencyDateOf(now));
  return recipient.to === 'guardian' ? recipient : undefined;
}

/** The guardian page's URL for the performer's current guardian, or undefined when they have none. */
export function guardianPageUrl(performerId: string, user: UserRecord, now = new Date()): string | undefined {
  const guardian = guardianOf(user, now);
  if (!guardian) return undefined;
  const expiry = Math.floor(now.getTime() / 1000 + GUARDIAN_LINK_DAYS * 86_400).toString(36);
  const mac = macOf(performerId, expiry, guardian, config().guardianLinkSecret).toString('base64url');
  return `${config().webBaseUrl}/guardian?token=${[VERSION, performerId, expiry, mac].join('.')}`;
}

export interface GuardianLinkHolder {
  performerId: string;
  user: UserRecord;
  guardianName: string | null;
  expiresAt: Date;
}

const notValid = () => new ApiError('not-found', 'This link is not valid');

/** Who the link is for, or a 404 (forged, altered, for another guardian) or 410-like conflict (expired). */
export async function verifyGuardianLink(token: string, now = new Date()): Promise<GuardianLinkHolder> {
  const [version, performerId, expiry, mac, ...rest] = token.split('.');
  if (version !== VERSION || rest.length > 0 || !performerId || !expiry || !mac || !ID_PATTERN.test(performerId)) {
    throw notValid();
  }
  const user = await findUser(performerId);
  const guardian = user && guardianOf(user, now);
  if (!user || !guardian) throw notValid();
  const given = Buffer.from(mac, 'base64url');
  const expected = macOf(performerId, expiry, guardian, config().guardianLinkSecret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw notValid();
  const expiresAt = new Date(parseInt(expiry, 36) * 1000);
  if (!(expiresAt.getTime() > now.getTime())) {
    throw new ApiError('conflict', 'This link has expired: open the link in the latest message we sent you');
  }
  return { performerId, user, guardianName: guardian.name, expiresAt };
}
