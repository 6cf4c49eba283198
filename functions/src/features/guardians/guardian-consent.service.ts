/**
 * A minor's guardian consent (the license agreement): requested at registration (or again by an
 * Admin), given or declined by the guardian through a single-use link, withdrawn by the guardian's
 * later link or by an Admin. Each change appends an event to `guardianConsents/{uid}` and writes the
 * summary `users/{uid}.guardianConsent` in the same transaction, with the e-mail it causes.
 */
import {
  agencyToday,
  fullName,
  guardianConsentState,
  guardianConsentWording,
  isMinorOnDate,
  TERMS_VERSION,
  type GuardianAnswer,
  type GuardianConsentEvent,
  type GuardianConsentPage,
  type GuardianConsentSource,
  type GuardianConsentView,
  type UserRecord,
} from '@scenecall/shared';
import { ApiError, forbidden, notFound } from '../../http/api-error';
import type { Caller } from '../../http/caller';
import { logEvent } from '../../http/logger';
import { releaseBookingsWithoutGuardian } from '../bookings';
import { recordAudit } from '../audit';
import { enqueueMail } from '../mail';
import { findUser, inUserTransaction, type UserTransaction } from '../users';
import { hashConsentToken } from './consent-links';
import { guardianConsentGivenTemplate, guardianConsentRequestTemplate } from './guardian-consent.mail';
import {
  appendConsentEvent,
  deleteGuardianRecordsOf,
  markConsentLinkUsed,
  readConsentEvents,
  readConsentLink,
  type ConsentLinkRecord,
} from './guardians.repository';

const CLIENT_MAX = 200;
const clip = (client: string | null | undefined) => (client ? client.slice(0, CLIENT_MAX) : null);

function guardianEmailOf(user: UserRecord): string {
  const email = user.profile?.guardianEmail?.trim();
  if (!email) throw new ApiError('conflict', "This performer's guardian has no e-mail address on record");
  return email;
}

/** Appends `event` to the history read in the transaction and writes the user's summary with it. */
async function record(tx: UserTransaction, uid: string, event: GuardianConsentEvent): Promise<GuardianConsentEvent[]> {
  const before = await readConsentEvents(uid, tx.transaction);
  const events = [...before, event];
  appendConsentEvent(tx.transaction, uid, before, event);
  tx.write({ guardianConsent: guardianConsentState(events) });
  return events;
}

function event(
  type: GuardianConsentEvent['type'],
  source: GuardianConsentSource,
  at: Date,
  details: { typedName?: string | null; guardianEmail?: string | null; client?: string | null },
): GuardianConsentEvent {
  return {
    type,
    at: at.toISOString(),
    termsVersion: TERMS_VERSION,
    source,
    typedName: details.typedName ?? null,
    guardianEmail: details.guardianEmail ?? null,
    client: clip(details.client),
  };
}

/**
 * E-mails the guardian a request to consent (registration, or an Admin's resend). Refused for an
 * adult, a guardian without an e-mail, and a consent already given.
 */
export async function requestGuardianConsent(
  uid: string,
  source: GuardianConsentSource,
  client: string | null,
  now = new Date(),
): Promise<void> {
  await inUserTransaction(uid, async (tx) => {
    if (!tx.user) throw notFound('User');
    if (!isMinorOnDate(tx.user.profile?.dateOfBirth, agencyToday(now)))
      throw new ApiError('conflict', 'This performer is not a minor: no guardian consent is needed');
    const guardianEmail = guardianEmailOf(tx.user);
    if (tx.user.guardianConsent === 'given')
      throw new ApiError('conflict', "The guardian's consent is already on record");
    await record(tx, uid, event('requested', source, now, { guardianEmail, client }));
    await enqueueMail(
      { template: guardianConsentRequestTemplate, data: { uid }, to: { address: guardianEmail, uid } },
      { tx: tx.transaction, now },
    );
  });
  logEvent('guardians.consent_requested', { source });
}

type LinkUse = { link: ConsentLinkRecord } | { problem: ApiError };

function checkLink(link: ConsentLinkRecord | undefined, now: number): LinkUse {
  if (!link)
    return { problem: new ApiError('not-found', 'This link is not valid. Please ask the agency for a new one.') };
  if (link.usedAt !== null) return { problem: new ApiError('conflict', 'This link has already been used.') };
  if (link.expiresAt <= now)
    return { problem: new ApiError('bad-request', 'This link has expired. Please ask the agency for a new one.') };
  return { link };
}

async function usableLink(token: string, now: number): Promise<ConsentLinkRecord> {
  const use = checkLink(await readConsentLink(hashConsentToken(token)), now);
  if ('problem' in use) throw use.problem;
  return use.link;
}

/** GET /api/guardian-consent/:token: what the guardian's page shows. */
export async function readConsentPage(token: string, now = new Date()): Promise<GuardianConsentPage> {
  const link = await usableLink(token, now.getTime());
  const user = await findUser(link.uid);
  if (!user) throw new ApiError('not-found', 'This link is not valid. Please ask the agency for a new one.');
  const minorName = fullName(user.profile) || 'the performer';
  return {
    minorName,
    guardianName: user.profile?.guardianFullName ?? '',
    purpose: link.purpose,
    wording: guardianConsentWording(minorName),
    termsVersion: TERMS_VERSION,
    state: user.guardianConsent ?? null,
  };
}

function checkDecision(link: ConsentLinkRecord, user: UserRecord, decision: GuardianAnswer['decision']): void {
  if (link.purpose === 'withdraw') {
    if (decision !== 'withdrawn') throw new ApiError('bad-request', 'This link is for withdrawing your consent');
    if (user.guardianConsent !== 'given') throw new ApiError('conflict', 'There is no consent on record to withdraw');
    return;
  }
  if (decision === 'withdrawn') throw new ApiError('bad-request', 'This link is for agreeing or declining');
  if (user.guardianConsent !== 'pending') throw new ApiError('conflict', 'This request has already been answered');
}

/**
 * POST /api/guardian-consent/:token: the guardian agrees, declines or withdraws, once per link. The
 * answer records the typed name, the time, the wording's version and the client; a consent given
 * e-mails the later link to withdraw it; a withdrawal releases the minor's upcoming bookings.
 */
export async function answerConsentLink(
  token: string,
  answer: GuardianAnswer,
  client: string | null,
  now = new Date(),
): Promise<{ state: GuardianConsentEvent['type'] }> {
  const tokenHash = hashConsentToken(token);
  const { uid } = await usableLink(token, now.getTime());
  await inUserTransaction(uid, async (tx) => {
    const use = checkLink(await readConsentLink(tokenHash, tx.transaction), now.getTime());
    if ('problem' in use) throw use.problem;
    if (!tx.user) throw new ApiError('not-found', 'This link is not valid. Please ask the agency for a new one.');
    checkDecision(use.link, tx.user, answer.decision);
    const guardianEmail = tx.user.profile?.guardianEmail ?? null;
    await record(
      tx,
      uid,
      event(answer.decision, 'guardian-link', now, { typedName: answer.typedName, guardianEmail, client }),
    );
    markConsentLinkUsed(tx.transaction, tokenHash, now.getTime());
    if (answer.decision === 'given' && guardianEmail) {
      await enqueueMail(
        { template: guardianConsentGivenTemplate, data: { uid }, to: { address: guardianEmail, uid } },
        { tx: tx.transaction, now },
      );
    }
  });
  logEvent('guardians.consent_answered', { decision: answer.decision });
  if (answer.decision === 'withdrawn') await releaseBookingsWithoutGuardian(uid, null, now);
  return { state: answer.decision };
}

/** GET /api/admin/users/:id/guardian-consent: the history, state and whether consent is needed. */
export async function guardianConsentView(actor: Caller, uid: string, now = new Date()): Promise<GuardianConsentView> {
  if (actor.role !== 'Admin') throw forbidden();
  const [user, events] = await Promise.all([findUser(uid), readConsentEvents(uid)]);
  if (!user) throw notFound('User');
  return {
    state: user.guardianConsent ?? null,
    needed: isMinorOnDate(user.profile?.dateOfBirth, agencyToday(now)),
    events,
    termsAcceptance: user.termsAcceptance ?? null,
  };
}

export async function resendGuardianConsent(actor: Caller, uid: string): Promise<GuardianConsentView> {
  if (actor.role !== 'Admin') throw forbidden();
  await requestGuardianConsent(uid, 'admin', actor.uid);
  return guardianConsentView(actor, uid);
}

/** An Admin withdraws the consent on the guardian's word (a call, a letter): the upcoming bookings are released. */
export async function withdrawGuardianConsent(
  actor: Caller,
  uid: string,
  now = new Date(),
): Promise<GuardianConsentView> {
  if (actor.role !== 'Admin') throw forbidden();
  await inUserTransaction(uid, async (tx) => {
    if (!tx.user) throw notFound('User');
    if (tx.user.guardianConsent !== 'given' && tx.user.guardianConsent !== 'pending')
      throw new ApiError('conflict', 'There is no consent or request on record to withdraw');
    await record(tx, uid, event('withdrawn', 'admin', now, { client: actor.uid }));
  });
  await recordAudit(actor, uid, 'guardian-consent.withdrawn');
  logEvent('guardians.consent_withdrawn_by_admin', {});
  await releaseBookingsWithoutGuardian(uid, actor.uid, now);
  return guardianConsentView(actor, uid, now);
}

/** Removes a deleted account's consent history and links (the account's complete deletion). */
export const forgetGuardianConsent = (uid: string): Promise<void> => deleteGuardianRecordsOf(uid);
