/**
 * The privacy feature's Firestore and Storage access: `dataExports/{id}` (one performer's own-data
 * export, its state advanced in transactions, the download token kept only as a hash) and the ZIP
 * under `private/data-exports/{uid}/{id}.zip` (storage.rules deny every client access).
 */
import type { DataExportState } from '@scenecall/shared';
import type { Transaction } from 'firebase-admin/firestore';
import { bucket, db } from '../../lib/firebase';
import { recordConverter } from '../../lib/firestore-converter';
import { declareQuery } from '../../lib/firestore-query';

const EXPORTS = 'dataExports';

export interface DataExportRecord {
  performerId: string;
  state: DataExportState;
  requestedAt: string;
  /** While building: until when the worker that claimed it holds it (a stale lease is taken over). */
  leaseUntil: string | null;
  readyAt: string | null;
  expiresAt: string | null;
  /** SHA-256 of the latest download token issued (only the newest link works); null when none. */
  tokenHash: string | null;
  downloadedAt: string | null;
  /** The ZIP's size in bytes, once built. */
  bytes: number | null;
}

const converter = recordConverter<DataExportRecord>(['performerId', 'state', 'requestedAt']);
const exports = () => db().collection(EXPORTS).withConverter(converter);

const EXPORTS_OF_PERFORMER = declareQuery("a performer's data exports", {
  collection: EXPORTS,
  where: [['performerId', '==']],
});

const EXPORTS_IN_STATES = declareQuery('data exports in some states (to build, to expire)', {
  collection: EXPORTS,
  where: [['state', 'in']],
});

export const newDataExportId = () => exports().doc().id;

export function createDataExport(tx: Transaction, id: string, record: DataExportRecord): void {
  tx.create(exports().doc(id), record);
}

export async function readDataExport(id: string, tx?: Transaction): Promise<DataExportRecord | undefined> {
  const ref = exports().doc(id);
  return (tx ? await tx.get(ref) : await ref.get()).data();
}

export function updateDataExport(tx: Transaction, id: string, change: Partial<DataExportRecord>): void {
  tx.update(exports().doc(id), change);
}

export async function listDataExportsOf(
  performerId: string,
  tx?: Transaction,
): Promise<{ id: string; record: DataExportRecord }[]> {
  const query = EXPORTS_OF_PERFORMER.build([performerId]).withConverter(converter);
  const snapshot = tx ? await tx.get(query) : await query.get();
  return snapshot.docs.map((doc) => ({ id: doc.id, record: doc.data() }));
}

export async function listDataExportsIn(
  states: readonly DataExportState[],
  limit: number,
): Promise<{ id: string; record: DataExportRecord }[]> {
  const snapshot = await EXPORTS_IN_STATES.build([states], { limit }).withConverter(converter).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, record: doc.data() }));
}

export const inDataExportTransaction = <T>(work: (tx: Transaction) => Promise<T>): Promise<T> =>
  db().runTransaction(work);

const zipKey = (performerId: string, id: string) => `private/data-exports/${performerId}/${id}.zip`;

export async function saveExportZip(performerId: string, id: string, bytes: Uint8Array): Promise<void> {
  await bucket()
    .file(zipKey(performerId, id))
    .save(Buffer.from(bytes), {
      resumable: false,
      contentType: 'application/zip',
      metadata: { cacheControl: 'private, no-store', metadata: { owner: performerId } },
    });
}

export async function readExportZip(performerId: string, id: string): Promise<Buffer | undefined> {
  try {
    const [bytes] = await bucket().file(zipKey(performerId, id)).download();
    return bytes;
  } catch (error) {
    if ((error as { code?: number }).code === 404) return undefined;
    throw error;
  }
}

export async function deleteExportZip(performerId: string, id: string): Promise<void> {
  await bucket().file(zipKey(performerId, id)).delete({ ignoreNotFound: true });
}
