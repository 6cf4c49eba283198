/**
 * The guardian's single-use links: random, stored only as a hash, issued when their e-mail is
 * composed for delivery (no token is ever stored in the outbox) and revoked if it is not sent. The
 * consent link is valid for 7 days; the later link to withdraw a consent, for a year.
 */
import { createHash, randomBytes } from 'node:crypto';
import { config } from '../../config';
import { deleteConsentLink, saveConsentLink, type ConsentLinkPurpose } from './guardians.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
export const CONSENT_LINK_TTL_MS: Record<ConsentLinkPurpose, number> = { consent: 7 * DAY_MS, withdraw: 365 * DAY_MS };

export const hashConsentToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const consentPageLink = (token: string) =>
  `${config().webBaseUrl}/guardian-consent?token=${encodeURIComponent(token)}`;

export async function issueConsentLink(
  uid: string,
  purpose: ConsentLinkPurpose,
  now = Date.now(),
): Promise<{ link: string; revoke: () => Promise<void> }> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashConsentToken(token);
  await saveConsentLink(tokenHash, {
    uid,
    purpose,
    createdAt: now,
    expiresAt: now + CONSENT_LINK_TTL_MS[purpose],
    usedAt: null,
  });
  return { link: consentPageLink(token), revoke: () => deleteConsentLink(tokenHash) };
}
