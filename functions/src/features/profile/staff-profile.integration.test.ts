/**
 * The profile services with an Admin acting on a performer's data (the admin routes are built on
 * them): reading a user for staff, saving with the admin rule set, activating a target.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../../../tools/testing/users';
import type { Caller } from '../../http/caller';
import { completeProfileOf, createPerformer, storedUser, TINY_PNG, uploadPicture } from './profile.test-support';
import { activateAccount, getUserForStaff, parseProfileBody, saveProfile } from './profile.service';

const asCaller = (user: TestUser): Caller => ({ uid: user.uid, role: user.role });
const fieldsOf = (error: unknown) => ((error as { fields?: { field: string }[] }).fields ?? []).map((f) => f.field);

async function rejection(promise: Promise<unknown>): Promise<{ status: number; message: string; fields: string[] }> {
  try {
    await promise;
  } catch (error) {
    const { status, message } = error as { status: number; message: string };
    return { status, message, fields: fieldsOf(error) };
  }
  throw new Error('expected a refusal');
}

/** A complete profile whose pictures an Admin uploaded for the performer (`?userId=`). */
async function profileUploadedByAdmin(admin: TestUser, performer: TestUser) {
  const [keyName, fullBodyKeyName, documentKeyName, whasaKeyName] = await Promise.all(
    (['profile', 'fullbody', 'document', 'whasa'] as const).map((kind) =>
      uploadPicture(admin.token, kind, TINY_PNG, performer.uid),
    ),
  );
  return completeProfileOf(performer, { keyName, fullBodyKeyName, documentKeyName, whasaKeyName });
}

describe('an Admin acting on a performer’s profile', () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await createTestUser({ role: 'Admin' });
  });

  it('reads the user with profile and account state, the SIN masked; no one else may', async () => {
    const performer = await createPerformer({ testPassed: true });
    const profile = await completeProfileOf(performer, { socialInsuranceNumber: '111222333' });
    await saveProfile(asCaller(performer), performer.uid, parseProfileBody(profile), { rules: 'performer' });
    const view = await getUserForStaff(asCaller(admin), performer.uid);
    expect(view).toMatchObject({
      uid: performer.uid,
      email: performer.email,
      role: 'Performer',
      emailVerified: true,
      disabled: false,
      testPassed: true,
      userActivated: false,
    });
    expect(view.profile).toMatchObject({ firstName: 'Ada', socialInsuranceNumber: '***-***-333' });
    expect((await rejection(getUserForStaff(asCaller(performer), performer.uid))).status).toBe(403);
    expect((await rejection(getUserForStaff(asCaller(admin), 'no-such-user'))).status).toBe(404);
  });

  it('saves an incomplete profile while the account is not activated, with pictures it uploaded for them', async () => {
    const performer = await createPerformer();
    const headshot = await uploadPicture(admin.token, 'profile', TINY_PNG, performer.uid);
    const saved = await saveProfile(
      asCaller(admin),
      performer.uid,
      parseProfileBody({ firstName: 'Grace', keyName: headshot }),
      { rules: 'admin' },
    );
    expect(saved.profile).toMatchObject({ firstName: 'Grace', keyName: headshot, lastName: null });
    expect((await storedUser(performer.uid)).userActivated).toBe(false);
  });

  it('refuses an incomplete profile for an activated account, listing what is missing (400)', async () => {
    const performer = await createPerformer({ userActivated: true, testPassed: true });
    const refused = await rejection(
      saveProfile(asCaller(admin), performer.uid, parseProfileBody({ firstName: 'Grace' }), { rules: 'admin' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toContain('Please fill out the following fields: Headshot Image');
    expect(refused.fields).toContain('lastName');
  });

  it('activates only what activation allows: every field, the identity document and the test (400 lists them)', async () => {
    const performer = await createPerformer();
    const complete = await profileUploadedByAdmin(admin, performer);
    const incomplete = parseProfileBody({ ...complete, documentKeyName: null, city: null });
    const refused = await rejection(
      saveProfile(asCaller(admin), performer.uid, incomplete, { rules: 'admin', account: { userActivated: true } }),
    );
    expect(refused.status).toBe(400);
    expect(refused.fields).toEqual(['documentKeyName', 'city', 'testPassed']);
    expect(refused.message).toContain('Identity Document Image, City, Test Passed');
    expect((await storedUser(performer.uid)).profile).toBeNull();

    const activated = await saveProfile(asCaller(admin), performer.uid, parseProfileBody(complete), {
      rules: 'admin',
      account: { userActivated: true, testPassed: true },
    });
    expect(activated).toMatchObject({ userActivated: true, testPassed: true });
    expect(await storedUser(performer.uid)).toMatchObject({ userActivated: true, testPassed: true });
  });

  it('activates a qualifying target, and tells an Admin what a non-qualifying one lacks', async () => {
    const ready = await createPerformer({ testPassed: true });
    await saveProfile(asCaller(admin), ready.uid, parseProfileBody(await profileUploadedByAdmin(admin, ready)), {
      rules: 'admin',
    });
    expect((await activateAccount(asCaller(admin), ready.uid)).userActivated).toBe(true);

    const notReady = await createPerformer();
    const refused = await rejection(activateAccount(asCaller(admin), notReady.uid));
    expect(refused.status).toBe(400);
    expect(refused.fields).toEqual(expect.arrayContaining(['keyName', 'testPassed']));
  });

  it("refuses the admin rules to a performer, another performer's data, and another user's pictures", async () => {
    const [a, b] = [await createPerformer(), await createPerformer()];
    const body = parseProfileBody({ firstName: 'Eve' });
    expect((await rejection(saveProfile(asCaller(a), a.uid, body, { rules: 'admin' }))).status).toBe(403);
    expect((await rejection(saveProfile(asCaller(a), b.uid, body, { rules: 'performer' }))).status).toBe(403);
    expect((await rejection(activateAccount(asCaller(a), b.uid))).status).toBe(403);
    const bPicture = await uploadPicture(b.token, 'profile');
    const stolen = await rejection(
      saveProfile(asCaller(admin), a.uid, parseProfileBody({ keyName: bPicture }), { rules: 'admin' }),
    );
    expect([stolen.status, stolen.fields]).toEqual([403, ['keyName']]);
  });
});
