import { MAX_PICTURE_BYTES } from '@scenecall/shared';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../../../tools/testing/api';
import { createTestUser } from '../../../../../tools/testing/users';
import { createPerformer, TINY_JPEG, TINY_PNG, uploadPicture, uploadRaw } from '../profile.test-support';

const read = (key: string, token?: string) => callApi(`/cdn/pictures/${key}`, { token });

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

  it('lets Casting see headshots but not identity documents or WHASA certificates; Admin sees all', async () => {
    const performer = await createPerformer();
    const [casting, admin] = [await createTestUser({ role: 'Casting' }), await createTestUser({ role: 'Admin' })];
    const headshot = await uploadPicture(performer.token, 'profile');
    const document = await uploadPicture(performer.token, 'document');
    const whasa = await uploadPicture(performer.token, 'whasa');
    expect((await read(headshot, casting.token)).status).toBe(200);
    expect((await read(document, casting.token)).status).toBe(403);
    expect((await read(whasa, casting.token)).status).toBe(403);
    expect((await read(document, admin.token)).status).toBe(200);
    expect((await read(whasa, admin.token)).status).toBe(200);
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
