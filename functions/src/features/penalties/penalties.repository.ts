/** The only code that touches `penalties/{id}` (one document per case, see shared `penaltyIdFor`). */
import {
  applyPenaltyEvent,
  PENALTIES_COLLECTION,
  type PenaltyContext,
  type PenaltyEvent,
  type PenaltyRecord,
} from '@scenecall/shared';
import type { Transaction } from 'firebase-admin/firestore';
import { ApiError } from '../../http/api-error';
import { db } from '../../lib/firebase';
import { readAll, recordConverter } from '../../lib/firestore-converter';
import { declareQuery } from '../../lib/firestore-query';
import { countDocumentReads } from '../../lib/read-counter';

const penaltyConverter = recordConverter<PenaltyRecord>(['performerId', 'kind', 'amountCents', 'state', 'history']);
const penalties = () => db().collection(PENALTIES_COLLECTION).withConverter(penaltyConverter);
export const penaltyRef = (id: string) => penalties().doc(id);

export interface StoredPenalty {
  id: string;
  record: PenaltyRecord;
}

const PENALTIES_OF_PERFORMER = declareQuery("a performer's penalties", {
  collection: PENALTIES_COLLECTION,
  where: [['performerId', '==']],
});
const EVERY_PENALTY = declareQuery("every penalty (the Admin's commissions overview)", {
  collection: PENALTIES_COLLECTION,
  where: [],
});

export async function findPenalty(id: string): Promise<PenaltyRecord | undefined> {
  countDocumentReads(1);
  return (await penaltyRef(id).get()).data();
}

const newestFirst = (rows: StoredPenalty[]) =>
  rows.sort((a, b) => b.record.createdAt.localeCompare(a.record.createdAt));

export async function listPenaltiesOf(performerId: string): Promise<StoredPenalty[]> {
  const snapshot = await PENALTIES_OF_PERFORMER.build([performerId], { limit: 500 })
    .withConverter(penaltyConverter)
    .get();
  countDocumentReads(snapshot.size, { query: true });
  return newestFirst(snapshot.docs.map((doc) => ({ id: doc.id, record: doc.data() })));
}

export async function listEveryPenalty(limit: number): Promise<StoredPenalty[]> {
  const snapshot = await EVERY_PENALTY.build([], { limit }).withConverter(penaltyConverter).get();
  countDocumentReads(snapshot.size, { query: true });
  return newestFirst(snapshot.docs.map((doc) => ({ id: doc.id, record: doc.data() })));
}

export async function findPenalties(ids: readonly string[]): Promise<Map<string, PenaltyRecord>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const snapshots = await readAll(unique.map(penaltyRef));
  countDocumentReads(snapshots.length);
  return new Map(
    snapshots.flatMap((snapshot) => {
      const record = snapshot.data();
      return record ? [[snapshot.id, record] as const] : [];
    }),
  );
}

/** Creates the penalty unless its case already has one; answers whether it created it. */
export async function createPenaltyIfAbsent(
  id: string,
  record: PenaltyRecord,
  more?: (tx: Transaction) => Promise<void>,
): Promise<boolean> {
  return db().runTransaction(async (tx) => {
    const prepared = await preparePenaltyCreates(tx, [{ id, record }]);
    prepared.write();
    if (prepared.created.length > 0) await more?.(tx);
    return prepared.created.length > 0;
  });
}

/**
 * Inside another feature's transaction: reads whether each case has its record, and answers the
 * write that creates those that do not (call it once the transaction has done its reads).
 */
export async function preparePenaltyCreates(
  tx: Transaction,
  records: readonly StoredPenalty[],
): Promise<{ created: StoredPenalty[]; write: () => void }> {
  if (records.length === 0) return { created: [], write: () => undefined };
  const snapshots = await tx.getAll(...records.map(({ id }) => penaltyRef(id)));
  countDocumentReads(snapshots.length);
  const created = records.filter((_, index) => !snapshots[index]!.exists);
  return { created, write: () => created.forEach(({ id, record }) => tx.create(penaltyRef(id), record)) };
}

/**
 * Inside a transaction: reads the penalties and applies `event` to each; refuses (ApiError) when one
 * is missing, not `performerId`'s (when given) or refuses the event. Answers the records after and the write.
 */
export async function preparePenaltyEvents(
  tx: Transaction,
  ids: readonly string[],
  event: PenaltyEvent,
  context: PenaltyContext,
  performerId?: string,
): Promise<{ records: StoredPenalty[]; write: () => void }> {
  if (ids.length === 0) return { records: [], write: () => undefined };
  const snapshots = await tx.getAll(...ids.map((id) => penaltyRef(id)));
  countDocumentReads(snapshots.length);
  const changed: StoredPenalty[] = [];
  const records = snapshots.map((snapshot, index) => {
    const id = ids[index]!;
    const record = snapshot.data();
    if (!record || (performerId !== undefined && record.performerId !== performerId)) {
      throw new ApiError('not-found', 'Penalty not found');
    }
    const result = applyPenaltyEvent(record, event, context);
    if (!result.ok) throw new ApiError(result.code, result.reason);
    if (result.changed) changed.push({ id, record: result.record });
    return { id, record: result.record };
  });
  return { records, write: () => changed.forEach(({ id, record }) => tx.set(penaltyRef(id), record)) };
}

/** One event on one penalty in its own transaction; `more` adds writes (the e-mail) to it. */
export async function applyPenaltyEventById(
  id: string,
  event: PenaltyEvent,
  context: PenaltyContext,
  more?: (tx: Transaction, record: PenaltyRecord) => Promise<void>,
): Promise<PenaltyRecord> {
  return db().runTransaction(async (tx) => {
    const prepared = await preparePenaltyEvents(tx, [id], event, context);
    const record = prepared.records[0]!.record;
    prepared.write();
    await more?.(tx, record);
    return record;
  });
}

const REMOVED = '(removed with the account)';

/**
 * A performer's account is being deleted: their penalties stay (money owed or paid is an accounting
 * record) but point to a tombstone, and their typed answer goes with the rest of their words.
 */
export async function detachPenaltiesOf(performerId: string, tombstone: string, at: string): Promise<number> {
  let count = 0;
  for (;;) {
    const snapshot = await PENALTIES_OF_PERFORMER.build([performerId], { limit: 400 })
      .withConverter(penaltyConverter)
      .get();
    if (snapshot.empty) return count;
    const batch = db().batch();
    for (const doc of snapshot.docs) {
      const record = doc.data();
      batch.set(doc.ref, {
        ...record,
        performerId: tombstone,
        answer: record.answer ? { text: REMOVED, at: record.answer.at } : null,
        history: record.history.map((entry) =>
          entry.byUid === performerId
            ? { ...entry, byUid: tombstone, ...(entry.note === undefined ? {} : { note: REMOVED }) }
            : entry,
        ),
        updatedAt: at,
      });
    }
    await batch.commit();
    count += snapshot.size;
  }
}
