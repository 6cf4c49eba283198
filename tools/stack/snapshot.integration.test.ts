import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminApp, adminDb } from '../testing/users';
import { getStorage } from 'firebase-admin/storage';
import { exportData, importData } from './snapshot';

describe("npm start's data snapshot", () => {
  it('restores documents (nested, sub-collections, timestamps) and files exactly as they were', async () => {
    const db = adminDb();
    const root = `snapshot-${Date.now()}`;
    const when = Timestamp.fromMillis(1_700_000_000_123);
    await db
      .doc(`${root}/a`)
      .set({ name: 'Ava', at: when, profile: { sizes: [1, 2.5], ok: true }, ref: db.doc(`${root}/b`) });
    await db.doc(`${root}/a/attempts/1`).set({ score: 17 });
    const bucket = getStorage(adminApp()).bucket();
    await bucket.file(`${root}/pic.jpg`).save(Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]), {
      contentType: 'image/jpeg',
      metadata: { metadata: { owner: 'a' } },
      resumable: false,
    });

    const dir = mkdtempSync(join(tmpdir(), 'snapshot-'));
    const projectId = process.env.GCLOUD_PROJECT ?? 'demo-scenecall';
    const saved = await exportData(projectId, dir);
    expect(saved.documents).toBeGreaterThanOrEqual(2);
    await db.recursiveDelete(db.collection(root));
    await bucket.file(`${root}/pic.jpg`).delete();

    await importData(projectId, dir);
    const restored = (await db.doc(`${root}/a`).get()).data();
    expect(restored?.name).toBe('Ava');
    expect((restored?.at as Timestamp).toMillis()).toBe(when.toMillis());
    expect(restored?.profile).toEqual({ sizes: [1, 2.5], ok: true });
    expect(restored?.ref.path).toBe(`${root}/b`);
    expect((await db.doc(`${root}/a/attempts/1`).get()).get('score')).toBe(17);
    const [content] = await bucket.file(`${root}/pic.jpg`).download();
    const [metadata] = await bucket.file(`${root}/pic.jpg`).getMetadata();
    expect([...content]).toEqual([0xff, 0xd8, 0xff, 1, 2, 3]);
    expect(metadata.contentType).toBe('image/jpeg');
    expect(metadata.metadata?.owner).toBe('a');
  }, 120_000); // exports and re-imports the whole stack: longer than a request-sized test
});
