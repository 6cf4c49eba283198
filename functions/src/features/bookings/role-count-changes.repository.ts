/**
 * `roleCountChanges/{id}`: a participant's move counted on its day's roles but not yet on the day
 * document. A booking action that never read the day (an answer to a request, by text, link or app;
 * a request expiring) records its moves here instead of rewriting the day, so a thousand answers to
 * one day do not queue on that one document's lock (Firestore serialises writes to a document).
 * The next transaction that reads the day folds them in (`foldedInto`) and, when it writes the
 * day, deletes them; `foldRoleCountChanges` does just that right after such an answer commits, and
 * the `role-counts` job for any left over. The booking loop's write path (`booking-plan.repository.ts`)
 * is the only writer.
 */
import { recountRole, type ParticipantStatus, type RoleRecord } from '@scenecall/shared';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase';
import { recordConverter } from '../../lib/firestore-converter';
import { declareQuery } from '../../lib/firestore-query';
import { countDocumentReads } from '../../lib/read-counter';

export const ROLE_COUNT_CHANGES_COLLECTION = 'roleCountChanges';

export interface RoleCountChangeRecord {
  dayId: string;
  roleId: string;
  from: ParticipantStatus | null;
  to: ParticipantStatus | null;
  at: string;
}

const converter = recordConverter<RoleCountChangeRecord>(['dayId', 'roleId', 'from', 'to']);
const changes = () => db().collection(ROLE_COUNT_CHANGES_COLLECTION).withConverter(converter);
export const newRoleCountChangeRef = () => changes().doc();

const CHANGES_OF_DAY = declareQuery("a day's role count changes not yet on the day (booking loop)", {
  collection: ROLE_COUNT_CHANGES_COLLECTION,
  where: [['dayId', '==']],
});
const ANY_CHANGES = declareQuery('role count changes left over (role-counts job)', {
  collection: ROLE_COUNT_CHANGES_COLLECTION,
  where: [],
});

/** Firestore allows 500 writes per transaction: a fold deletes this many changes at most, plus the day. */
export const MAX_CHANGES_FOLDED = 400;

export interface PendingChanges {
  refs: DocumentReference<RoleCountChangeRecord>[];
  records: RoleCountChangeRecord[];
}

/** The day's changes not yet on its document, read in the transaction (which then locks them). */
export async function changesOfDayInTransaction(tx: Transaction, dayId: string): Promise<PendingChanges> {
  const snapshot = await tx.get(CHANGES_OF_DAY.build([dayId], { limit: MAX_CHANGES_FOLDED }).withConverter(converter));
  countDocumentReads(snapshot.size, { query: true });
  return { refs: snapshot.docs.map((doc) => doc.ref), records: snapshot.docs.map((doc) => doc.data()) };
}

/** The roles with the pending changes counted. */
export const foldedInto = (roles: readonly RoleRecord[], pending: readonly RoleCountChangeRecord[]): RoleRecord[] =>
  pending.reduce<RoleRecord[]>(
    (folded, change) => recountRole(folded, change.roleId, change.from, change.to),
    [...roles],
  );

/** Days that have changes left over (the job's scan), at most `limit` changes read. */
export async function daysWithChanges(limit: number): Promise<string[]> {
  const snapshot = await ANY_CHANGES.build([], { limit }).withConverter(converter).get();
  countDocumentReads(snapshot.size, { query: true });
  return [...new Set(snapshot.docs.map((doc) => doc.data().dayId))];
}
