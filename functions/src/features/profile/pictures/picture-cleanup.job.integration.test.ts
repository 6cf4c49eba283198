/**
 * The hourly cleanup of abandoned uploads, run with a clock a day ahead. (It sweeps the whole
 * stack's ledger, so uploads other test files left unreferenced are removed too; nothing of theirs
 * that a profile references is touched.)
 */
import { getStorage } from 'firebase-admin/storage';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../../../tools/testing/api';
import { adminApp, adminDb, createTestUser } from '../../../../../tools/testing/users';
import { completeProfileOf, createPerformer, saveProfile, uploadPicture } from '../profile.test-support';
import { JOBS, pictureCleanup } from '../../../jobs';
import { ABANDONED_AFTER_MS, cleanupAbandonedUploads } from './picture-cleanup.job';
import { uploadIdOf } from './pictures.service';

const stored = async (key: string) => (await getStorage(adminApp()).bucket().file(key).exists())[0];
const ledgerEntry = (key: string) => adminDb().collection('pictureUploads').doc(uploadIdOf(key)!);

describe('cleanupAbandonedUploads', () => {
  it('removes uploads unreferenced for a day and pending uploads never bound; keeps what profiles reference', async () => {
    const performer = await createPerformer();
    const profile = await completeProfileOf(performer);
    expect((await saveProfile(performer.token, profile)).status).toBe(200);
    const saved = profile.keyName!;
    expect((await ledgerEntry(saved).get()).exists).toBe(false);
    const abandoned = await uploadPicture(performer.token, 'profile');
    const admin = await createTestUser({ role: 'Admin' });
    const neverBound = await uploadPicture(admin.token, 'whasa');
    // A saved picture whose ledger entry outlived the save (its removal failed after the commit).
    await ledgerEntry(saved).set({
      key: saved,
      owner: performer.uid,
      uploadedBy: performer.uid,
      createdAt: new Date().toISOString(),
    });

    await cleanupAbandonedUploads(new Date());
    expect([await stored(abandoned), await stored(neverBound)]).toEqual([true, true]);

    const outcome = await cleanupAbandonedUploads(new Date(Date.now() + ABANDONED_AFTER_MS + 60_000));
    expect(outcome.failed).toBe(0);
    expect(outcome.removed).toBeGreaterThanOrEqual(2);
    expect([await stored(abandoned), await stored(neverBound), await stored(saved)]).toEqual([false, false, true]);
    expect((await callApi(`/cdn/pictures/${abandoned}`, { token: performer.token })).status).toBe(404);
    expect((await callApi(`/cdn/pictures/${saved}`, { token: performer.token })).status).toBe(200);
    for (const key of [abandoned, neverBound, saved]) expect((await ledgerEntry(key).get()).exists).toBe(false);
  });

  it('is registered as an hourly job, so production schedules it and the local worker runs it', () => {
    expect(pictureCleanup).toMatchObject({ name: 'picture-cleanup', schedule: 'every 60 minutes' });
    expect(JOBS).toContain(pictureCleanup);
  });
});
