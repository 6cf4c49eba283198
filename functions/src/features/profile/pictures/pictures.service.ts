/**
 * Performer pictures: upload (bytes checked, metadata stripped, HEIC converted to JPEG, stored under
 * a server-made key of the target account or pending an account's creation), reading, binding an
 * Admin's pending uploads to a new account, and removing all of an account's pictures.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import {
  MAX_PICTURE_BYTES,
  parsePendingPictureKey,
  parsePictureKey,
  PICTURE_FIELD_BY_KIND,
  PICTURE_KINDS,
  PROFILE_FIELD_LABELS,
  type AuditAction,
  type FieldIssue,
  type PictureField,
  type PictureKind,
} from '@scenecall/shared';
import { ApiError } from '../../../http/api-error';
import type { Caller } from '../../../http/caller';
import { logEvent } from '../../../http/logger';
import { recordAudit } from '../../audit';
import { cleanPicture } from './clean-picture';
import { STORED_FORMAT, type StoredImageType } from './image-type';
import { readFilePart } from './multipart';
import type { PictureTarget, UploadTarget } from './pictures.policy';
import {
  copyPicture,
  deletePicture,
  deletePicturesUnder,
  findPendingUpload,
  forgetPendingUpload,
  forgetPendingUploadsOf,
  pictureExists,
  readPicture,
  recordPendingUpload,
  replacePendingUpload,
  savePicture,
  type PendingUpload,
  type StoredPicture,
} from './pictures.repository';

/** Multipart framing around the file; a body larger than this cannot hold an acceptable picture. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const tooLarge = () => new ApiError('payload-too-large', 'Pictures must be 10 MB or smaller');

const newUploadId = () => randomBytes(12).toString('base64url');

export function newPictureKey(uid: string, kind: PictureKind, type: StoredImageType, id = newUploadId()): string {
  return `performers/${uid}/${kind}/${id}.${STORED_FORMAT[type].extension}`;
}

const pendingPictureKey = (id: string, kind: PictureKind, type: StoredImageType) =>
  `pending/${id}/${kind}.${STORED_FORMAT[type].extension}`;

/** The ledger id of an upload: the random id inside its key. */
export function uploadIdOf(key: string): string | undefined {
  const pending = parsePendingPictureKey(key);
  if (pending) return pending.uploadId;
  return parsePictureKey(key)?.file.replace(/\.[a-z]+$/, '');
}

/**
 * Stores an upload (cleaned of metadata) for the target and answers its key. It stays in the
 * pending ledger until a saved profile references it; unreferenced, it is removed after a day.
 */
export async function uploadPicture(
  actor: Caller,
  target: UploadTarget,
  kind: PictureKind,
  headers: IncomingHttpHeaders,
  rawBody: Buffer | undefined,
): Promise<string> {
  return storePicture(actor, target, kind, await uploadedBytes(headers, rawBody));
}

/** The file of a multipart upload, refused when larger than a picture may be. */
async function uploadedBytes(headers: IncomingHttpHeaders, rawBody: Buffer | undefined): Promise<Buffer> {
  if (rawBody && rawBody.length > MAX_PICTURE_BYTES + MULTIPART_OVERHEAD_BYTES) throw tooLarge();
  const file = await readFilePart(headers, rawBody, MAX_PICTURE_BYTES);
  if (file.truncated) throw tooLarge();
  return file.bytes;
}

/** A picture stored for another feature: its key, and its upload's id in the ledger. */
export interface KeptPicture {
  key: string;
  uploadId: string;
}

/**
 * A picture another feature keeps for a performer (an open call's submission photo): checked and
 * cleaned like every upload, stored under the performer's own folder (`performers/{uid}/{folder}/…`)
 * so that deleting the account removes it. Not served by the profile's picture route (its kinds
 * only); the feature that keeps it serves it to whom it decides. Like every upload it is in the
 * ledger until the feature calls `pictureKept` once its record holds the key: one that never gets
 * there (a crash in between) is removed by the cleanup a day later, after asking the feature
 * (`FolderKeepers` in picture-cleanup.job.ts) whether `ref` uses it.
 */
export async function storePictureOf(
  uid: string,
  keptBy: { folder: string; ref: string },
  headers: IncomingHttpHeaders,
  rawBody: Buffer | undefined,
): Promise<KeptPicture> {
  const picture = await cleanPicture(await uploadedBytes(headers, rawBody));
  const uploadId = newUploadId();
  const key = `performers/${uid}/${keptBy.folder}/${uploadId}.${STORED_FORMAT[picture.type].extension}`;
  // Ledger first: an object is never stored without the entry that lets the cleanup find it.
  await recordPendingUpload(uploadId, {
    key,
    owner: uid,
    uploadedBy: uid,
    createdAt: new Date().toISOString(),
    keptBy,
  });
  await savePicture(key, picture.bytes, STORED_FORMAT[picture.type].contentType, uid);
  logEvent('pictures.uploaded', { kind: keptBy.folder, bytes: picture.bytes.length, pending: false });
  return { key, uploadId };
}

/** The feature's record now holds the picture: it leaves the ledger of uploads not yet in use. */
export async function pictureKept(uploadId: string): Promise<void> {
  await forgetPendingUpload(uploadId);
}

/** The bytes of one picture, checked, cleaned and stored as an upload would be (uploads and the demo seeder). */
export async function storePicture(
  actor: Caller,
  target: UploadTarget,
  kind: PictureKind,
  bytes: Buffer,
): Promise<string> {
  const picture = await cleanPicture(bytes);
  const id = newUploadId();
  const owner = target.kind === 'account' ? target.uid : actor.uid;
  const key =
    target.kind === 'account'
      ? newPictureKey(owner, kind, picture.type, id)
      : pendingPictureKey(id, kind, picture.type);
  // Ledger first: an object is never stored without the entry that lets the cleanup find it.
  await recordPendingUpload(id, { key, owner, uploadedBy: actor.uid, createdAt: new Date().toISOString() });
  await savePicture(key, picture.bytes, STORED_FORMAT[picture.type].contentType, owner);
  logEvent('pictures.uploaded', { kind, bytes: picture.bytes.length, pending: target.kind === 'pending' });
  return key;
}

export async function getPicture(key: string): Promise<StoredPicture> {
  const picture = await readPicture(key);
  if (!picture) throw new ApiError('not-found', 'Picture not found');
  return picture;
}

/** Identity documents and WHASA certificates: each view by someone else is audited, and never cached. */
const AUDITED_VIEWS: Partial<Record<PictureKind, AuditAction>> = {
  document: 'document.viewed',
  whasa: 'whasa.viewed',
  'guardian-id': 'guardian-document.viewed',
  'guardianship-proof': 'guardianship-proof.viewed',
};

export const isAuditedPicture = (kind: PictureKind): boolean => AUDITED_VIEWS[kind] !== undefined;

/** A stored picture for the one who may see it (the route's policy decided); staff views of identity documents are audited first. */
export async function viewPicture(actor: Caller, target: PictureTarget): Promise<StoredPicture> {
  const picture = await getPicture(target.key);
  const action = AUDITED_VIEWS[target.kind];
  if (action && actor.uid !== target.owner) await recordAudit(actor, target.owner, action);
  return picture;
}

/** Saved profiles now reference these keys: they leave the pending ledger. */
export async function markPicturesInUse(keys: string[]): Promise<void> {
  const ids = keys.map(uploadIdOf).filter((id) => id !== undefined);
  await Promise.all(ids.map((id) => forgetPendingUpload(id)));
}

export async function deletePictures(keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => deletePicture(key)));
}

type PictureKeys = Partial<Record<PictureField, string | null>>;

interface PendingBinding {
  field: PictureField;
  key: string;
  moved: string;
  upload: PendingUpload;
  uploadId: string;
}

type BindingCheck = { binding: PendingBinding } | { problem: FieldIssue } | undefined;

async function checkPending(
  actor: Caller,
  uid: string,
  kind: PictureKind,
  key: string | null | undefined,
): Promise<BindingCheck> {
  const field = PICTURE_FIELD_BY_KIND[kind];
  const pending = key ? parsePendingPictureKey(key) : null;
  if (!key || !pending) return undefined;
  const upload = await findPendingUpload(pending.uploadId);
  const valid = pending.kind === kind && upload?.key === key && upload.owner === actor.uid;
  if (!upload || !valid || !(await pictureExists(key))) {
    return { problem: { field, message: `${PROFILE_FIELD_LABELS[field]} is not one of your uploads` } };
  }
  const moved = `performers/${uid}/${kind}/${pending.uploadId}.${pending.extension}`;
  return { binding: { field, key, moved, upload, uploadId: pending.uploadId } };
}

/** The pending uploads a profile references, each checked: this Admin's, of the field's kind, stored. */
async function pendingBindings(actor: Caller, uid: string, profile: PictureKeys): Promise<PendingBinding[]> {
  const checks = await Promise.all(
    PICTURE_KINDS.map((kind) => checkPending(actor, uid, kind, profile[PICTURE_FIELD_BY_KIND[kind]])),
  );
  const problems = checks.flatMap((check) => (check && 'problem' in check ? [check.problem] : []));
  if (problems.length > 0) {
    throw new ApiError('forbidden', `Please upload again: ${problems.map((p) => p.message).join(', ')}`, problems);
  }
  return checks.flatMap((check) => (check && 'binding' in check ? [check.binding] : []));
}

/**
 * Binds an Admin's pending uploads to a newly created account: each `pending/…` key in the profile
 * (uploaded by this Admin, of the field's kind) moves to `performers/{uid}/{kind}/…`, and the profile
 * is answered with the new keys. Other keys are left as they are for the profile save to check.
 * For the Admin's create-user call, after the account exists and before its profile is saved; a
 * bound picture stays in the ledger until that save references it.
 */
export async function bindPendingPictures<P extends PictureKeys>(actor: Caller, uid: string, profile: P): Promise<P> {
  const bindings = await pendingBindings(actor, uid, profile);
  const bound: PictureKeys = {};
  for (const binding of bindings) {
    await copyPicture(binding.key, binding.moved, uid);
    await replacePendingUpload(binding.uploadId, { ...binding.upload, key: binding.moved, owner: uid });
    await deletePicture(binding.key);
    bound[binding.field] = binding.moved;
  }
  logEvent('pictures.bound', { count: bindings.length });
  return { ...profile, ...bound };
}

/** Removes every picture stored for the account, and its pending ledger entries (account deletion). */
export async function deleteAllPicturesOf(uid: string): Promise<number> {
  const count = await deletePicturesUnder(`performers/${uid}/`);
  await forgetPendingUploadsOf(uid);
  return count;
}
