import { beforeAll, describe, expect, it } from 'vitest';
import { bucket, uniqueName } from './support/admin';

describe('Storage stand-in (firebase-tools emulator in-process, admin SDK)', () => {
  let prefix = '';
  beforeAll(() => {
    prefix = uniqueName('conformance');
  });

  it('save() stores content type and custom metadata that getMetadata() returns', async () => {
    const file = bucket().file(`${prefix}/photos/headshot.jpg`);
    await file.save(Buffer.from('jpeg-bytes'), {
      contentType: 'image/jpeg',
      metadata: { metadata: { performerId: 'p1', kind: 'headshot' } },
    });
    const [metadata] = await file.getMetadata();
    expect(metadata.contentType).toBe('image/jpeg');
    expect(metadata.metadata).toEqual({ performerId: 'p1', kind: 'headshot' });
    expect(Number(metadata.size)).toBe('jpeg-bytes'.length);
  });

  it('download() returns exactly the bytes that were saved', async () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 10, 13]);
    const file = bucket().file(`${prefix}/blobs/binary.bin`);
    await file.save(bytes, { contentType: 'application/octet-stream' });
    const [downloaded] = await file.download();
    expect(Buffer.compare(downloaded, bytes)).toBe(0);
  });

  it('exists() is true after save and false after delete()', async () => {
    const file = bucket().file(`${prefix}/tmp/to-delete.txt`);
    await file.save('bye', { contentType: 'text/plain' });
    expect((await file.exists())[0]).toBe(true);
    await file.delete();
    expect((await file.exists())[0]).toBe(false);
  });

  it('getMetadata() of a missing file fails with 404', async () => {
    const missing = bucket().file(`${prefix}/nothing-here.txt`);
    await expect(missing.getMetadata()).rejects.toMatchObject({ code: 404 });
  });

  it('getFiles({ prefix }) lists only the files under that prefix', async () => {
    const names = [`${prefix}/list/a.txt`, `${prefix}/list/b.txt`, `${prefix}/list/sub/c.txt`];
    await Promise.all(names.map((name) => bucket().file(name).save(name, { contentType: 'text/plain' })));
    await bucket().file(`${prefix}/other/d.txt`).save('d', { contentType: 'text/plain' });
    const [files] = await bucket().getFiles({ prefix: `${prefix}/list/` });
    expect(files.map((f) => f.name).sort()).toEqual(names.sort());
  });
});
