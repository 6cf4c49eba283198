/** The only code that touches `payArrivals/{id}` (one document per performer and work date). */
import { PAY_ARRIVALS_COLLECTION } from '@scenecall/shared';
import { db } from '../../lib/firebase';
import { recordConverter } from '../../lib/firestore-converter';
import { declareQuery } from '../../lib/firestore-query';
import { countDocumentReads } from '../../lib/read-counter';
import type { PayArrivalRecord } from './pay-arrival-record';

const payArrivalConverter = recordConverter<PayArrivalRecord>(['performerId', 'workDate', 'createdAt']);
const payArrivals = () => db().collection(PAY_ARRIVALS_COLLECTION).withConverter(payArrivalConverter);

const PAY_ARRIVALS_OF_PERFORMER = declareQuery('pay arrivals of a performer', {
  collection: PAY_ARRIVALS_COLLECTION,
  where: [['performerId', '==']],
});

export interface StoredPayArrival {
  id: string;
  record: PayArrivalRecord;
}

export async function findPayArrival(id: string): Promise<PayArrivalRecord | undefined> {
  return (await payArrivals().doc(id).get()).data();
}

export async function listPayArrivalsOf(performerId: string): Promise<StoredPayArrival[]> {
  const snapshot = await PAY_ARRIVALS_OF_PERFORMER.build([performerId], { limit: 1000 })
    .withConverter(payArrivalConverter)
    .get();
  countDocumentReads(snapshot.size, { query: true });
  return snapshot.docs
    .map((doc) => ({ id: doc.id, record: doc.data() }))
    .sort((a, b) => b.record.workDate.localeCompare(a.record.workDate));
}

/**
 * Read-decide-write of one work date's pay arrival in a transaction: `change` gets the record (or
 * undefined) and answers the new one. Answers what was there before.
 */
export async function updatePayArrival(
  id: string,
  change: (current: PayArrivalRecord | undefined) => PayArrivalRecord,
): Promise<{ before: PayArrivalRecord | undefined; after: PayArrivalRecord }> {
  return db().runTransaction(async (tx) => {
    const ref = payArrivals().doc(id);
    const before = (await tx.get(ref)).data();
    const after = change(before);
    tx.set(ref, after);
    return { before, after };
  });
}

/** An account is deleted: its pay arrivals go (the stub pictures go with the account's folder). */
export async function deletePayArrivalsOf(performerId: string): Promise<number> {
  const found = await listPayArrivalsOf(performerId);
  const batch = db().batch();
  for (const { id } of found) batch.delete(payArrivals().doc(id));
  if (found.length > 0) await batch.commit();
  return found.length;
}
