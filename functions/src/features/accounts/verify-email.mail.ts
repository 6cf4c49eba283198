/** The e-mail verification link, sent on registration and on request. */
import { idSchema } from '@scenecall/shared';
import { z } from 'zod';
import { config } from '../../config';
import { issueVerificationToken } from './verification-token';
import { defineMailTemplate, html, link, paragraphs, type MailContent } from '../mail';

export const VERIFICATION_SUBJECT = 'Verify your e-mail address';

export function verificationContent(verifyLink: string, agencyName: string): MailContent {
  const intro = `Welcome to ${agencyName}!`;
  const ask = 'Please confirm your e-mail address by opening this link (valid for 24 hours):';
  const ignore = 'If you did not register, you can ignore this e-mail.';
  return {
    subject: VERIFICATION_SUBJECT,
    text: [intro, '', ask, verifyLink, '', ignore].join('\n'),
    html: html`${paragraphs(`${intro}\n\n${ask}`)}
      <p>${link(verifyLink, 'Verify my e-mail address')}</p>
      ${paragraphs(ignore)}`,
  };
}

export const verifyEmailTemplate = defineMailTemplate({
  name: 'verify-email',
  data: z.strictObject({ uid: idSchema }),
  async compose({ uid }) {
    const token = await issueVerificationToken(uid);
    return { ...verificationContent(token.link, config().agency.name), onNotSent: token.revoke };
  },
});
