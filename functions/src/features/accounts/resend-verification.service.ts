/** Sending the verification e-mail again, without revealing whether an account exists. */
import type { ResendVerificationAnswer, ResendVerificationRequest } from '@scenecall/shared';
import { logEvent } from '../../http/logger';
import { findUser } from '../users';
import { sendVerificationEmail } from './email-verification.service';
import { findAuthUserByEmail, findAuthUserByTel } from './identity';
import { countEvent, refuseIfThrottled, withinAllowance } from '../../http/throttle';
import { RESEND_PER_ACCOUNT, RESEND_PER_IP } from './account-limits';

export const RESEND_ANSWER =
  'If an account with these details is waiting for verification, a new e-mail is on its way.';

export async function resendVerification(
  input: ResendVerificationRequest,
  ip: string,
): Promise<ResendVerificationAnswer> {
  await refuseIfThrottled([[RESEND_PER_IP, ip]]);
  await countEvent(RESEND_PER_IP, ip);
  const authUser = input.tel ? await findAuthUserByTel(input.tel) : await findAuthUserByEmail(input.email ?? '');
  const record = authUser ? await findUser(authUser.uid) : undefined;
  if (authUser && record && !record.emailVerified && !record.disabled) {
    if (await withinAllowance(RESEND_PER_ACCOUNT, authUser.uid)) {
      await sendVerificationEmail(authUser.uid, record.email);
    } else {
      logEvent('accounts.resend_limited', { uid: authUser.uid });
    }
  }
  return { message: RESEND_ANSWER };
}
