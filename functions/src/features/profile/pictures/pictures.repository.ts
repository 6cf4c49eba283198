/**
 * Picture objects in Cloud Storage, and the ledger of uploads not yet in use. Keys are made by the
 * server: `performers/{uid}/{kind}/{id}.{ext}` for an account's pictures, `pending/{id}/{kind}.{ext}`
 * for an Admin's uploads for an account still being created.
 *
 * Every upload gets a ledger document `pictureUploads/{id}` until a saved profile references it (or
 * it is bound to a new account and then referenced); what stays in the ledger for a day was
 * abandoned and is removed by the cleanup job. Storage cannot be queried by age or state; the ledger
 * can, so the job's work grows with abandoned uploads, not with every stored picture.
 */
import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { bucket, db } from '../../../lib/firebase';
import { declareQuery } from '../../../lib/firestore-query';

export interface StoredPicture {
  bytes: Buffer;
  contentType: string;
  etag: string;
}

/** An upload not yet referenced by a saved profile. */
export interface PendingUpload {
  key: string;
  /** Whose picture it is: the performer, or for `pending/…` keys the Admin who uploaded it. */
  owner: string;
  uploadedBy: string;
  /** ISO instant. */
  createdAt: string;
  /**
   * For a picture another feature keeps (`performers/{uid}/{folder}/…`): that folder, and what in
   * the feature it belongs to (an open call's id), so the cleanup can ask that feature.
   */
  keptBy?: { folder: string; ref: string };
}

/** Browsers may keep a picture for a day; keys never change content, so this is safe. */
export const PICTURE_CACHE_CONTROL = 'private, max-age=86400';

const UPLOADS = 'pictureUploads';
const text = (value: unknown) => (typeof value === 'string' ? value : '');

const uploadConverter: FirestoreDataConverter<PendingUpload> = {
  toFirestore: (upload) => ({ ...upload }),
  fromFirestore: (snapshot: QueryDocumentSnapshot<DocumentData>) => {
    const data = snapshot.data();
    return {
      key: text(data.key),
      owner: text(data.owner),
      uploadedBy: text(data.uploadedBy),
      createdAt: text(data.createdAt),
      ...(typeof data.keptBy?.folder === 'string' && typeof data.keptBy?.ref === 'string'
        ? { keptBy: { folder: data.keptBy.folder, ref: data.keptBy.ref } }
        : {}),
    };
  },
};

const uploads = () => db().collection(UPLOADS).withConverter(uploadConverter);

const UPLOADS_BEFORE = declareQuery('pending picture uploads made before an instant, oldest first', {
  collection: UPLOADS,
  where: [['createdAt', '<']],
  orderBy: [['createdAt', 'asc']],
});

const UPLOADS_OF_OWNER = declareQuery("an account's pending picture uploads", {
  collection: UPLOADS,
  where: [['owner', '==']],
});

export async function savePicture(key: string, bytes: Buffer, contentType: string, owner: string): Promise<void> {
  await bucket()
    .file(key)
    .save(bytes, {
      resumable: false,
      contentType,
      metadata: { cacheControl: PICTURE_CACHE_CONTROL, metadata: { owner } },
    });
}

export async function pictureExists(key: string): Promise<boolean> {
  const [exists] = await bucket().file(key).exists();
  return exists;
}

export async function readPicture(key: string): Promise<StoredPicture | undefined> {
  const file = bucket().file(key);
  try {
    const [[bytes], [metadata]] = await Promise.all([file.download(), file.getMetadata()]);
    const etag = String(metadata.md5Hash ?? metadata.etag ?? metadata.generation ?? key);
    return { bytes, contentType: String(metadata.contentType ?? 'application/octet-stream'), etag };
  } catch (error) {
    if ((error as { code?: number }).code === 404) return undefined;
    throw error;
  }
}

/** Copies a picture to a new key (for its new owner); the old object is left for the caller to delete. */
export async function copyPicture(from: string, to: string, owner: string): Promise<boolean> {
  const picture = await readPicture(from);
  if (!picture) return false;
  await savePicture(to, picture.bytes, picture.contentType, owner);
  return true;
}

export async function deletePicture(key: string): Promise<void> {
  await bucket().file(key).delete({ ignoreNotFound: true });
}

/** Deletes every object whose key starts with `prefix` (e.g. `performers/{uid}/`); answers how many. */
export async function deletePicturesUnder(prefix: string): Promise<number> {
  const [files] = await bucket().getFiles({ prefix });
  await Promise.all(files.map((file) => file.delete({ ignoreNotFound: true })));
  return files.length;
}

export async function recordPendingUpload(id: string, upload: PendingUpload): Promise<void> {
  await uploads().doc(id).create(upload);
}

export async function findPendingUpload(id: string): Promise<PendingUpload | undefined> {
  return (await uploads().doc(id).get()).data();
}

/** The upload is in use (or gone): it leaves the ledger. */
export async function forgetPendingUpload(id: string): Promise<void> {
  await uploads().doc(id).delete();
}

/** Rewrites a ledger entry (a pending upload bound to its new account keeps its id). */
export async function replacePendingUpload(id: string, upload: PendingUpload): Promise<void> {
  await uploads().doc(id).set(upload);
}

/** The oldest uploads still pending that were made before `beforeIso`. */
export async function listPendingUploadsBefore(
  beforeIso: string,
  limit: number,
): Promise<{ id: string; upload: PendingUpload }[]> {
  const snapshot = await UPLOADS_BEFORE.build([beforeIso], { limit }).withConverter(uploadConverter).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, upload: doc.data() }));
}

export async function forgetPendingUploadsOf(owner: string): Promise<void> {
  const snapshot = await UPLOADS_OF_OWNER.build([owner]).get();
  await Promise.all(snapshot.docs.map((doc) => doc.ref.delete()));
}
