/**
 * Firestore converters for records written through their own type: a collection's repository
 * builds one with `recordConverter` and reads through it, so `snapshot.data()` is typed where data
 * enters and no code casts it. The check is the cheap one: a document missing a field every record
 * has (a stub written by a merge, a hand edit, an old shape) fails loudly with its path, instead of
 * travelling on as a record it is not. Writes leave out `undefined` fields, which Firestore refuses.
 * (`users/{uid}` has its own field-by-field converter: its documents predate their type.)
 */
import type {
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  ReadOptions,
} from 'firebase-admin/firestore';
import { db } from './firebase';

export class MalformedRecordError extends Error {
  constructor(path: string, missing: readonly string[]) {
    super(`${path} is not a stored record: ${missing.join(', ')} missing`);
    this.name = 'MalformedRecordError';
  }
}

const withoutUndefined = (record: object): DocumentData =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));

/** A converter for `T`, checking on read that the `required` fields are present. */
export function recordConverter<T extends object>(required: readonly (keyof T & string)[]): FirestoreDataConverter<T> {
  return {
    toFirestore: (record) => withoutUndefined(record),
    fromFirestore(snapshot: QueryDocumentSnapshot): T {
      const data = snapshot.data();
      const missing = required.filter((field) => !(field in data));
      if (missing.length > 0) throw new MalformedRecordError(snapshot.ref.path, missing);
      // The one place a stored document becomes its record type: checked above, written as `T`.
      return data as T;
    },
  };
}

/**
 * Several documents in one batched read, typed by their references' converter. With a `fieldMask`,
 * give references whose converter expects only those fields.
 */
export async function readAll<T>(
  refs: readonly DocumentReference<T>[],
  options?: ReadOptions,
): Promise<DocumentSnapshot<T>[]> {
  if (refs.length === 0) return [];
  // `Firestore.getAll` is untyped; each snapshot comes from a reference carrying T's converter.
  const untyped = refs as readonly DocumentReference[];
  const snapshots = options ? await db().getAll(...untyped, options) : await db().getAll(...untyped);
  return snapshots as DocumentSnapshot<T>[];
}
