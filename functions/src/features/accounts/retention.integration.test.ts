/**
 * Retention and deletion (issue 40, item 4): the daily job deletes the personal data of an account
 * deactivated for longer than the retention period (profile, pictures, documents, SIN, contacts,
 * sign-in) and keeps invoices, vouchers and penalties with the name; run twice, the same result. An
 * account deactivated more recently and an active one are untouched. The Admin's setting and dry
 * run are Admin-only and validated. The job's clock is the real one: only this file makes accounts
 * deactivated that long ago (2001), so it acts on no other running file's data (the seed's account
 * past retention is made by a file that runs alone, before this one).
 */
import { getStorage } from 'firebase-admin/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { adminApp, adminAuth, adminDb, createTestUser, type TestUser } from '../../../../tools/testing/users';
import { runWorkerLoop } from '../../../../tools/testing/worker';
import { commissionRecord, createdIntent, performer } from '../payments/payments.test-support';
import { seedPenalty } from '../penalties/seeding.test-support';
import { uploadPicture } from '../profile/profile.test-support';
import { signVoucherAs, wrappedVoucher } from '../workday/vouchers.test-support';

const OLDEST = '2001-02-03';
const users = () => adminDb().collection('users');
const FAKE_SIN = { keyId: 'k1', iv: 'iv', tag: 'tag', ciphertext: 'secret', masked: '***-***-789' };

/** Writes the account as deactivated at `at` (an instant), the way ending the agreement records it. */
async function deactivate(uid: string, at: string) {
  await users()
    .doc(uid)
    .update({
      sin: FAKE_SIN,
      account: {
        state: 'deactivated',
        suspension: null,
        deactivation: { by: 'performer', reason: null, note: null, at },
        history: [{ event: 'end-agreement', from: 'active', to: 'deactivated', by: 'performer', byUid: uid, at }],
      },
    });
}

const monthsAgo = (months: number) => {
  const date = new Date();
  date.setMonth(date.getMonth() - months);
  return date.toISOString();
};

interface DryRun {
  retentionMonths: number;
  count: number;
  earliestDeactivatedOn: string | null;
}
const dryRun = (who: TestUser) => callApi<DryRun>('/admin/retention-dry-run', { token: who.token });
const purgeAudits = async (uid: string) =>
  (await adminDb().collection('auditLog').where('targetUid', '==', uid).get()).docs
    .map((doc) => doc.data())
    .filter((entry) => entry.action === 'account.purged');

/** The stored document without its commit time, to compare two runs. */
async function storedUser(uid: string) {
  const { updatedAt: _at, ...rest } = (await users().doc(uid).get()).data() ?? {};
  return rest;
}

describe('retention of deactivated accounts', () => {
  let admin: TestUser;
  let old: TestUser;
  let recent: TestUser;
  let active: TestUser;
  let headshot: string;
  let document: string;
  let commissionId: string;
  let voucherId: string;

  beforeAll(async () => {
    [admin, old, recent, active] = await Promise.all([
      createTestUser({ role: 'Admin' }),
      performer(),
      performer(),
      performer(),
    ]);
    const voucher = await wrappedVoucher(old);
    expect((await signVoucherAs(voucher, 1, 'Ada Lovelace')).status).toBe(200);
    voucherId = voucher.voucherId;
    commissionId = (
      await createdIntent(old.token, { production: 'Old show', dates: [voucher.date], amount: 200, rate: 15 })
    ).commissionId;
    const now = new Date().toISOString();
    await seedPenalty(`retention-${old.uid}`, {
      performerId: old.uid,
      kind: 'late-cancellation',
      amountCents: 2500,
      reason: 'Late cancellation',
      evidence: {},
      state: 'owing',
      answer: null,
      confirmed: null,
      waiver: null,
      paymentId: null,
      paidAt: null,
      history: [],
      createdAt: now,
      updatedAt: now,
    });
    headshot = await uploadPicture(old.token, 'profile');
    document = await uploadPicture(old.token, 'document');
    await users().doc(old.uid).update({ 'profile.keyName': headshot, 'profile.documentKeyName': document });
    await users().doc(old.uid).collection('testAttempts').add({ at: now, score: 3, total: 20 });
    await deactivate(old.uid, `${OLDEST}T15:00:00.000Z`);
    await deactivate(recent.uid, monthsAgo(23));
  });

  it('is an Admin setting (24 months by default), refused to Casting and Performers, validated', async () => {
    const casting = await createTestUser({ role: 'Casting' });
    for (const who of [casting, active]) {
      expect((await callApi('/admin/retention-settings', { token: who.token })).status).toBe(403);
      const put = await callApi('/admin/retention-settings', { method: 'PUT', token: who.token, body: { months: 24 } });
      expect(put.status).toBe(403);
      expect((await dryRun(who)).status).toBe(403);
    }
    for (const months of [0, -1, 1.5, 'twelve', 121, null]) {
      const bad = await callApi('/admin/retention-settings', { method: 'PUT', token: admin.token, body: { months } });
      expect(bad.status, `${String(months)}: ${bad.text}`).toBe(400);
    }
    const saved = await callApi('/admin/retention-settings', {
      method: 'PUT',
      token: admin.token,
      body: { months: 24 },
    });
    expect(saved.status, saved.text).toBe(200);
    expect((await callApi('/admin/retention-settings', { token: admin.token })).body).toEqual({ months: 24 });
  });

  it('counts the accounts due today in a dry run, the longest deactivated first', async () => {
    const answer = await dryRun(admin);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.retentionMonths).toBe(24);
    expect(answer.body.count).toBeGreaterThanOrEqual(1);
    expect(answer.body.earliestDeactivatedOn).toBe(OLDEST);
    expect((await users().doc(old.uid).get()).data()?.profile?.firstName).toBe('Ada');
  });

  it('deletes the personal data, keeps invoices, vouchers and penalties with the name, the same when run twice', async () => {
    expect(await runWorkerLoop('retention-purge')).toBe(true);
    const afterFirst = await storedUser(old.uid);
    expect(await runWorkerLoop('retention-purge')).toBe(true);
    expect(await storedUser(old.uid)).toEqual(afterFirst);

    expect(afterFirst).toMatchObject({ tel: '', email: '', sin: null, disabled: true });
    expect(afterFirst.profile).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(afterFirst.account).toMatchObject({ state: 'deactivated', purge: { step: 'done' } });
    expect(afterFirst.account.history.at(-1)).toMatchObject({
      event: 'purge-personal-data',
      by: 'system',
      byUid: null,
      note: expect.stringContaining('retention period (24 months)'),
    });
    expect(await purgeAudits(old.uid)).toEqual([expect.objectContaining({ actorUid: 'system' })]);

    for (const key of [headshot, document]) {
      expect((await callApi(`/cdn/pictures/${key}`, { token: admin.token })).status).toBe(404);
    }
    const [files] = await getStorage(adminApp())
      .bucket()
      .getFiles({ prefix: `performers/${old.uid}/` });
    expect(files).toEqual([]);
    expect((await users().doc(old.uid).collection('testAttempts').get()).empty).toBe(true);
    await expect(adminAuth().getUser(old.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });

    expect(await commissionRecord(commissionId)).toMatchObject({ performerId: old.uid, production: 'Old show' });
    expect((await adminDb().collection('vouchers').doc(voucherId).get()).data()).toMatchObject({
      performerId: old.uid,
      status: 'signed',
    });
    expect((await adminDb().collection('penalties').doc(`retention-${old.uid}`).get()).exists).toBe(true);
  });

  it('leaves an account deactivated more recently, and an active one, untouched', async () => {
    for (const kept of [recent, active]) {
      const stored = await storedUser(kept.uid);
      expect(stored).toMatchObject({ email: kept.email, tel: kept.tel, profile: { firstName: 'Ada' } });
      expect(stored.account?.purge ?? null).toBeNull();
      expect(await purgeAudits(kept.uid)).toEqual([]);
      expect((await adminAuth().getUser(kept.uid)).uid).toBe(kept.uid);
    }
    expect((await storedUser(recent.uid)).sin).toEqual(FAKE_SIN);
    expect((await dryRun(admin)).body.earliestDeactivatedOn).not.toBe(OLDEST);
  });
});
