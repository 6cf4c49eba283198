/** The SIN is write-only: masked in every answer, encrypted at rest, kept unless replaced or cleared. */
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { adminDb, createTestUser } from '../../../../tools/testing/users';
import { completeProfileOf, createPerformer, getUser, saveProfile, storedUser } from './profile.test-support';
import { revealSin } from './sin.service';

const SIN = '123456789';
const sinOf = (answer: { body: { profile?: { socialInsuranceNumber?: unknown } | null } }) =>
  answer.body.profile?.socialInsuranceNumber;

async function performerWithSin(sin = SIN) {
  const user = await createPerformer();
  const profile = await completeProfileOf(user, { socialInsuranceNumber: sin });
  const saved = await saveProfile(user.token, profile);
  expect(saved.status, saved.text).toBe(200);
  return { user, profile, saved };
}

describe('the SIN', () => {
  it('is stored encrypted: the user document holds no plaintext SIN', async () => {
    const { user } = await performerWithSin();
    const document = await storedUser(user.uid);
    expect(JSON.stringify(document)).not.toContain('456789');
    expect((document.profile as Record<string, unknown>).socialInsuranceNumber).toBeNull();
    expect(document.sin).toMatchObject({ keyId: 'local-1', masked: '***-***-789' });
    expect(Object.keys(document.sin as object).sort()).toEqual(['ciphertext', 'iv', 'keyId', 'masked', 'tag']);
  });

  it('is answered masked by the save and by both get-user answers', async () => {
    const { user, saved } = await performerWithSin();
    expect(sinOf(saved)).toBe('***-***-789');
    expect(saved.text).not.toContain(SIN);
    for (const path of ['/performer/get-user', '/auth/get-user']) {
      const answer = await callApi<{ profile: { socialInsuranceNumber: string } }>(path, { token: user.token });
      expect(sinOf(answer)).toBe('***-***-789');
      expect(answer.text).not.toContain('456789');
    }
  });

  it('is kept by a save that leaves it out, sends null or sends the masked value back; "" clears it', async () => {
    const { user, profile } = await performerWithSin();
    const { socialInsuranceNumber: _left, ...withoutSin } = profile;
    for (const body of [
      withoutSin,
      { ...profile, socialInsuranceNumber: null },
      { ...profile, socialInsuranceNumber: '***-***-789' },
    ]) {
      const answer = await saveProfile(user.token, body);
      expect(answer.status, answer.text).toBe(200);
      expect(sinOf(answer)).toBe('***-***-789');
    }
    const replaced = await saveProfile(user.token, { ...profile, socialInsuranceNumber: '555444333' });
    expect(sinOf(replaced)).toBe('***-***-333');
    const cleared = await saveProfile(user.token, { ...profile, socialInsuranceNumber: '' });
    expect(sinOf(cleared)).toBeNull();
    expect((await storedUser(user.uid)).sin).toBeNull();
    expect(sinOf(await getUser(user.token))).toBeNull();
  });

  it('refuses a masked value that is not one', async () => {
    const { user, profile } = await performerWithSin();
    const answer = await saveProfile(user.token, { ...profile, socialInsuranceNumber: '***-***-78x' });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toContain('Social Insurance Number');
  });

  it('stored in plaintext by older code, is answered masked and encrypted on the next save', async () => {
    const user = await createPerformer();
    const profile = await completeProfileOf(user);
    await adminDb()
      .collection('users')
      .doc(user.uid)
      .update({ profile: { ...profile, socialInsuranceNumber: '987654321' } });
    const answer = await getUser(user.token);
    expect(sinOf(answer)).toBe('***-***-321');
    expect(answer.text).not.toContain('987654321');

    expect((await saveProfile(user.token, { ...profile, socialInsuranceNumber: sinOf(answer) })).status).toBe(200);
    const document = await storedUser(user.uid);
    expect(JSON.stringify(document)).not.toContain('654321');
    expect(document.sin).toMatchObject({ masked: '***-***-321' });
    const admin = await createTestUser({ role: 'Admin' });
    expect(await revealSin({ uid: admin.uid, role: 'Admin' }, user.uid)).toEqual({
      socialInsuranceNumber: '987654321',
    });
  });

  it('is revealed whole only to an Admin, and each reveal is written to the audit trail', async () => {
    const { user } = await performerWithSin();
    const admin = await createTestUser({ role: 'Admin' });
    const before = new Date().toISOString();
    expect(await revealSin({ uid: admin.uid, role: 'Admin' }, user.uid)).toEqual({ socialInsuranceNumber: SIN });
    const audit = await adminDb().collection('auditLog').where('targetUid', '==', user.uid).get();
    expect(audit.docs.map((doc) => doc.data())).toEqual([
      { actorUid: admin.uid, targetUid: user.uid, action: 'sin.revealed', at: expect.any(String) },
    ]);
    expect(audit.docs[0]!.get('at') >= before).toBe(true);
    await expect(revealSin({ uid: user.uid, role: 'Performer' }, user.uid)).rejects.toMatchObject({ status: 403 });
    await expect(revealSin({ uid: admin.uid, role: 'Admin' }, 'no-such-user')).rejects.toMatchObject({ status: 404 });
  });
});
