/** A Casting user's saved search filters: one document `castingSavedFilters/{uid}` with a small map. */
import type { SavedFilter } from '@scenecall/shared';
import { db } from '../../lib/firebase';
import { recordConverter } from '../../lib/firestore-converter';
import { countDocumentReads } from '../../lib/read-counter';

const COLLECTION = 'castingSavedFilters';

interface SavedFiltersRecord {
  filters: Record<string, SavedFilter>;
}

const savedFiltersConverter = recordConverter<SavedFiltersRecord>(['filters']);
const refOf = (uid: string) => db().collection(COLLECTION).withConverter(savedFiltersConverter).doc(uid);

export async function listSavedFilters(uid: string): Promise<SavedFilter[]> {
  const snapshot = await refOf(uid).get();
  countDocumentReads(1);
  const record = snapshot.data();
  return Object.values(record?.filters ?? {}).sort((a, b) => a.name.localeCompare(b.name));
}

/** Applies `change` to the user's filters in a transaction (it may throw to refuse). */
export async function changeSavedFilters(
  uid: string,
  change: (filters: Record<string, SavedFilter>) => Record<string, SavedFilter>,
): Promise<void> {
  await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(refOf(uid));
    const current = snapshot.data()?.filters ?? {};
    tx.set(refOf(uid), { filters: change(current) });
  });
}
