/** E-mail verification: the link is e-mailed through the outbox; opening it verifies the account once. */
import type { VerifyEmailAnswer } from '@scenecall/shared';
import { ApiError } from '../../http/api-error';
import { logEvent } from '../../http/logger';
import { enqueueMail } from '../mail';
import { verifyEmailTemplate } from './verify-email.mail';
import { consumeVerificationToken } from './accounts.repository';
import { updateAuthUser } from './identity';
import { hashToken } from './verification-token';

export { hashToken } from './verification-token';

/**
 * Queues the verification e-mail. Its single-use token is issued when the e-mail is delivered (and
 * revoked if that attempt fails), so no token is stored in the outbox and each link is valid for
 * 24 hours from its sending.
 */
export async function sendVerificationEmail(uid: string, email: string): Promise<void> {
  await enqueueMail({ template: verifyEmailTemplate, data: { uid }, to: { address: email, uid } });
  logEvent('accounts.verification_queued', { uid });
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
