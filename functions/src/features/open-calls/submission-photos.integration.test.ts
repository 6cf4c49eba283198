/**
 * A current photo with a submission, through the profile's picture pipeline: EXIF gone, a file that
 * is not a picture or is too large refused with the pictures' messages, seen only by the submitter,
 * the call's Casting owner and Admins, replaced in place and removed with a withdrawal.
 */
import { MAX_PICTURE_BYTES, type DayOpenCallsView } from '@scenecall/shared';
import sharp from 'sharp';
import { getStorage } from 'firebase-admin/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { adminApp, adminDb, createTestUser, type TestUser } from '../../../../tools/testing/users';
import { JOBS, pictureCleanup } from '../../jobs';
import { performerWith } from '../casting/casting.test-support';
import { TINY_PNG } from '../profile/profile.test-support';
import { ABANDONED_AFTER_MS } from '../profile/pictures/picture-cleanup.job';
import { findSubmission } from './open-calls.repository';
import { callBody, castingDay, callsFor, postCall, submit, type CastingDay } from './open-calls.test-support';

const objectOf = (key: string) => getStorage(adminApp()).bucket().file(key);
const stored = async (key: string) => (await objectOf(key).exists())[0];
const uploadIdOf = (key: string) =>
  key
    .split('/')
    .pop()!
    .replace(/\.[a-z]+$/, '');
const ledgerEntry = (key: string) => adminDb().collection('pictureUploads').doc(uploadIdOf(key));

const photoPath = (callId: string, performerId: string) => `/open-calls/${callId}/submissions/${performerId}/photo`;

function addPhoto(performer: TestUser, callId: string, bytes: Buffer, type = 'image/jpeg') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'me.jpg');
  return callApi<{ hasPhoto: boolean }>(`/performer/open-calls/${callId}/submission/photo`, {
    method: 'PUT',
    token: performer.token,
    rawBody: form,
  });
}

async function photoBytes(user: TestUser, callId: string, performerId: string) {
  const response = await fetch(`${process.env.STACK_WEB_URL}/api${photoPath(callId, performerId)}`, {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** A phone photo with the camera and a GPS position (Toronto) in its EXIF. */
const photoWithGps = () =>
  sharp({ create: { width: 30, height: 40, channels: 3, background: '#c0392b' } })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 39/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '79/1 23/1 0/1' },
    })
    .jpeg()
    .toBuffer();

describe('a photo with a submission', () => {
  let casting: TestUser;
  let day: CastingDay;
  beforeAll(async () => {
    casting = await createTestUser({ role: 'Casting' });
    day = await castingDay(casting);
  });

  const callForCity = async (city: string) =>
    postCall(casting, day.dayId, callBody(day.roles.Fan!, { criteria: `city=${city}` }));
  const submitted = async () => {
    const city = `Photoville${Math.random().toString(36).slice(2, 8)}`;
    const performer = await performerWith({ city });
    const callId = await callForCity(city);
    expect((await submit(performer, callId)).status).toBe(201);
    return { performer, callId };
  };

  it('keeps the photo without its EXIF, and shows casting that it came with the submission', async () => {
    const { performer, callId } = await submitted();
    const added = await addPhoto(performer, callId, await photoWithGps());
    expect(added.status, added.text).toBe(200);

    const seen = await photoBytes(casting, callId, performer.uid);
    expect(seen.status).toBe(200);
    const metadata = await sharp(seen.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 30, 40]);
    expect(metadata.exif).toBeUndefined();
    expect(seen.bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);

    const view = await callApi<DayOpenCallsView>(`/open-calls/days/${day.dayId}`, { token: casting.token });
    const row = view.body.calls.find((call) => call.id === callId)?.submissions[0];
    expect(row).toMatchObject({ performerId: performer.uid, hasPhoto: true });
    const mine = (await callsFor(performer)).find((call) => call.id === callId);
    expect(mine?.submission?.hasPhoto).toBe(true);
  });

  it('refuses a file that is not a picture, and one over 10 MB, with the pictures’ messages', async () => {
    const { performer, callId } = await submitted();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const notPicture = await addPhoto(performer, callId, svg, 'image/png');
    expect(notPicture.status).toBe(415);
    expect(notPicture.text).toContain('Please choose a JPEG, PNG, WebP or HEIC picture');
    const big = await addPhoto(performer, callId, Buffer.concat([TINY_PNG, Buffer.alloc(MAX_PICTURE_BYTES + 1024)]));
    expect(big.status).toBe(413);
    expect(big.text).toContain('Pictures must be 10 MB or smaller');
    expect((await photoBytes(performer, callId, performer.uid)).status).toBe(404);
  });

  it('shows the photo to the submitter, the call’s Casting owner and Admin only', async () => {
    const { performer, callId } = await submitted();
    expect((await addPhoto(performer, callId, TINY_PNG, 'image/png')).status).toBe(200);
    const [admin, otherCasting, otherPerformer] = await Promise.all([
      createTestUser({ role: 'Admin' }),
      createTestUser({ role: 'Casting' }),
      createTestUser({ role: 'Performer' }),
    ]);
    expect((await photoBytes(performer, callId, performer.uid)).status).toBe(200);
    expect((await photoBytes(admin, callId, performer.uid)).status).toBe(200);
    expect((await photoBytes(otherCasting, callId, performer.uid)).status).toBe(403);
    expect((await photoBytes(otherPerformer, callId, performer.uid)).status).toBe(403);
  });

  it('takes a photo only with a waiting submission, and removes it when the performer withdraws', async () => {
    const city = `Photoville${Math.random().toString(36).slice(2, 8)}`;
    const performer = await performerWith({ city });
    const callId = await callForCity(city);
    const early = await addPhoto(performer, callId, TINY_PNG, 'image/png');
    expect(early.status).toBe(404);
    expect(early.text).toContain('Put yourself forward first');

    expect((await submit(performer, callId)).status).toBe(201);
    expect((await addPhoto(performer, callId, TINY_PNG, 'image/png')).status).toBe(200);
    const withdrawn = await callApi(`/performer/open-calls/${callId}/submission`, {
      method: 'DELETE',
      token: performer.token,
    });
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect((await photoBytes(casting, callId, performer.uid)).status).toBe(404);
  });

  it('leaves the upload ledger once taken in; the hourly cleanup removes a stored photo no submission took, a day later', async () => {
    const { performer, callId } = await submitted();
    expect((await addPhoto(performer, callId, TINY_PNG)).status).toBe(200);
    const taken = (await findSubmission(callId, performer.uid))!.photoKey!;
    expect((await ledgerEntry(taken).get()).exists).toBe(false);
    // A crash after the photo was stored and before the submission took it: object and ledger entry, no link.
    const stray = `performers/${performer.uid}/open-calls/${'s'.repeat(8)}${Date.now().toString(36)}.png`;
    await objectOf(stray).save(TINY_PNG, { contentType: 'image/png' });
    // And a crash after the submission took its photo, before the ledger entry went.
    const keptBy = { folder: 'open-calls', ref: callId };
    const entry = (key: string) => ({
      key,
      owner: performer.uid,
      uploadedBy: performer.uid,
      createdAt: new Date().toISOString(),
      keptBy,
    });
    await Promise.all([ledgerEntry(stray).set(entry(stray)), ledgerEntry(taken).set(entry(taken))]);

    expect(JOBS).toContain(pictureCleanup);
    await pictureCleanup.run(new Date(Date.now() + ABANDONED_AFTER_MS + 60_000));
    expect([await stored(stray), await stored(taken)]).toEqual([false, true]);
    expect((await photoBytes(performer, callId, performer.uid)).status).toBe(200);
    for (const key of [stray, taken]) expect((await ledgerEntry(key).get()).exists).toBe(false);
  });
});
