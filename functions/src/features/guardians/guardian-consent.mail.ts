/**
 * The guardian's e-mails: the request to consent (with the single-use link), the confirmation of a
 * consent given (with the later link to withdraw it), and the note on the minor's 18th birthday.
 */
import { fullName, idSchema } from '@scenecall/shared';
import { z } from 'zod';
import { config } from '../../config';
import { guardianPageUrl } from '../bookings';
import { defineMailTemplate, html, link, paragraphs, type MailContent } from '../mail';
import { findUser } from '../users';
import { issueConsentLink } from './consent-links';

async function namesOf(uid: string): Promise<{ minor: string; guardian: string }> {
  const profile = (await findUser(uid))?.profile;
  return { minor: fullName(profile) || 'your child', guardian: profile?.guardianFullName?.trim() || 'guardian' };
}

/** The guardian page's link once consent is given (the minor's requests and bookings, the guardian's choices). */
async function guardianPageOf(uid: string): Promise<string | undefined> {
  const user = await findUser(uid);
  return user?.guardianConsent === 'given' ? guardianPageUrl(uid, user) : undefined;
}

const PAGE_WORDS =
  'Your guardian page lists their requests and bookings, where you answer them and choose how we reach you (e-mail, texts, a copy for them). The link works for 30 days; each message we send carries a fresh one:';

function withLink(
  subject: string,
  before: string,
  url: string,
  label: string,
  after: string,
  guardianPage?: string,
): MailContent {
  const page = guardianPage ? ['', PAGE_WORDS, '', guardianPage] : [];
  return {
    subject,
    text: [before, '', url, ...page, '', after].join('\n'),
    html: html`${paragraphs(before)}
      <p>${link(url, label)}</p>
      ${
        guardianPage
          ? html`${paragraphs(PAGE_WORDS)}
              <p>${link(guardianPage, 'Open your guardian page')}</p>`
          : html``
      }
      ${paragraphs(after)}`,
  };
}

export const guardianConsentRequestTemplate = defineMailTemplate({
  name: 'guardian-consent-request',
  data: z.strictObject({ uid: idSchema }),
  async compose({ uid }) {
    const { minor, guardian } = await namesOf(uid);
    const agency = config().agency.name;
    const issued = await issueConsentLink(uid, 'consent');
    const content = withLink(
      `Your consent for ${minor} at ${agency}`,
      `Hello ${guardian},\n\n${minor} has registered with ${agency} as a background performer. As they are under 18, the agency needs your written consent before their account is activated.\n\nPlease read the agreement and agree or decline on this page (the link works once and for 7 days):`,
      issued.link,
      'Read the agreement and answer',
      'If you do not know this performer, you can ignore this e-mail.',
      await guardianPageOf(uid),
    );
    return { ...content, onNotSent: issued.revoke };
  },
});

export const guardianConsentGivenTemplate = defineMailTemplate({
  name: 'guardian-consent-given',
  data: z.strictObject({ uid: idSchema }),
  async compose({ uid }) {
    const { minor, guardian } = await namesOf(uid);
    const issued = await issueConsentLink(uid, 'withdraw');
    const content = withLink(
      `Your consent for ${minor} is on record`,
      `Hello ${guardian},\n\nThank you: your consent for ${minor} is on record. You may withdraw it at any time on this page; ${minor}'s upcoming requests and bookings then end:`,
      issued.link,
      'Withdraw my consent',
      'Keep this e-mail: the link works once.',
      await guardianPageOf(uid),
    );
    return { ...content, onNotSent: issued.revoke };
  },
});

export const guardianAdulthoodTemplate = defineMailTemplate({
  name: 'guardian-adulthood',
  data: z.strictObject({ uid: idSchema }),
  async compose({ uid }) {
    const { minor, guardian } = await namesOf(uid);
    const text = `Hello ${guardian},\n\n${minor} turns 18 today. From now on the agency no longer needs your consent, and its messages go to ${minor} directly.\n\nThank you for looking after ${minor}'s work with ${config().agency.name}.`;
    return { subject: `${minor} turns 18`, text, html: html`${paragraphs(text)}` };
  },
});
