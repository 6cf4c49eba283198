/**
 * E-mail verification tokens: random, single-use, valid for 24 hours, stored only as a hash. A
 * token is issued when its e-mail is composed for delivery (so none is ever stored in the outbox,
 * and its 24 hours start when it is sent) and revoked again if that e-mail is not sent.
 */
import { createHash, randomBytes } from 'node:crypto';
import { config } from '../../config';
import { deleteVerificationToken, saveVerificationToken } from './accounts.repository';

export const VERIFICATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function verificationLink(token: string): string {
  return `${config().webBaseUrl}/verify?token=${encodeURIComponent(token)}`;
}

export async function issueVerificationToken(
  uid: string,
  now = Date.now(),
): Promise<{ link: string; revoke: () => Promise<void> }> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  await saveVerificationToken(tokenHash, {
    uid,
    createdAt: now,
    expiresAt: now + VERIFICATION_TOKEN_TTL_MS,
    usedAt: null,
  });
  return { link: verificationLink(token), revoke: () => deleteVerificationToken(tokenHash) };
}
