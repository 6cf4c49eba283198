/** The audit trail `auditLog`: records are only ever created (never updated or deleted). */
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@scenecall/shared';
import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase';
import { countDocumentReads } from '../../lib/read-counter';

const AUDIT_LOG = 'auditLog';

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

/** The records about one user, newest first. */
export async function listAuditEntriesAbout(
  targetUid: string,
  limit: number,
): Promise<(AuditEntry & { id: string })[]> {
  const snapshot = await auditLog().where('targetUid', '==', targetUid).orderBy('at', 'desc').limit(limit).get();
  countDocumentReads(snapshot.size, { query: true });
  return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}
