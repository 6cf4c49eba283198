import type {
  LoginRequest,
  RegistrationRequest,
  ResendVerificationAnswer,
  ResendVerificationRequest,
  VerifyEmailAnswer,
} from '@scenecall/shared';
import { api } from '../../lib/api-client';

/** The account calls (spec 1, section 7). None sends a session token. */
/** Answers 201 with an empty body (anything else is only logged, as the spec says). */
export async function registerAccount(body: RegistrationRequest): Promise<void> {
  const text = await api.post<string>('/auth/register', body, { anonymous: true, as: 'text' });
  if (text) console.warn('register: unexpected answer body');
}

/** Answers the custom token as plain text. */
export const requestLoginToken = (body: LoginRequest) =>
  api.post<string>('/auth/login', body, { anonymous: true, as: 'text' });

export const verifyEmailToken = (token: string) =>
  api.get<VerifyEmailAnswer>(`/auth/verify?token=${encodeURIComponent(token)}`, { anonymous: true });

export const resendVerificationEmail = (body: ResendVerificationRequest) =>
  api.post<ResendVerificationAnswer>('/auth/resend-verification', body, { anonymous: true });
