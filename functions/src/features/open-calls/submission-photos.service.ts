/**
 * A current photo with a submission: through the profile's picture pipeline (size limit, type
 * checked by its bytes, EXIF and every other metadata stripped), kept under the performer's own
 * folder so deleting the account removes it, and removed when they withdraw. Seen only by the
 * submitter, the call's Casting owner and Admins (the route's policy).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { takesSubmissions } from '@scenecall/shared';
import { ApiError } from '../../http/api-error';
import type { Caller } from '../../http/caller';
import { logEvent } from '../../http/logger';
import { deletePictures, getPicture, pictureKept, storePictureOf } from '../profile';
import { attachSubmissionPhoto, findSubmission, type StoredCall } from './open-calls.repository';

const PHOTO_FOLDER = 'open-calls';
const notForward = () => new ApiError('not-found', 'Put yourself forward first, then add a photo');

/** PUT /performer/open-calls/:callId/submission/photo: the photo joins (or replaces the one of) their waiting submission. */
export async function addSubmissionPhoto(
  caller: Caller,
  call: StoredCall,
  headers: IncomingHttpHeaders,
  rawBody: Buffer | undefined,
): Promise<{ hasPhoto: true }> {
  // Checked before the picture is cleaned and stored, so a refused upload stores nothing.
  if ((await findSubmission(call.id, caller.uid))?.status !== 'submitted') throw notForward();
  const { key, uploadId } = await storePictureOf(caller.uid, { folder: PHOTO_FOLDER, ref: call.id }, headers, rawBody);
  let replaced: string | null;
  try {
    replaced = await attachSubmissionPhoto(call.id, caller.uid, key, takesSubmissions);
  } catch (error) {
    await deletePictures([key]);
    await pictureKept(uploadId);
    throw error;
  }
  await pictureKept(uploadId);
  if (replaced) await deletePictures([replaced]);
  logEvent('open_calls.photo_added', { callId: call.id });
  return { hasPhoto: true };
}

/** GET /open-calls/:callId/submissions/:performerId/photo: the photo's bytes, for whom the policy let through. */
export async function submissionPhoto(call: StoredCall, performerId: string) {
  const key = (await findSubmission(call.id, performerId))?.photoKey;
  if (!key) throw new ApiError('not-found', 'Photo not found');
  return getPicture(key);
}

/** Whether performer `owner`'s submission to call `callId` still shows `key` (the picture cleanup asks). */
export async function submissionPhotoInUse(owner: string, callId: string, key: string): Promise<boolean> {
  return (await findSubmission(callId, owner))?.photoKey === key;
}

/** The folder of submission photos, and who answers for it in the picture cleanup (jobs.ts). */
export const SUBMISSION_PHOTO_KEEPER = { [PHOTO_FOLDER]: submissionPhotoInUse };

/** After a withdrawal: its photo goes too. */
export async function removeWithdrawnPhoto(photoKey: string | null | undefined): Promise<void> {
  if (photoKey) await deletePictures([photoKey]);
}
