/** The only code that touches `mailOutbox`. Every state change is a transaction over one document. */
import {
  MAIL_OUTBOX_COLLECTION,
  textStatusAdvances,
  type OutboxMailPage,
  type TextDeliveryStatus,
} from '@scenecall/shared';
import type { Query, Transaction } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase';
import { recordConverter } from '../../lib/firestore-converter';
import { declareQuery } from '../../lib/firestore-query';
import { claimDecision, type ClaimDecision } from './delivery-state';
import { toOutboxMailView, type OutboxMailRecord } from './outbox-record';

const outboxConverter = recordConverter<OutboxMailRecord>(['template', 'state', 'attempts', 'createdAt']);
const outbox = () => db().collection(MAIL_OUTBOX_COLLECTION).withConverter(outboxConverter);

const DUE_MAIL = declareQuery('pending or leased e-mail that is due, oldest first', {
  collection: MAIL_OUTBOX_COLLECTION,
  where: [
    ['state', 'in'],
    ['nextAttemptAt', '<='],
  ],
  orderBy: [['nextAttemptAt', 'asc']],
});
const NEW_MAIL = declareQuery('e-mail never attempted', {
  collection: MAIL_OUTBOX_COLLECTION,
  where: [
    ['state', '=='],
    ['attempts', '=='],
  ],
});
const MAIL_TO_USER = declareQuery('e-mail to one user, newest first', {
  collection: MAIL_OUTBOX_COLLECTION,
  where: [['recipientUid', '==']],
  orderBy: [['createdAt', 'desc']],
});
const FAILED_MAIL = declareQuery('e-mail that failed for good, latest first', {
  collection: MAIL_OUTBOX_COLLECTION,
  where: [['state', '==']],
  orderBy: [['failedAt', 'desc']],
});
const MAIL_OF_USER = declareQuery('every e-mail to a user', {
  collection: MAIL_OUTBOX_COLLECTION,
  where: [['recipientUid', '==']],
});
const MAIL_FROM_USER = declareQuery('every message from a user (support)', {
  collection: MAIL_OUTBOX_COLLECTION,
  where: [['data.uid', '==']],
});

/** gRPC ALREADY_EXISTS: a create-if-absent precondition failed. */
function isAlreadyExists(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 6 || code === 'already-exists' || code === 'ALREADY_EXISTS';
}

/**
 * Creates the document (under `id` when given, else a random id). In a transaction the create is
 * part of it; outside one, an existing document with that id is left as it is (`created: false`).
 */
export async function createOutboxMail(
  record: OutboxMailRecord,
  options: { id?: string; tx?: Transaction },
): Promise<{ id: string; created: boolean }> {
  const ref = options.id ? outbox().doc(options.id) : outbox().doc();
  if (options.tx) {
    options.tx.create(ref, record);
    return { id: ref.id, created: true };
  }
  try {
    await ref.create(record);
    return { id: ref.id, created: true };
  } catch (error) {
    if (isAlreadyExists(error)) return { id: ref.id, created: false };
    throw error;
  }
}

type SkipReason = Extract<ClaimDecision, { kind: 'skip' }>['reason'];

export type ClaimResult =
  { outcome: 'claimed'; record: OutboxMailRecord } | { outcome: 'not-found' | 'gave-up' | SkipReason };

/** Claims the e-mail for one attempt under `leaseId`, as `claimDecision` says. */
export async function claimOutboxMail(id: string, now: Date, leaseId: string): Promise<ClaimResult> {
  const ref = outbox().doc(id);
  return db().runTransaction(async (tx) => {
    const record = (await tx.get(ref)).data();
    if (!record) return { outcome: 'not-found' };
    const decision = claimDecision(record, now, leaseId);
    if (decision.kind === 'skip') return { outcome: decision.reason };
    tx.update(ref, decision.update);
    if (decision.kind === 'give-up') return { outcome: 'gave-up' };
    return { outcome: 'claimed', record: { ...record, ...decision.update } };
  });
}

/**
 * Records an attempt's outcome when the lease is still this worker's. `force` records it even when
 * the lease was lost (a sent e-mail is sent, whoever holds the lease now). Answers whether the
 * update was written and what the document said before.
 */
export async function finishAttempt(
  id: string,
  leaseId: string,
  update: (record: OutboxMailRecord) => Partial<OutboxMailRecord>,
  options: { force?: boolean; fallback?: (record: OutboxMailRecord) => OutboxMailRecord | undefined } = {},
): Promise<{ written: boolean; before: OutboxMailRecord | undefined }> {
  const ref = outbox().doc(id);
  return db().runTransaction(async (tx) => {
    const record = (await tx.get(ref)).data();
    if (!record) return { written: false, before: undefined };
    const mine = record.state === 'sending' && record.leaseId === leaseId;
    if (!mine && !(options.force && record.state !== 'sent')) return { written: false, before: record };
    const changes = update(record);
    const fallbackMailId =
      options.fallback && changes.state === 'failed' ? createFallbackIn(tx, record, options.fallback) : undefined;
    tx.update(ref, { ...changes, ...(fallbackMailId ? { fallbackMailId } : {}) });
    return { written: true, before: record };
  });
}

/** Pending e-mail that is due and attempts whose lease expired, oldest first. */
export async function findDueMailIds(now: Date, limit: number): Promise<string[]> {
  const snapshot = await DUE_MAIL.build([['pending', 'sending'], now.toISOString()], { limit }).get();
  return snapshot.docs.map((doc) => doc.id);
}

/** E-mail never attempted yet (what the Firestore trigger delivers in production). */
export async function findNewMailIds(limit: number): Promise<string[]> {
  const snapshot = await NEW_MAIL.build(['pending', 0], { limit }).get();
  return snapshot.docs.map((doc) => doc.id);
}

async function page(query: Query, limit: number, after: string | undefined): Promise<OutboxMailPage> {
  let paged = query.withConverter(outboxConverter).limit(limit + 1);
  if (after) {
    const cursor = await outbox().doc(after).get();
    if (cursor.exists) paged = paged.startAfter(cursor);
  }
  const docs = (await paged.get()).docs;
  const mail = docs.slice(0, limit).map((doc) => toOutboxMailView(doc.id, doc.data()));
  return { mail, next: docs.length > limit ? (mail.at(-1)?.id ?? null) : null };
}

/** E-mail to one user, newest first (index: recipientUid, createdAt desc). */
export function listMailToUser(uid: string, limit: number, after?: string): Promise<OutboxMailPage> {
  return page(MAIL_TO_USER.build([uid]), limit, after);
}

/** E-mail that failed for good, most recent failure first (index: state, failedAt desc). */
export function listFailedMail(limit: number, after?: string): Promise<OutboxMailPage> {
  return page(FAILED_MAIL.build(['failed']), limit, after);
}

/** Puts a failed e-mail back in the queue; false when it is not failed. */
export async function requeueFailedMail(id: string, update: Partial<OutboxMailRecord>): Promise<boolean> {
  const ref = outbox().doc(id);
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists || snapshot.get('state') !== 'failed') return false;
    tx.update(ref, update);
    return true;
  });
}

/**
 * Removes every e-mail to a user and every support message from them (they hold addresses, names and
 * phones): part of deleting an account. Returns how many documents went.
 */
export async function deleteMailOfUser(uid: string): Promise<number> {
  const [toUser, fromUser] = await Promise.all([MAIL_OF_USER.build([uid]).get(), MAIL_FROM_USER.build([uid]).get()]);
  const refs = [...toUser.docs, ...fromUser.docs].map((doc) => doc.ref);
  for (let start = 0; start < refs.length; start += 400) {
    const batch = db().batch();
    for (const ref of refs.slice(start, start + 400)) batch.delete(ref);
    await batch.commit();
  }
  return refs.length;
}

/**
 * A text's delivery status from the provider: written when it moves the text forward (callbacks
 * come out of order and more than once). The provider's id must be the text's, once it is known
 * (a callback may come before the worker has recorded the hand-over).
 */
export async function updateTextStatus(
  id: string,
  providerId: string,
  status: TextDeliveryStatus,
  details: { at: string; error?: string; fallback: (record: OutboxMailRecord) => OutboxMailRecord | undefined },
): Promise<{ found: boolean; changed: boolean; fallbackMailId?: string }> {
  const ref = outbox().doc(id);
  return db().runTransaction(async (tx) => {
    const record = (await tx.get(ref)).data();
    if (!record || record.channel !== 'sms') return { found: false, changed: false };
    if (record.providerId && record.providerId !== providerId) return { found: false, changed: false };
    if (!textStatusAdvances(record.deliveryStatus ?? null, status)) return { found: true, changed: false };
    const failed = status === 'failed' || status === 'undelivered';
    const fallbackMailId = failed ? createFallbackIn(tx, record, details.fallback) : undefined;
    tx.update(ref, {
      providerId,
      deliveryStatus: status,
      deliveryStatusAt: details.at,
      ...(details.error ? { lastError: details.error } : {}),
      ...(fallbackMailId ? { fallbackMailId } : {}),
    });
    return { found: true, changed: true, fallbackMailId };
  });
}

/** Queues a failed text's fallback e-mail in `tx`, once: answers its id, or undefined when there is none to queue. */
export function createFallbackIn(
  tx: Transaction,
  record: OutboxMailRecord,
  fallback: (record: OutboxMailRecord) => OutboxMailRecord | undefined,
): string | undefined {
  if (record.fallbackMailId) return undefined;
  const mail = fallback(record);
  if (!mail) return undefined;
  const ref = outbox().doc();
  tx.create(ref, mail);
  return ref.id;
}
