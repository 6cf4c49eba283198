/**
 * Removes abandoned uploads: pictures uploaded more than a day ago that no saved profile references
 * (a performer who uploaded and never saved, a picture replaced in the form before saving), an
 * Admin's pending uploads for an account that was never created, and pictures another feature
 * stored but never took into its record (that feature is asked). Runs every hour on the scheduled
 * job runner; the pending-upload ledger tells it what to look at.
 */
import { parsePictureKey, PICTURE_FIELDS, type UserRecord } from '@scenecall/shared';
import { logEvent, logFailure } from '../../../http/logger';
import { defineJob } from '../../../scheduling/scheduled-job';
import { findUser } from '../../users';
import {
  deletePicture,
  forgetPendingUpload,
  listPendingUploadsBefore,
  type PendingUpload,
} from './pictures.repository';

export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
const PAGE_SIZE = 200;

type UserLookup = (uid: string) => Promise<UserRecord | undefined>;

/**
 * For each folder other features keep pictures in (`storePictureOf`), whether its record `ref` of
 * performer `owner` uses `key`. Given by the job list (jobs.ts), which may import every feature.
 */
export type FolderKeepers = Record<string, (owner: string, ref: string, key: string) => Promise<boolean>>;

function cachedUsers(): UserLookup {
  const seen = new Map<string, Promise<UserRecord | undefined>>();
  return (uid) => {
    if (!seen.has(uid)) seen.set(uid, findUser(uid));
    return seen.get(uid)!;
  };
}

/**
 * A saved profile, or the feature that stored it, references it (its ledger entry outlived the save
 * that attached it). A folder no keeper answers for is kept: never delete what may be in use.
 */
async function inUse(upload: PendingUpload, userOf: UserLookup, keepers: FolderKeepers): Promise<boolean> {
  if (upload.keptBy) {
    const keeper = keepers[upload.keptBy.folder];
    return keeper ? keeper(upload.owner, upload.keptBy.ref, upload.key) : true;
  }
  const parsed = parsePictureKey(upload.key);
  if (!parsed) return false;
  const profile = (await userOf(parsed.uid))?.profile;
  return PICTURE_FIELDS.some((field) => profile?.[field] === upload.key);
}

export interface CleanupOutcome {
  removed: number;
  inUse: number;
  failed: number;
}

export async function cleanupAbandonedUploads(now: Date, keepers: FolderKeepers = {}): Promise<CleanupOutcome> {
  const before = new Date(now.getTime() - ABANDONED_AFTER_MS).toISOString();
  const userOf = cachedUsers();
  const outcome: CleanupOutcome = { removed: 0, inUse: 0, failed: 0 };
  for (;;) {
    const page = await listPendingUploadsBefore(before, PAGE_SIZE);
    let progressed = false;
    for (const { id, upload } of page) {
      try {
        const used = await inUse(upload, userOf, keepers);
        if (!used) await deletePicture(upload.key);
        await forgetPendingUpload(id);
        outcome[used ? 'inUse' : 'removed'] += 1;
        progressed = true;
      } catch (error) {
        outcome.failed += 1;
        logFailure('pictures.cleanup_failed', error, { upload: id });
      }
    }
    // Failed entries stay first in the ledger: stop when a page brought nothing new.
    if (page.length < PAGE_SIZE || !progressed) break;
  }
  logEvent('pictures.cleanup_done', { ...outcome });
  return outcome;
}

/** Registered with the scheduled-job runner, with the keepers of other features' folders. */
export const pictureCleanupJob = (keepers: FolderKeepers) =>
  defineJob({
    name: 'picture-cleanup',
    schedule: 'every 60 minutes',
    run: async (now) => ({ ...(await cleanupAbandonedUploads(now, keepers)) }),
  });
