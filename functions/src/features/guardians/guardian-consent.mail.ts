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
import type { ConsentLinkPurpose } from './guardians.repository';

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

/** What a consent-link e-mail says around its single-use link, from the minor's and the guardian's names. */
interface ConsentLinkWords {
  subject: string;
  before: string;
  label: string;
  after: string;
}

function withLink(
  { subject, before, label, after }: ConsentLinkWords,
  url: string,
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

/** An e-mail carrying a fresh single-use consent link (revoked again when the e-mail is not sent). */
function consentLinkTemplate(
  name: string,
  purpose: ConsentLinkPurpose,
  words: (names: { minor: string; guardian: string; agency: string }) => ConsentLinkWords,
) {
  return defineMailTemplate({
    name,
    data: z.strictObject({ uid: idSchema }),
    async compose({ uid }) {
      const said = words({ ...(await namesOf(uid)), agency: config().agency.name });
      const issued = await issueConsentLink(uid, purpose);
      const content = withLink(said, issued.link, await guardianPageOf(uid));
      return { ...content, onNotSent: issued.revoke };
    },
  });
}

export const guardianConsentRequestTemplate = consentLinkTemplate('guardian-consent-request', 'consent', (names) => ({
  subject: `Your consent for ${names.minor} at ${names.agency}`,
  before: `Hello ${names.guardian},\n\n${names.minor} has registered with ${names.agency} as a background performer. As they are under 18, the agency needs your written consent before their account is activated.\n\nPlease read the agreement and agree or decline on this page (the link works once and for 7 days):`,
  label: 'Read the agreement and answer',
  after: 'If you do not know this performer, you can ignore this e-mail.',
}));

export const guardianConsentGivenTemplate = consentLinkTemplate('guardian-consent-given', 'withdraw', (names) => ({
  subject: `Your consent for ${names.minor} is on record`,
  before: `Hello ${names.guardian},\n\nThank you: your consent for ${names.minor} is on record. You may withdraw it at any time on this page; ${names.minor}'s upcoming requests and bookings then end:`,
  label: 'Withdraw my consent',
  after: 'Keep this e-mail: the link works once.',
}));

export const guardianAdulthoodTemplate = defineMailTemplate({
  name: 'guardian-adulthood',
  data: z.strictObject({ uid: idSchema }),
  async compose({ uid }) {
    const { minor, guardian } = await namesOf(uid);
    const text = `Hello ${guardian},\n\n${minor} turns 18 today. From now on the agency no longer needs your consent, and its messages go to ${minor} directly.\n\nThank you for looking after ${minor}'s work with ${config().agency.name}.`;
    return { subject: `${minor} turns 18`, text, html: html`${paragraphs(text)}` };
  },
});
