/**
 * Consent in writing (the license agreement): everyone accepts the terms at registration; a minor's
 * guardian agrees on the minor's behalf (typed full name and a tick) before the account may be
 * activated, asked, booked or submitted to an open call. Consent is a history of events, never
 * overwritten; its state is read from that history. On the 18th birthday (Toronto date) the
 * guardian's consent is no longer needed.
 */
import { z } from 'zod';
import { ADULT_AGE } from './constants';
import { isMinorOnDate } from './minors';
import { agencyToday } from './dates';

/** The version of the license agreement's wording accepted now; raise it when the wording changes. */
export const TERMS_VERSION = '2026-05-01';

/** The registration checkbox's label (replaces 'submitting implies agreement'). */
export const TERMS_ACCEPTANCE_LABEL = 'I have read and agree to the terms of use';
export const TERMS_ACCEPTANCE_REQUIRED = 'Please read and agree to the terms of use';

/** What the guardian ticks on the consent page, with the minor's name filled in. */
export const guardianConsentWording = (minorName: string): string =>
  `I am the parent or legal guardian of ${minorName}. I have read the license agreement and agree to it on ${minorName}'s behalf. I will supply my identity document and proof of guardianship, and confirm or decline every offer for ${minorName}.`;

export const GUARDIAN_CONSENT_EVENTS = ['requested', 'given', 'declined', 'withdrawn'] as const;
export type GuardianConsentEventType = (typeof GUARDIAN_CONSENT_EVENTS)[number];

/** Who recorded an event: the guardian through their link, an Admin, or the system (registration, a resend). */
export type GuardianConsentSource = 'guardian-link' | 'admin' | 'registration';

export interface GuardianConsentEvent {
  type: GuardianConsentEventType;
  /** ISO instant. */
  at: string;
  termsVersion: string;
  source: GuardianConsentSource;
  /** The guardian's typed full name (given, declined or withdrawn through the link); null otherwise. */
  typedName: string | null;
  /** The guardian's e-mail the request went to, or the answer came from. */
  guardianEmail: string | null;
  /** The client that answered ('Mozilla/5.0 …', clipped), or the Admin's uid. */
  client: string | null;
}

/** The summary on the performer's user document (`users/{uid}.guardianConsent`), written with each event. */
export type GuardianConsentState = 'given' | 'pending' | 'declined' | 'withdrawn' | null;

/** The state after a history of events (oldest first): the last decisive event, else pending once requested. */
export function guardianConsentState(events: readonly Pick<GuardianConsentEvent, 'type'>[]): GuardianConsentState {
  let state: GuardianConsentState = null;
  for (const event of events) {
    if (event.type === 'requested') state = state === 'given' ? 'given' : 'pending';
    else state = event.type;
  }
  return state;
}

/** The registration's record of the terms accepted: by whom is the document's owner. */
export interface TermsAcceptance {
  at: string;
  termsVersion: string;
  client: string | null;
}

/** The Toronto date of the 18th birthday (29 February: 1 March in a year without one). */
export function eighteenthBirthday(dateOfBirth: string): string {
  const [year, month, day] = dateOfBirth.slice(0, 10).split('-');
  const adultYear = Number(year) + ADULT_AGE;
  const leap = adultYear % 4 === 0 && (adultYear % 100 !== 0 || adultYear % 400 === 0);
  if (month === '02' && day === '29' && !leap) return `${adultYear}-03-01`;
  return `${adultYear}-${month}-${day}`;
}

export const NO_GUARDIAN_CONSENT =
  "This performer is a minor whose guardian has not consented in writing yet: they cannot be asked, booked or submitted until the guardian's consent is on record";

/**
 * Whether a performer may be asked, booked or submitted to an open call, as far as the guardian goes:
 * adults (and unknown ages) always; minors only with their guardian's consent given.
 */
export function guardianConsentAllows(
  performer: { dateOfBirth?: string | null; guardianConsent?: GuardianConsentState | undefined },
  onDate: string = agencyToday(),
): boolean {
  return !isMinorOnDate(performer.dateOfBirth, onDate) || performer.guardianConsent === 'given';
}

export const GUARDIAN_DECISIONS = ['given', 'declined', 'withdrawn'] as const;
export type GuardianDecision = (typeof GUARDIAN_DECISIONS)[number];

/** POST /api/guardian-consent/:token: the guardian's answer. */
export const guardianAnswerSchema = z.strictObject({
  decision: z.enum(GUARDIAN_DECISIONS, { error: 'Decision must be given, declined or withdrawn' }),
  typedName: z
    .string({ error: 'Please type your full name' })
    .trim()
    .min(2, { error: 'Please type your full name' })
    .max(120, { error: 'Your name is too long' }),
  agreed: z.literal(true, { error: 'Please tick the box to confirm' }),
});
export type GuardianAnswer = z.infer<typeof guardianAnswerSchema>;

export const guardianConsentTokenSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'This link is not valid' }),
});

/** What the consent page shows for a link (GET /api/guardian-consent/:token). */
export interface GuardianConsentPage {
  minorName: string;
  guardianName: string;
  /** 'consent': agree or decline; 'withdraw': the later link, to withdraw a consent given. */
  purpose: 'consent' | 'withdraw';
  wording: string;
  termsVersion: string;
  state: GuardianConsentState;
}

/** An Admin's view of a performer's guardian consent (GET /api/admin/users/:id/guardian-consent). */
export interface GuardianConsentView {
  state: GuardianConsentState;
  needed: boolean;
  events: GuardianConsentEvent[];
  termsAcceptance: TermsAcceptance | null;
}
