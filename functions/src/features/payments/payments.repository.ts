/** The only payments code that touches Firestore. */
import { COMMISSIONS_COLLECTION, type CommissionStatus } from '@scenecall/shared';
import type { QueryDocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { auth, db } from '../../lib/firebase';
import { recordConverter } from '../../lib/firestore-converter';
import { declareQuery } from '../../lib/firestore-query';
import { countDocumentReads } from '../../lib/read-counter';
import { formatInvoiceNumber, type CommissionRecord } from './commission-record';

const STRIPE_EVENTS = 'stripeEvents';
const INVOICE_NUMBERS = 'invoiceNumbers';
const INVOICES = 'invoices';
const INVOICE_COUNTER = 'counters/invoices';
const MAX_TRANSACTION_ATTEMPTS = 5;

const commissionConverter = recordConverter<CommissionRecord>([
  'performerId',
  'production',
  'dates',
  'totalCents',
  'status',
  'createdAt',
]);
const commissions = () => db().collection(COMMISSIONS_COLLECTION).withConverter(commissionConverter);

const COMMISSIONS_OF_PERFORMER = declareQuery('commissions of a performer', {
  collection: COMMISSIONS_COLLECTION,
  where: [['performerId', '==']],
});

const COMMISSIONS_NEWEST = declareQuery('every commission, newest first (Admin overview)', {
  collection: COMMISSIONS_COLLECTION,
  where: [],
  orderBy: [['createdAt', 'desc']],
});
const COMMISSIONS_IN_STATUS_NEWEST = declareQuery('commissions in one status, newest first (Admin overview)', {
  collection: COMMISSIONS_COLLECTION,
  where: [['status', '==']],
  orderBy: [['createdAt', 'desc']],
});
const COMMISSIONS_PAID_BETWEEN = declareQuery('commissions paid in a month (Admin overview)', {
  collection: COMMISSIONS_COLLECTION,
  where: [
    ['status', 'in'],
    ['paidAt', '>='],
    ['paidAt', '<'],
  ],
  orderBy: [['paidAt', 'desc']],
});
const COMMISSIONS_CREATED_BETWEEN = declareQuery('commissions created in a month (Admin overview)', {
  collection: COMMISSIONS_COLLECTION,
  where: [
    ['status', 'in'],
    ['createdAt', '>='],
    ['createdAt', '<'],
  ],
  orderBy: [['createdAt', 'desc']],
});

const COMMISSIONS_WITH_LATE_PENALTY = declareQuery('commissions that carry a late-commission penalty (migration)', {
  collection: COMMISSIONS_COLLECTION,
  where: [['penaltyCents', '>']],
});

/** Every commission whose paid transition recorded a late-commission penalty. */
export async function listCommissionsWithLatePenalty(limit: number): Promise<StoredCommission[]> {
  const snapshot = await COMMISSIONS_WITH_LATE_PENALTY.build([0], { limit }).withConverter(commissionConverter).get();
  return storedCommissions(snapshot.docs);
}

/**
 * Reads the commission in a transaction and lets `decide` read more and answer the penalty it
 * keeps (its `penaltyCents`) with the writes that go with it; answers whether it changed.
 */
export async function recomputeCommissionPenalty(
  id: string,
  decide: (
    tx: Transaction,
    record: CommissionRecord,
  ) => Promise<{ penaltyCents: number; write: () => Promise<void> } | undefined>,
): Promise<boolean> {
  return db().runTransaction(async (tx) => {
    const record = (await tx.get(commissions().doc(id))).data();
    if (!record) return false;
    const decision = await decide(tx, record);
    if (!decision) return false;
    await decision.write();
    if (decision.penaltyCents !== record.penaltyCents) {
      tx.update(commissions().doc(id), { penaltyCents: decision.penaltyCents, updatedAt: new Date().toISOString() });
    }
    return true;
  });
}

/** gRPC ALREADY_EXISTS: a create-if-absent precondition failed. */
export function isAlreadyExists(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 6 || code === 'already-exists' || code === 'ALREADY_EXISTS';
}

/** The Auth account's e-mail, for users whose document has none (undefined when there is no account). */
export async function findAuthEmail(uid: string): Promise<string | undefined> {
  try {
    return (await auth().getUser(uid)).email;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return undefined;
    throw error;
  }
}

export async function findCommission(id: string): Promise<CommissionRecord | undefined> {
  return (await commissions().doc(id).get()).data();
}

/** Creates the record unless one with this id exists; answers the existing one in that case. */
export async function createCommissionIfAbsent(
  id: string,
  record: CommissionRecord,
): Promise<CommissionRecord | undefined> {
  try {
    await commissions().doc(id).create(record);
    return undefined;
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
    const existing = await findCommission(id);
    if (!existing) throw error;
    return existing;
  }
}

/**
 * Detaches a deleted performer's commissions: `performerId` becomes the tombstone, and only the name
 * on the invoice is kept (`performerName`). The records stay for the agency's books.
 */
export async function detachCommissionsOf(
  performerId: string,
  detached: { performerId: string; performerName: string; performerDeletedAt: string },
): Promise<number> {
  let count = 0;
  for (;;) {
    const snapshot = await COMMISSIONS_OF_PERFORMER.build([performerId], { limit: 400 })
      .withConverter(commissionConverter)
      .get();
    if (snapshot.empty) return count;
    const batch = db().batch();
    for (const doc of snapshot.docs) batch.update(doc.ref, { ...detached, updatedAt: detached.performerDeletedAt });
    await batch.commit();
    count += snapshot.size;
  }
}

/** Stores the payment's intent, unless the payment was released meanwhile (answers false: cancel that intent). */
export async function setPaymentIntent(id: string, paymentIntentId: string): Promise<boolean> {
  return db().runTransaction(async (tx) => {
    const record = (await tx.get(commissions().doc(id))).data();
    if (!record || record.releasedAt) return false;
    tx.update(commissions().doc(id), { paymentIntentId, updatedAt: new Date().toISOString() });
    return true;
  });
}

export type ReleaseOutcome = 'released' | 'already-released' | 'paid' | 'intent-changed' | 'missing';

/**
 * One transaction: an abandoned payment (its intent, `seenIntentId`, canceled or never made) becomes
 * failed for good and `release` (the penalties feature's) lets go of what it holds. Nothing moves
 * when it is paid, or when an intent was stored after the caller looked (a request still running).
 */
export async function releaseCommission(
  id: string,
  seenIntentId: string | null,
  mark: { failureMessage: string; supersededBy?: string },
  release: (tx: Transaction, record: CommissionRecord) => Promise<() => void>,
): Promise<ReleaseOutcome> {
  return db().runTransaction(async (tx) => {
    const ref = commissions().doc(id);
    const record = (await tx.get(ref)).data();
    if (!record) return 'missing';
    if (record.status === 'paid') return 'paid';
    if (record.paymentIntentId !== seenIntentId) return 'intent-changed';
    const write = await release(tx, record);
    write();
    if (record.releasedAt) return 'already-released';
    const at = new Date().toISOString();
    tx.update(ref, {
      status: 'failed',
      failureMessage: mark.failureMessage,
      releasedAt: at,
      ...(mark.supersededBy ? { supersededBy: mark.supersededBy } : {}),
      updatedAt: at,
    });
    return 'released';
  });
}

export async function listCommissionsOf(performerId: string): Promise<{ id: string; record: CommissionRecord }[]> {
  const snapshot = await COMMISSIONS_OF_PERFORMER.build([performerId], { limit: 500 })
    .withConverter(commissionConverter)
    .get();
  countDocumentReads(snapshot.size, { query: true });
  return snapshot.docs
    .map((doc) => ({ id: doc.id, record: doc.data() }))
    .sort((a, b) => b.record.createdAt.localeCompare(a.record.createdAt));
}

export type PaymentUpdateDecision =
  { write: false } | { write: true; update: Partial<CommissionRecord>; assignInvoice: boolean };

export type PaymentUpdateOutcome = 'duplicate-event' | 'no-commission' | 'unchanged' | 'updated';

/**
 * More work in the transaction that numbers a commission's invoice (its days marked paid, the
 * invoice e-mail): it reads what it needs, then answers the function that writes, called after
 * every read of the transaction (Firestore wants reads before writes).
 */
export type OnInvoiceAssigned = (
  tx: Transaction,
  commissionId: string,
  record: CommissionRecord,
) => Promise<() => Promise<unknown>>;

/** Reads the invoice counter; answers the next number and the function that writes the counter. */
async function nextInvoiceNumber(tx: Transaction): Promise<{ number: string; write: () => void }> {
  const counterRef = db().doc(INVOICE_COUNTER);
  const counter = await tx.get(counterRef);
  const sequence = ((counter.get('last') as number | undefined) ?? 0) + 1;
  return {
    number: formatInvoiceNumber(sequence),
    write: () => tx.set(counterRef, { last: sequence }, { merge: true }),
  };
}

/**
 * One transaction: records the Stripe event id once (when given), moves the commission as
 * `decide` says and, when it becomes paid, numbers its invoice from the counter. The invoice
 * number and the commission's invoice are also claimed with create-if-absent documents, so even a
 * store without transaction isolation never numbers two invoices alike or one commission twice
 * (the losing attempt is retried and then sees the commission paid). `onInvoiceAssigned` adds its
 * writes to that same transaction, so they happen exactly when the invoice is numbered.
 */
export async function applyPaymentUpdate(
  commissionId: string,
  eventId: string | null,
  decide: (record: CommissionRecord) => PaymentUpdateDecision,
  eventType = 'retrieve',
  onInvoiceAssigned?: OnInvoiceAssigned,
): Promise<PaymentUpdateOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db().runTransaction(async (tx) => {
        const eventRef = eventId ? db().collection(STRIPE_EVENTS).doc(eventId) : undefined;
        const commissionRef = commissions().doc(commissionId);
        const [eventSnapshot, commissionSnapshot] = await Promise.all([
          eventRef ? tx.get(eventRef) : Promise.resolve(undefined),
          tx.get(commissionRef),
        ]);
        if (eventSnapshot?.exists) return 'duplicate-event';
        const receivedAt = new Date().toISOString();
        const recordEvent = (outcome: PaymentUpdateOutcome) => {
          if (eventRef) tx.create(eventRef, { type: eventType, commissionId, outcome, receivedAt });
        };
        const record = commissionSnapshot.data();
        if (!record) {
          recordEvent('no-commission');
          return 'no-commission';
        }
        const decision = decide(record);
        if (!decision.write) {
          recordEvent('unchanged');
          return 'unchanged';
        }
        const update: Partial<CommissionRecord> = { ...decision.update, updatedAt: receivedAt };
        if (decision.assignInvoice && !commissionSnapshot.get('invoiceNumber')) {
          const invoice = await nextInvoiceNumber(tx);
          update.invoiceNumber = invoice.number;
          const writeAssigned = await onInvoiceAssigned?.(tx, commissionId, { ...record, ...update });
          invoice.write();
          tx.create(db().collection(INVOICE_NUMBERS).doc(invoice.number), { commissionId, at: receivedAt });
          tx.create(db().collection(INVOICES).doc(commissionId), { number: invoice.number, at: receivedAt });
          await writeAssigned?.();
        }
        recordEvent('updated');
        tx.update(commissionRef, update);
        return 'updated';
      });
    } catch (error) {
      // A concurrent writer took the invoice number or the event id: read again and decide again.
      if (!isAlreadyExists(error) || attempt >= MAX_TRANSACTION_ATTEMPTS) throw error;
    }
  }
}

export interface StoredCommission {
  id: string;
  record: CommissionRecord;
}

const storedCommissions = (docs: QueryDocumentSnapshot<CommissionRecord>[]): StoredCommission[] => {
  countDocumentReads(docs.length, { query: true });
  return docs.map((doc) => ({ id: doc.id, record: doc.data() }));
};

/** Commissions in one status (or any), newest first, at most `limit`. */
export async function listCommissionsByStatus(
  status: CommissionStatus | undefined,
  limit: number,
): Promise<StoredCommission[]> {
  const query = status
    ? COMMISSIONS_IN_STATUS_NEWEST.build([status], { limit })
    : COMMISSIONS_NEWEST.build([], { limit });
  return storedCommissions((await query.withConverter(commissionConverter).get()).docs);
}

/**
 * Commissions in the given statuses whose `field` (paidAt or createdAt, ISO instants) falls in
 * [from, to), at most `limit`.
 */
export async function listCommissionsBetween(
  statuses: readonly CommissionStatus[],
  field: 'paidAt' | 'createdAt',
  from: string,
  to: string,
  limit: number,
): Promise<StoredCommission[]> {
  const query = field === 'paidAt' ? COMMISSIONS_PAID_BETWEEN : COMMISSIONS_CREATED_BETWEEN;
  const snapshot = await query.build([statuses, from, to], { limit }).withConverter(commissionConverter).get();
  return storedCommissions(snapshot.docs);
}
