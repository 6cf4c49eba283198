/** `vouchers/{dayId}_{performerId}_{date}`: one performer's workday on one date (voucher-state in shared). */
import {
  VOUCHERS_COLLECTION,
  voucherRecordOf,
  type StoredVoucherRecord,
  type VoucherRecord,
  type VoucherView,
} from '@scenecall/shared';
import type { FirestoreDataConverter } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase';
import { recordConverter } from '../../lib/firestore-converter';
import { declareQuery } from '../../lib/firestore-query';
import { countDocumentReads } from '../../lib/read-counter';
import { prepareVoucherNotice } from './voucher-notice';

const stored = recordConverter<StoredVoucherRecord>(['dayId', 'performerId', 'date', 'status', 'revision']);
/** Read in today's shape whatever the document's age (allowance ids before counts: `voucherRecordOf`). */
const converter: FirestoreDataConverter<VoucherRecord> = {
  toFirestore: (record: VoucherRecord) => stored.toFirestore(record),
  fromFirestore: (snapshot) => voucherRecordOf(stored.fromFirestore(snapshot)),
};
const vouchers = () => db().collection(VOUCHERS_COLLECTION).withConverter(converter);

export const voucherId = (dayId: string, performerId: string, date: string) => `${dayId}_${performerId}_${date}`;
/** A voucher's document, typed (several read at once with `readAll`). */
export const voucherRefOf = (dayId: string, performerId: string, date: string) =>
  vouchers().doc(voucherId(dayId, performerId, date));

const OF_DAY = declareQuery("a day's vouchers (set screen)", {
  collection: VOUCHERS_COLLECTION,
  where: [['dayId', '==']],
});
const OF_PERFORMER = declareQuery("a performer's vouchers", {
  collection: VOUCHERS_COLLECTION,
  where: [['performerId', '==']],
});

const DATED_BETWEEN = declareQuery('vouchers dated in a range (overdue commission reminders)', {
  collection: VOUCHERS_COLLECTION,
  where: [
    ['date', '>='],
    ['date', '<='],
  ],
});

const viewOf = (id: string, record: VoucherRecord): VoucherView => ({ id, ...record });

export async function findVoucher(id: string): Promise<VoucherView | undefined> {
  const snapshot = await vouchers().doc(id).get();
  countDocumentReads(1);
  const record = snapshot.data();
  return record && viewOf(id, record);
}

export async function listVouchersOfDay(dayId: string): Promise<VoucherView[]> {
  const snapshot = await OF_DAY.build([dayId]).withConverter(converter).get();
  countDocumentReads(snapshot.size || 1);
  return snapshot.docs.map((doc) => viewOf(doc.id, doc.data()));
}

export async function listVouchersOfPerformer(performerId: string): Promise<VoucherView[]> {
  const snapshot = await OF_PERFORMER.build([performerId]).withConverter(converter).get();
  countDocumentReads(snapshot.size || 1);
  return snapshot.docs.map((doc) => viewOf(doc.id, doc.data())).sort((a, b) => b.date.localeCompare(a.date));
}

export async function listVouchersDatedBetween(from: string, to: string, limit = 2000): Promise<VoucherView[]> {
  const snapshot = await DATED_BETWEEN.build([from, to], { limit }).withConverter(converter).get();
  countDocumentReads(snapshot.size || 1, { query: true });
  return snapshot.docs.map((doc) => viewOf(doc.id, doc.data()));
}

/**
 * Reads the voucher (undefined when there is none yet), lets `decide` answer the record to write
 * (or none) and a result, and writes it in the same transaction, with the performer's notice
 * when the change hands them the voucher (voucher-notice.ts).
 */
export async function changeVoucher<T>(
  id: string,
  decide: (current: VoucherRecord | undefined) => { write?: VoucherRecord; result: T },
): Promise<T> {
  return db().runTransaction(async (tx) => {
    const ref = vouchers().doc(id);
    const current = (await tx.get(ref)).data();
    countDocumentReads(1);
    const { write, result } = decide(current);
    if (write) {
      const queueNotice = await prepareVoucherNotice(tx, id, current, write);
      tx.set(ref, write);
      await queueNotice();
    }
    return result;
  });
}

/**
 * Listens to a day's vouchers: `onChange` gets all of them first, then those added or changed by
 * each write. Returns the function that stops listening.
 */
export function watchVouchersOfDay(
  dayId: string,
  onChange: (vouchers: VoucherView[]) => void,
  onError: (error: Error) => void,
): () => void {
  return OF_DAY.build([dayId])
    .withConverter(converter)
    .onSnapshot((snapshot) => {
      const changed = snapshot.docChanges().filter((change) => change.type !== 'removed');
      onChange(changed.map(({ doc }) => viewOf(doc.id, doc.data())));
    }, onError);
}
