/** E-mail verification: single-use random tokens, stored hashed, valid for 24 hours. */
import { createHash, randomBytes } from 'node:crypto';
import type { VerifyEmailAnswer } from '@scenecall/shared';
import { config } from '../../config';
import { ApiError } from '../../http/api-error';
import { logEvent } from '../../http/logger';
import { escapeHtml, sendMail } from '../../lib/mailer';
import { consumeVerificationToken, deleteVerificationToken, saveVerificationToken } from './accounts.repository';
import { updateAuthUser } from './identity';

export const VERIFICATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const VERIFICATION_SUBJECT = 'Verify your e-mail address';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function verificationLink(token: string): string {
  return `${config().webBaseUrl}/verify?token=${encodeURIComponent(token)}`;
}

/** Creates a fresh token and e-mails its link. The token is removed again if the e-mail cannot be sent. */
export async function sendVerificationEmail(uid: string, email: string, now = Date.now()): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  await saveVerificationToken(tokenHash, {
    uid,
    createdAt: now,
    expiresAt: now + VERIFICATION_TOKEN_TTL_MS,
    usedAt: null,
  });
  const link = verificationLink(token);
  const { agency } = config();
  try {
    await sendMail({
      to: email,
      subject: VERIFICATION_SUBJECT,
      text: [
        `Welcome to ${agency.name}!`,
        '',
        'Please confirm your e-mail address by opening this link (valid for 24 hours):',
        link,
        '',
        'If you did not register, you can ignore this e-mail.',
      ].join('\n'),
      html: [
        `<p>Welcome to ${escapeHtml(agency.name)}!</p>`,
        '<p>Please confirm your e-mail address by opening this link (valid for 24 hours):</p>',
        `<p><a href="${escapeHtml(link)}">Verify my e-mail address</a></p>`,
        '<p>If you did not register, you can ignore this e-mail.</p>',
      ].join('\n'),
    });
  } catch (error) {
    await deleteVerificationToken(tokenHash).catch(() => undefined);
    throw error;
  }
  logEvent('accounts.verification_sent', { uid });
}

export async function verifyEmail(token: string, now = Date.now()): Promise<VerifyEmailAnswer> {
  const use = await consumeVerificationToken(hashToken(token), now);
  switch (use.outcome) {
    case 'unknown':
      throw new ApiError('bad-request', 'This verification link is not valid. Please request a new one.');
    case 'expired':
      throw new ApiError('bad-request', 'This verification link has expired. Please request a new one.');
    case 'already-used':
      throw new ApiError('conflict', 'This verification link has already been used. You can log in.');
    case 'used':
      await updateAuthUser(use.uid, { emailVerified: true });
      logEvent('accounts.email_verified', { uid: use.uid });
      return { verified: true };
  }
}
