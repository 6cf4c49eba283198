/** An Admin's uploads: for an existing user (`?userId=`), and pending for an account being created. */
import { parsePendingPictureKey } from '@scenecall/shared';
import { getStorage } from 'firebase-admin/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../../../tools/testing/api';
import { adminApp, createTestUser, type TestUser } from '../../../../../tools/testing/users';
import type { Caller } from '../../../http/caller';
import { createPerformer, TINY_PNG, uploadPicture, uploadRaw } from '../profile.test-support';
import { bindPendingPictures } from './pictures.service';

const read = (key: string, token: string) => callApi(`/cdn/pictures/${key}`, { token });
const stored = async (key: string) => (await getStorage(adminApp()).bucket().file(key).exists())[0];
const asCaller = (user: TestUser): Caller => ({ uid: user.uid, role: user.role });

describe('Admin uploads for another user', () => {
  let admin: TestUser;
  let performer: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    [admin, performer, other] = await Promise.all([
      createTestUser({ role: 'Admin' }),
      createPerformer(),
      createPerformer(),
    ]);
  });

  it('stores an upload with ?userId= under that user, readable by them and Admin only', async () => {
    const key = await uploadPicture(admin.token, 'document', TINY_PNG, performer.uid);
    expect(key).toMatch(new RegExp(`^performers/${performer.uid}/document/[A-Za-z0-9_-]+\\.png$`));
    expect((await read(key, performer.token)).status).toBe(200);
    expect((await read(key, admin.token)).status).toBe(200);
    expect((await read(key, other.token)).status).toBe(403);
  });

  it("refuses a performer's ?userId= of someone else, an unknown user and Casting", async () => {
    const casting = await createTestUser({ role: 'Casting' });
    expect((await uploadRaw(other.token, 'profile', TINY_PNG, 'a.png', 'image/png', performer.uid)).status).toBe(403);
    expect((await uploadRaw(admin.token, 'profile', TINY_PNG, 'a.png', 'image/png', 'no-such-user')).status).toBe(404);
    expect((await uploadRaw(admin.token, 'profile', TINY_PNG, 'a.png', 'image/png', 'a/b')).status).toBe(400);
    expect((await uploadRaw(casting.token, 'profile', TINY_PNG, 'a.png', 'image/png', performer.uid)).status).toBe(403);
    const own = await uploadRaw(performer.token, 'profile', TINY_PNG, 'a.png', 'image/png', performer.uid);
    expect(own.status).toBe(201);
  });
});

describe('pending uploads for an account being created', () => {
  let admin: TestUser;
  let otherAdmin: TestUser;
  beforeAll(async () => {
    [admin, otherAdmin] = await Promise.all([createTestUser({ role: 'Admin' }), createTestUser({ role: 'Admin' })]);
  });

  it('keeps an Admin upload without a user pending, then moves it under the new account', async () => {
    const headshot = await uploadPicture(admin.token, 'profile');
    const whasa = await uploadPicture(admin.token, 'whasa');
    expect(headshot).toMatch(/^pending\/[A-Za-z0-9_-]{16}\/profile\.png$/);
    const created = await createPerformer();

    const profile = await bindPendingPictures(asCaller(admin), created.uid, {
      keyName: headshot,
      whasaKeyName: whasa,
      fullBodyKeyName: null,
      firstName: 'Grace',
    });

    const uploadId = parsePendingPictureKey(headshot)!.uploadId;
    expect(profile.keyName).toBe(`performers/${created.uid}/profile/${uploadId}.png`);
    expect(profile.whasaKeyName).toMatch(new RegExp(`^performers/${created.uid}/whasa/`));
    expect(profile).toMatchObject({ fullBodyKeyName: null, firstName: 'Grace' });
    expect((await read(profile.keyName!, admin.token)).status).toBe(200);
    expect((await read(profile.whasaKeyName!, created.token)).status).toBe(200);
    expect([await stored(headshot), await stored(whasa)]).toEqual([false, false]);
  });

  it("binds only the uploading Admin's pending uploads, each in its own kind's field", async () => {
    const headshot = await uploadPicture(admin.token, 'profile');
    const created = await createPerformer();
    await expect(bindPendingPictures(asCaller(otherAdmin), created.uid, { keyName: headshot })).rejects.toMatchObject({
      status: 403,
      fields: [{ field: 'keyName' }],
    });
    await expect(
      bindPendingPictures(asCaller(admin), created.uid, { fullBodyKeyName: headshot }),
    ).rejects.toMatchObject({ status: 403, fields: [{ field: 'fullBodyKeyName' }] });
    expect(await stored(headshot)).toBe(true);
  });
});
