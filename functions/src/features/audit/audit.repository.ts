/** The audit trail `auditLog`: records are only ever created (never updated or deleted). */
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@scenecall/shared';
import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  Transaction,
} from 'firebase-admin/firestore';
import { db } from '../../lib/firebase';
import { declareQuery } from '../../lib/firestore-query';
import { countDocumentReads } from '../../lib/read-counter';

const AUDIT_LOG = 'auditLog';
/** Entries per batch (Firestore allows 500 writes). */
const ENTRIES_PER_BATCH = 450;

const ENTRIES_ABOUT = declareQuery("a user's audit trail, newest first", {
  collection: AUDIT_LOG,
  where: [['targetUid', '==']],
  orderBy: [['at', 'desc']],
});

const actionOf = (value: unknown): AuditAction =>
  (AUDIT_ACTIONS as readonly unknown[]).includes(value) ? (value as AuditAction) : AUDIT_ACTIONS[0];
const text = (value: unknown) => (typeof value === 'string' ? value : '');

const auditConverter: FirestoreDataConverter<AuditEntry> = {
  toFirestore: (entry) => ({ ...entry }),
  fromFirestore: (snapshot: QueryDocumentSnapshot<DocumentData>) => {
    const data = snapshot.data();
    return {
      actorUid: text(data.actorUid),
      targetUid: text(data.targetUid),
      action: actionOf(data.action),
      at: text(data.at),
      ...(typeof data.detail === 'string' ? { detail: data.detail } : {}),
      ...(typeof data.target === 'string' ? { target: data.target } : {}),
    };
  },
};

const auditLog = () => db().collection(AUDIT_LOG).withConverter(auditConverter);

/** Appends one record; answers its id. */
export async function appendAuditEntry(entry: AuditEntry): Promise<string> {
  const ref = auditLog().doc();
  await ref.create(entry);
  return ref.id;
}

/** Appends one record inside the caller's transaction (it commits with the change it records). */
export function appendAuditEntryInTransaction(transaction: Transaction, entry: AuditEntry): void {
  transaction.create(auditLog().doc(), entry);
}

/** Appends several records at once (an export touching many performers). */
export async function appendAuditEntries(entries: readonly AuditEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += ENTRIES_PER_BATCH) {
    const batch = db().batch();
    for (const entry of entries.slice(start, start + ENTRIES_PER_BATCH)) batch.create(auditLog().doc(), entry);
    await batch.commit();
  }
}

/** The records about one user, newest first. */
export async function listAuditEntriesAbout(
  targetUid: string,
  limit: number,
): Promise<(AuditEntry & { id: string })[]> {
  const snapshot = await ENTRIES_ABOUT.build([targetUid], { limit }).withConverter(auditConverter).get();
  countDocumentReads(snapshot.size, { query: true });
  return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}
