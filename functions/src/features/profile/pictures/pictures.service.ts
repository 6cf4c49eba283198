/**
 * Performer pictures: upload (bytes checked, HEIC converted to JPEG, stored under a server-made key)
 * and reading (owner, Casting and Admin; identity documents and WHASA certificates owner and Admin).
 */
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { MAX_PICTURE_BYTES, type PictureKind } from '@scenecall/shared';
import { ApiError } from '../../../http/api-error';
import type { Caller } from '../../../http/caller';
import { logEvent } from '../../../http/logger';
import { detectImageType, STORED_FORMAT, type StoredImageType } from './image-type';
import { readFilePart } from './multipart';
import { readPicture, savePicture, type StoredPicture } from './pictures.repository';

/** Multipart framing around the file; a body larger than this cannot hold an acceptable picture. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const tooLarge = () => new ApiError('payload-too-large', 'Pictures must be 10 MB or smaller');
const notAnImage = () => new ApiError('unsupported-media-type', 'Please choose a JPEG, PNG, WebP or HEIC picture');

async function heicToJpeg(bytes: Buffer): Promise<Buffer> {
  const { default: convert } = await import('heic-convert');
  try {
    const output = await convert({ buffer: bytes, format: 'JPEG', quality: 0.9 });
    return Buffer.from(output);
  } catch {
    throw notAnImage();
  }
}

async function normalise(bytes: Buffer): Promise<{ bytes: Buffer; type: StoredImageType }> {
  const type = detectImageType(bytes);
  if (!type) throw notAnImage();
  if (type !== 'heic') return { bytes, type };
  const jpeg = await heicToJpeg(bytes);
  if (jpeg.length > MAX_PICTURE_BYTES) throw tooLarge();
  return { bytes: jpeg, type: 'jpeg' };
}

export function newPictureKey(uid: string, kind: PictureKind, type: StoredImageType): string {
  return `performers/${uid}/${kind}/${randomBytes(12).toString('base64url')}.${STORED_FORMAT[type].extension}`;
}

/** Stores an upload as a pending picture of the caller; answers its key. */
export async function uploadPicture(
  caller: Caller,
  kind: PictureKind,
  headers: IncomingHttpHeaders,
  rawBody: Buffer | undefined,
): Promise<string> {
  if (rawBody && rawBody.length > MAX_PICTURE_BYTES + MULTIPART_OVERHEAD_BYTES) throw tooLarge();
  const file = await readFilePart(headers, rawBody, MAX_PICTURE_BYTES);
  if (file.truncated) throw tooLarge();
  const picture = await normalise(file.bytes);
  const key = newPictureKey(caller.uid, kind, picture.type);
  await savePicture(key, picture.bytes, STORED_FORMAT[picture.type].contentType, caller.uid);
  logEvent('pictures.uploaded', { kind, bytes: picture.bytes.length });
  return key;
}

export async function getPicture(key: string): Promise<StoredPicture> {
  const picture = await readPicture(key);
  if (!picture) throw new ApiError('not-found', 'Picture not found');
  return picture;
}
