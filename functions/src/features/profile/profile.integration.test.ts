import { GUARDIAN_FIELDS } from '@scenecall/shared';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { waitForMail } from '../../../../tools/testing/mail';
import { createTestUser } from '../../../../tools/testing/users';
import {
  completeProfileOf,
  createPerformer,
  getUser,
  saveProfile,
  storedUser,
  uploadPicture,
} from './profile.test-support';

const missingOf = (answer: Awaited<ReturnType<typeof saveProfile>>) =>
  (answer.body.error?.fields ?? []).map((field) => field.field);

describe('GET /performer/get-user and /auth/get-user', () => {
  it("answer the caller's own user with profile, userActivated and testPassed", async () => {
    const user = await createPerformer({ testPassed: true });
    for (const path of ['/performer/get-user', '/auth/get-user']) {
      const answer = await callApi<Record<string, unknown>>(path, { token: user.token });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ uid: user.uid, email: user.email, userActivated: false, testPassed: true });
      expect(answer.body).toHaveProperty('profile', null);
      expect(answer.headers.get('cache-control')).toContain('no-store');
    }
  });

  it("never answer someone else's user, whatever the query says", async () => {
    const [a, b] = [await createPerformer(), await createPerformer()];
    const answer = await callApi<{ uid: string }>(`/performer/get-user?uid=${a.uid}`, { token: b.token });
    expect(answer.body.uid).toBe(b.uid);
    expect(answer.text).not.toContain(a.email);
    expect((await getUser(b.token)).body.uid).toBe(b.uid);
  });
});

describe('PUT /performer/update-profile', () => {
  it('saves a complete profile and returns it, with country Canada', async () => {
    const user = await createPerformer();
    const profile = await completeProfileOf(user);
    const answer = await saveProfile(user.token, { ...profile, country: undefined });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.profile).toMatchObject({ firstName: 'Ada', country: 'Canada', keyName: profile.keyName });
    expect((await storedUser(user.uid)).profile).toMatchObject({ lastName: 'Lovelace' });
  });

  it('lists every missing field by its friendly name', async () => {
    const user = await createPerformer();
    const answer = await saveProfile(user.token, {});
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toContain(
      'Please fill out the following fields: Headshot Image, Full Body Image',
    );
    expect(answer.body.error?.message).toContain('Province');
    expect(answer.body.error?.message).toContain('Emergency Contact Phone Number');
  });

  describe('conditional required fields', () => {
    it('asks AABP and ACTRA members for the union ID and ACTRA members for the card', async () => {
      const user = await createPerformer();
      const profile = await completeProfileOf(user);
      expect(missingOf(await saveProfile(user.token, { ...profile, unionStatus: 'AABP' }))).toEqual(['unionId']);
      expect(missingOf(await saveProfile(user.token, { ...profile, unionStatus: 'ACTRA Apprentice' }))).toEqual([
        'actraCardKeyName',
        'unionId',
      ]);
    });

    it('asks men for jacket, sleeve, neck and hat; women for dress, bust cup and bra size', async () => {
      const user = await createPerformer();
      const profile = await completeProfileOf(user);
      const male = { ...profile, gender: 'non-binary-male', sizeDress: null, sizeBustCup: null, sizeBustBand: null };
      expect(missingOf(await saveProfile(user.token, male))).toEqual([
        'sizeSleeve',
        'sizeNeck',
        'sizeHat',
        'sizeJacket',
      ]);
      const female = { ...profile, gender: 'female', sizeDress: null, sizeBustCup: null, sizeBustBand: null };
      expect(missingOf(await saveProfile(user.token, female))).toEqual(['sizeBustCup', 'sizeBustBand', 'sizeDress']);
    });

    it('asks minors for a guardian and adults for an identity document until activated', async () => {
      const user = await createPerformer();
      const profile = await completeProfileOf(user);
      const minor = { ...profile, dateOfBirth: '2015-05-05', documentKeyName: null };
      expect(missingOf(await saveProfile(user.token, minor)).sort()).toEqual([...GUARDIAN_FIELDS].sort());
      expect(missingOf(await saveProfile(user.token, { ...profile, documentKeyName: null }))).toEqual([
        'documentKeyName',
      ]);
      expect(missingOf(await saveProfile(user.token, { ...profile, whasaKeyName: null }))).toEqual(['whasaKeyName']);

      const activated = await createPerformer({ userActivated: true, testPassed: true });
      const activeProfile = await completeProfileOf(activated, { documentKeyName: null });
      expect((await saveProfile(activated.token, activeProfile)).status).toBe(200);
    });
  });

  it('refuses account fields, unknown fields and invalid values, naming them', async () => {
    const user = await createPerformer();
    const profile = await completeProfileOf(user);
    for (const field of ['userActivated', 'testPassed', 'role', 'emailVerified']) {
      const answer = await saveProfile(user.token, { ...profile, [field]: true });
      expect(answer.status).toBe(400);
      expect(missingOf(answer)).toContain(field);
    }
    const invalid = await saveProfile(user.token, { ...profile, state: 'XX', socialInsuranceNumber: '1234567890' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error?.message).toContain('Province');
    expect(invalid.body.error?.message).toContain('Social Insurance Number');
    expect((await storedUser(user.uid)).userActivated).toBe(false);
  });

  it('enforces the union status choices of activated accounts', async () => {
    const nonUnion = await createPerformer({ userActivated: true, testPassed: true });
    const profile = await completeProfileOf(nonUnion);
    expect((await saveProfile(nonUnion.token, profile)).status).toBe(200);
    const toActra = await saveProfile(nonUnion.token, { ...profile, unionStatus: 'ACTRA Full', unionId: '1' });
    expect(toActra.status).toBe(403);
    expect((await saveProfile(nonUnion.token, { ...profile, unionStatus: 'AABP', unionId: 'A-1' })).status).toBe(200);
    expect((await saveProfile(nonUnion.token, { ...profile, unionStatus: 'Non-Union' })).status).toBe(403);
  });

  it("refuses another performer's picture keys and keys that were never uploaded", async () => {
    const [a, b] = [await createPerformer(), await createPerformer()];
    const aKey = await uploadPicture(a.token, 'profile');
    const profile = await completeProfileOf(b);
    const stolen = await saveProfile(b.token, { ...profile, keyName: aKey });
    expect(stolen.status).toBe(403);
    expect(missingOf(stolen)).toEqual(['keyName']);
    const wrongKind = await saveProfile(b.token, { ...profile, keyName: profile.fullBodyKeyName });
    expect(wrongKind.status).toBe(403);
    const ghost = await saveProfile(b.token, {
      ...profile,
      keyName: `performers/${b.uid}/profile/AAAAAAAAAAAAAAAA.png`,
    });
    expect(ghost.status).toBe(403);
    expect((await storedUser(b.uid)).profile).toBeNull();
  });

  it('deletes a replaced picture once the save succeeds, and keeps everything when a save fails', async () => {
    const user = await createPerformer();
    const profile = await completeProfileOf(user);
    expect((await saveProfile(user.token, profile)).status).toBe(200);
    const oldKey = profile.keyName!;
    const read = (key: string) => callApi(`/cdn/pictures/${key}`, { token: user.token });
    expect((await read(oldKey)).status).toBe(200);

    const replacement = await uploadPicture(user.token, 'profile');
    const failed = await saveProfile(user.token, { ...profile, keyName: replacement, city: '' });
    expect(failed.status).toBe(400);
    expect((await storedUser(user.uid)).profile).toMatchObject({ keyName: oldKey, city: 'Toronto' });
    expect((await read(oldKey)).status).toBe(200);

    const saved = await saveProfile(user.token, { ...profile, keyName: replacement });
    expect(saved.status).toBe(200);
    expect((await read(replacement)).status).toBe(200);
    expect((await read(oldKey)).status).toBe(404);
  });

  it('is for performers only', async () => {
    const casting = await createTestUser({ role: 'Casting' });
    expect((await saveProfile(casting.token, {})).status).toBe(403);
  });
});

describe('POST /performer/support', () => {
  it('e-mails the agency with the performer as reply-to', async () => {
    const user = await createPerformer();
    const subject = `Parking question ${Date.now()}`;
    const answer = await callApi('/performer/support', {
      method: 'POST',
      token: user.token,
      body: { subject, message: 'Where do we park on Friday?' },
    });
    expect(answer.status, answer.text).toBe(200);
    const mail = await waitForMail('office@scenecall.example', new RegExp(subject));
    expect(mail.text).toContain('Where do we park on Friday?');
    expect(JSON.stringify(mail)).toContain(user.email);
  });

  it('refuses an empty message', async () => {
    const user = await createPerformer();
    const answer = await callApi('/performer/support', {
      method: 'POST',
      token: user.token,
      body: { subject: '', message: '' },
    });
    expect(answer.status).toBe(400);
  });
});
