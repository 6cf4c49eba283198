import { readFileSync } from 'node:fs';
import { MAX_PICTURE_BYTES } from '@scenecall/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../../../tools/testing/api';
import { createTestUser } from '../../../../../tools/testing/users';
import { createPerformer, TINY_JPEG, TINY_PNG, uploadPicture, uploadRaw } from '../profile.test-support';

const read = (key: string, token?: string) => callApi(`/cdn/pictures/${key}`, { token });

async function storedBytes(key: string, token: string): Promise<{ bytes: Buffer; type: string | null }> {
  const response = await fetch(`${process.env.STACK_WEB_URL}/api/cdn/pictures/${key}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return { bytes: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type') };
}

/** A phone photo: EXIF with a GPS position (Toronto) and the camera, and an XMP packet. */
function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 30, height: 40, channels: 3, background: '#2980b9' } })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 39/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '79/1 23/1 0/1' },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
    )
    .jpeg()
    .toBuffer();
}

describe('picture uploads', () => {
  it('stores a PNG or JPEG under a key made from uid and kind, never the file name', async () => {
    const user = await createPerformer();
    const answer = await uploadRaw(user.token, 'profile', TINY_PNG, '../../evil name.png');
    expect(answer.status, answer.text).toBe(201);
    expect(answer.text).toMatch(new RegExp(`^performers/${user.uid}/profile/[A-Za-z0-9_-]+\\.png$`));
    expect(answer.text).not.toContain('evil');
    const jpeg = await uploadRaw(user.token, 'whasa', TINY_JPEG, 'x.jpg', 'image/jpeg');
    expect(jpeg.text).toMatch(new RegExp(`^performers/${user.uid}/whasa/[A-Za-z0-9_-]+\\.jpg$`));
  });

  it('refuses files that are not images, whatever their name and type say (415)', async () => {
    const user = await createPerformer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const answer = await uploadRaw(user.token, 'profile', svg, 'photo.png', 'image/png');
    expect(answer.status).toBe(415);
    expect(answer.text).toContain('JPEG, PNG, WebP or HEIC');
  });

  it('refuses pictures over 10 MB (413)', async () => {
    const user = await createPerformer();
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(MAX_PICTURE_BYTES + 1024)]);
    expect((await uploadRaw(user.token, 'fullbody', big)).status).toBe(413);
  });

  it('refuses a request that is not multipart', async () => {
    const user = await createPerformer();
    const answer = await callApi('/cdn/upload-performer-profile-picture', {
      method: 'POST',
      token: user.token,
      rawBody: TINY_PNG,
      headers: { 'Content-Type': 'image/png' },
    });
    expect(answer.status).toBe(400);
  });
});

describe('picture metadata', () => {
  it('stores a JPEG without its EXIF: no GPS position, no camera, no XMP', async () => {
    const user = await createPerformer();
    const photo = await photoWithGps();
    expect((await sharp(photo).metadata()).exif?.includes('PhoneMaker')).toBe(true);
    const answer = await uploadRaw(user.token, 'document', photo, 'id.jpg', 'image/jpeg');
    expect(answer.status, answer.text).toBe(201);
    const stored = await storedBytes(answer.text, user.token);
    const metadata = await sharp(stored.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 30, 40]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(stored.bytes.includes('PhoneMaker')).toBe(false);
  });

  it('stores a real HEIC photo as a JPEG without its metadata', async () => {
    const user = await createPerformer();
    const heic = readFileSync(new URL('./fixtures/gps-sample.heic', import.meta.url));
    const answer = await uploadRaw(user.token, 'fullbody', heic, 'IMG_0001.HEIC', 'image/heic');
    expect(answer.status, answer.text).toBe(201);
    expect(answer.text).toMatch(new RegExp(`^performers/${user.uid}/fullbody/[A-Za-z0-9_-]+\\.jpg$`));
    const stored = await storedBytes(answer.text, user.token);
    expect(stored.type).toBe('image/jpeg');
    const metadata = await sharp(stored.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual(['jpeg', 160, 120, undefined]);
    expect(stored.bytes.includes('FixtureCam')).toBe(false);
  });
});

describe('picture reads', () => {
  it('serves the owner with the content type and private caching headers', async () => {
    const user = await createPerformer();
    const key = await uploadPicture(user.token, 'profile');
    const answer = await read(key, user.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('cache-control')).toMatch(/private, max-age=\d+/);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("keeps performer A's pictures away from performer B and anonymous callers", async () => {
    const [a, b] = [await createPerformer(), await createPerformer()];
    const key = await uploadPicture(a.token, 'profile');
    expect((await read(key, b.token)).status).toBe(403);
    expect((await read(key)).status).toBe(401);
  });

  it('lets Casting see headshots and full-body pictures only, never identity documents, WHASA or ACTRA cards; Admin sees all', async () => {
    const performer = await createPerformer();
    const [casting, admin] = [await createTestUser({ role: 'Casting' }), await createTestUser({ role: 'Admin' })];
    const kinds = ['profile', 'fullbody', 'document', 'whasa', 'actra-card'] as const;
    const keys = await Promise.all(kinds.map((kind) => uploadPicture(performer.token, kind)));
    const castingStatuses = await Promise.all(keys.map(async (key) => (await read(key, casting.token)).status));
    expect(castingStatuses).toEqual([200, 200, 403, 403, 403]);
    const adminStatuses = await Promise.all(keys.map(async (key) => (await read(key, admin.token)).status));
    expect(adminStatuses).toEqual([200, 200, 200, 200, 200]);
  });

  it('answers 404 for keys that do not exist', async () => {
    const user = await createPerformer();
    expect((await read(`performers/${user.uid}/profile/AAAAAAAAAAAAAAAA.png`, user.token)).status).toBe(404);
  });

  it('keeps uploads performer-only', async () => {
    const casting = await createTestUser({ role: 'Casting' });
    expect((await uploadRaw(casting.token, 'profile', TINY_PNG)).status).toBe(403);
  });
});
