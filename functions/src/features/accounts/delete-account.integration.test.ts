/**
 * Deleting an account leaves nothing personal behind: the Auth account, the user document with its
 * sub-collections, every stored picture, verification tokens and sessions go; the commission and its
 * invoice stay for the books, carrying only the name on the invoice; an audit record remains.
 */
import { getStorage } from 'firebase-admin/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { adminApp, adminAuth, adminDb, createTestUser, type TestUser } from '../../../../tools/testing/users';
import { invoiceFor } from '../payments/invoice-mail';
import {
  commissionRecord,
  confirmCard,
  createdIntent,
  performer,
  SUCCEEDS,
  waitForStatus,
} from '../payments/payments.test-support';
import { uploadPicture } from '../profile/profile.test-support';

const deleteUser = (uid: string, token: string) => callApi(`/admin/users/${uid}`, { method: 'DELETE', token });
const userDoc = (uid: string) => adminDb().collection('users').doc(uid);

describe('DELETE /api/admin/users/:id leaves nothing behind', () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await createTestUser({ role: 'Admin' });
  });

  it('removes the account, its pictures, sub-collections and tokens, and keeps the commission with the name', async () => {
    const ada = await performer();
    const document = await uploadPicture(ada.token, 'document');
    const headshot = await uploadPicture(admin.token, 'profile', undefined, ada.uid);
    expect((await callApi(`/cdn/pictures/${document}`, { token: admin.token })).status).toBe(200);
    await userDoc(ada.uid).collection('testAttempts').add({ at: new Date().toISOString(), score: 3, total: 20 });
    await adminDb().collection('emailVerifications').doc(`token-of-${ada.uid}`).set({ uid: ada.uid, usedAt: null });
    const { commissionId, clientSecret } = await createdIntent(ada.token);
    await confirmCard(clientSecret, SUCCEEDS);
    const paid = await waitForStatus(commissionId, 'paid');
    const recorded = await callApi<{ id: string }>(`/admin/users/${ada.uid}/penalties`, {
      method: 'POST',
      token: admin.token,
      body: { note: 'Listed a union status she does not hold' },
    });
    expect(recorded.status, recorded.text).toBe(200);
    const penaltyId = (await adminDb().collection('penalties').where('performerId', '==', ada.uid).get()).docs[0]!.id;
    const answered = await callApi(`/performer/penalties/${penaltyId}/answer`, {
      method: 'POST',
      token: ada.token,
      body: { text: 'Ada Lovelace here: my card was renewed' },
    });
    expect(answered.status, answered.text).toBe(200);
    const support = await callApi('/performer/support', {
      method: 'POST',
      token: ada.token,
      body: { subject: 'Parking', message: 'Where do I park?' },
    });
    expect(support.status, support.text).toBe(200);
    const mailed = await adminDb().collection('mailOutbox').where('recipientUid', '==', ada.uid).get();
    expect(mailed.empty).toBe(false);

    const answer = await deleteUser(ada.uid, admin.token);
    expect(answer.status, answer.text).toBe(204);

    for (const key of [document, headshot]) {
      expect((await callApi(`/cdn/pictures/${key}`, { token: admin.token })).status).toBe(404);
    }
    const [files] = await getStorage(adminApp())
      .bucket()
      .getFiles({ prefix: `performers/${ada.uid}/` });
    expect(files).toEqual([]);
    expect((await userDoc(ada.uid).get()).exists).toBe(false);
    expect((await userDoc(ada.uid).collection('testAttempts').get()).empty).toBe(true);
    expect((await adminDb().collection('emailVerifications').where('uid', '==', ada.uid).get()).empty).toBe(true);
    expect((await adminDb().collection('pictureUploads').where('owner', '==', ada.uid).get()).empty).toBe(true);
    expect((await adminDb().collection('mailOutbox').where('recipientUid', '==', ada.uid).get()).empty).toBe(true);
    expect((await adminDb().collection('mailOutbox').where('data.uid', '==', ada.uid).get()).empty).toBe(true);
    await expect(adminAuth().getUser(ada.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await callApi('/auth/me', { token: ada.token })).status).toBe(401);

    const kept = await commissionRecord(commissionId);
    const penalty = (await adminDb().doc(`penalties/${penaltyId}`).get()).data()!;
    expect(penalty).toMatchObject({ performerId: kept.performerId, state: 'owing' });
    for (const identifier of [ada.uid, ada.email, ada.tel, 'Ada Lovelace']) {
      expect(JSON.stringify(penalty)).not.toContain(identifier);
    }
    expect(kept).toMatchObject({ status: 'paid', invoiceNumber: paid.invoiceNumber, performerName: 'Ada Lovelace' });
    expect(kept.performerId).toMatch(/^deleted:/);
    for (const identifier of [ada.uid, ada.email, ada.tel]) expect(JSON.stringify(kept)).not.toContain(identifier);
    const invoice = await invoiceFor(commissionId);
    expect([invoice.performerName, invoice.performerEmail]).toEqual(['Ada Lovelace', '']);
    const pdf = await fetch(`${process.env.STACK_WEB_URL}/api/performer/commissions/${commissionId}/invoice.pdf`, {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const audit = await adminDb().collection('auditLog').where('targetUid', '==', ada.uid).get();
    // The Admin's view of the identity document and the penalty recorded were audited too; the
    // deletion is the record kept.
    expect(audit.docs.map((doc) => doc.data()).sort((a, b) => String(a.at).localeCompare(String(b.at)))).toEqual([
      { actorUid: admin.uid, targetUid: ada.uid, action: 'document.viewed', at: expect.any(String) },
      {
        actorUid: admin.uid,
        targetUid: ada.uid,
        action: 'penalty.recorded',
        detail: expect.stringContaining('Listed a union status'),
        at: expect.any(String),
      },
      { actorUid: admin.uid, targetUid: ada.uid, action: 'account.deleted', at: expect.any(String) },
    ]);
  });

  it('finishes a deletion left half-done, and answers 404 once nothing is left', async () => {
    const performerLeft = await createTestUser({ role: 'Performer' });
    await userDoc(performerLeft.uid).delete();
    expect((await deleteUser(performerLeft.uid, admin.token)).status).toBe(204);
    await expect(adminAuth().getUser(performerLeft.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await deleteUser(performerLeft.uid, admin.token)).status).toBe(404);
  });
});
