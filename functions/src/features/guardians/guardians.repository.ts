/**
 * The guardians feature's Firestore access: each minor's consent history `guardianConsents/{uid}`
 * (events appended, never overwritten) and the single-use links `guardianConsentLinks/{tokenHash}`
 * (only the token's hash is stored). The summary on the user document is written in the same
 * transaction, through the users repository.
 */
import type { GuardianConsentEvent } from '@scenecall/shared';
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase';
import { recordConverter } from '../../lib/firestore-converter';
import { declareQuery } from '../../lib/firestore-query';

const CONSENTS = 'guardianConsents';
const LINKS = 'guardianConsentLinks';

export interface GuardianConsentRecord {
  uid: string;
  events: GuardianConsentEvent[];
}

export type ConsentLinkPurpose = 'consent' | 'withdraw';

export interface ConsentLinkRecord {
  uid: string;
  purpose: ConsentLinkPurpose;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
}

const consentConverter = recordConverter<GuardianConsentRecord>(['uid', 'events']);
const linkConverter = recordConverter<ConsentLinkRecord>(['uid', 'purpose', 'expiresAt', 'usedAt']);
const consentRef = (uid: string) => db().collection(CONSENTS).withConverter(consentConverter).doc(uid);
const linkRef = (tokenHash: string) => db().collection(LINKS).withConverter(linkConverter).doc(tokenHash);

const LINKS_OF_PERFORMER = declareQuery("a minor's guardian consent links", {
  collection: LINKS,
  where: [['uid', '==']],
});

export async function readConsentEvents(uid: string, tx?: Transaction): Promise<GuardianConsentEvent[]> {
  const snapshot = tx ? await tx.get(consentRef(uid)) : await consentRef(uid).get();
  return snapshot.data()?.events ?? [];
}

/** Appends an event to the history read in the same transaction (`before`). */
export function appendConsentEvent(
  tx: Transaction,
  uid: string,
  before: readonly GuardianConsentEvent[],
  event: GuardianConsentEvent,
): void {
  tx.set(consentRef(uid), { uid, events: [...before, event] });
}

export async function saveConsentLink(tokenHash: string, record: ConsentLinkRecord): Promise<void> {
  await linkRef(tokenHash).create(record);
}

export async function deleteConsentLink(tokenHash: string): Promise<void> {
  await linkRef(tokenHash).delete();
}

export async function readConsentLink(tokenHash: string, tx?: Transaction): Promise<ConsentLinkRecord | undefined> {
  return (tx ? await tx.get(linkRef(tokenHash)) : await linkRef(tokenHash).get()).data();
}

export function markConsentLinkUsed(tx: Transaction, tokenHash: string, now: number): void {
  tx.update(linkRef(tokenHash), { usedAt: now });
}

/** Every link of a minor's (an account deleted, or consent requested again). */
export async function deleteGuardianRecordsOf(uid: string): Promise<void> {
  const links = await LINKS_OF_PERFORMER.build([uid]).get();
  await Promise.all([...links.docs.map((doc) => doc.ref.delete()), consentRef(uid).delete()]);
}
