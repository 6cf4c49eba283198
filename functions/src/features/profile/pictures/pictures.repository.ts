/** Picture objects in Cloud Storage. Keys are made by the server (`performers/{uid}/{kind}/{random}.{ext}`). */
import { bucket } from '../../../lib/firebase';

export interface StoredPicture {
  bytes: Buffer;
  contentType: string;
  etag: string;
}

/** Browsers may keep a picture for a day; keys never change content, so this is safe. */
export const PICTURE_CACHE_CONTROL = 'private, max-age=86400';

export async function savePicture(key: string, bytes: Buffer, contentType: string, owner: string): Promise<void> {
  await bucket()
    .file(key)
    .save(bytes, {
      resumable: false,
      contentType,
      metadata: { cacheControl: PICTURE_CACHE_CONTROL, metadata: { owner, state: 'pending' } },
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

/** Marks pictures that a saved profile now references, so a cleanup job can tell them from abandoned uploads. */
export async function markAttached(key: string): Promise<void> {
  await bucket()
    .file(key)
    .setMetadata({ metadata: { state: 'attached' } });
}

export async function deletePicture(key: string): Promise<void> {
  await bucket().file(key).delete({ ignoreNotFound: true });
}
