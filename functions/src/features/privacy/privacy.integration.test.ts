/**
 * A performer's own data (issue 40, item 5): the ZIP holds every kind of record and nothing of
 * another performer, its link is single use and expires, one export a day, and no one else reaches it.
 */
import { randomUUID } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { adminDb, createTestUser, type TestUser } from '../../../../tools/testing/users';
import { stackEnv } from '../../../../tools/testing/stack-env';
import { runWorkerLoop } from '../../../../tools/testing/worker';
import { createdIntent, performer } from '../payments/payments.test-support';
import { seedPenalty } from '../penalties/seeding.test-support';
import { uploadPicture } from '../profile/profile.test-support';
import { signVoucherAs, wrappedVoucher } from '../workday/vouchers.test-support';

interface ExportAnswer {
  dataExport: { id: string; state: string } | null;
  error?: { code: string; message: string };
}

const request = (who: TestUser) =>
  callApi<ExportAnswer>('/performer/data-exports', { method: 'POST', token: who.token });
const latest = (who: TestUser) => callApi<ExportAnswer>('/performer/data-exports', { token: who.token });
const linkOf = (who: TestUser, id: string) =>
  callApi<{ path: string; error?: { message: string } }>(`/performer/data-exports/${id}/link`, {
    method: 'POST',
    token: who.token,
  });

async function download(who: TestUser, path: string) {
  const response = await fetch(`${stackEnv().apiUrl}${path}`, {
    headers: { Authorization: `Bearer ${who.token}` },
  });
  return response;
}

/** Asks for an export and runs the job until it is ready; answers its id. */
async function readyExportOf(who: TestUser): Promise<string> {
  const asked = await request(who);
  expect(asked.status, asked.text).toBe(201);
  const id = asked.body.dataExport!.id;
  expect(await runWorkerLoop('data-exports')).toBe(true);
  expect((await latest(who)).body.dataExport).toMatchObject({ id, state: 'ready' });
  return id;
}

describe('a performer downloads their own data', () => {
  let owner: TestUser;
  let other: TestUser;
  let production: string;
  let exportId: string;

  beforeAll(async () => {
    owner = await performer();
    other = await createTestUser({
      role: 'Performer',
      activated: true,
      profile: { firstName: 'Otto', lastName: `Other${randomUUID().slice(0, 6)}`, unionStatus: 'Non-Union' },
    });
    const voucher = await wrappedVoucher(owner);
    expect((await signVoucherAs(voucher, 1, 'Ada Lovelace')).status).toBe(200);
    production = `Night Shift ${randomUUID().slice(0, 6)}`;
    await createdIntent(owner.token, { production, dates: [voucher.date], amount: 200, rate: 15 });
    const now = new Date().toISOString();
    for (const [who, reason] of [
      [owner, 'Late cancellation of the owner'],
      [other, 'Late cancellation of the other'],
    ] as const) {
      await seedPenalty(`privacy-${who.uid}`, {
        performerId: who.uid,
        kind: 'late-cancellation',
        amountCents: 2500,
        reason,
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
    }
    const keyName = await uploadPicture(owner.token, 'profile');
    const users = adminDb().collection('users');
    await users.doc(owner.uid).update({
      'profile.keyName': keyName,
      termsAcceptance: { termsVersion: 'test-terms', at: now, client: null },
    });
    await users.doc(other.uid).update({ termsAcceptance: { termsVersion: 'other-terms', at: now, client: null } });
    exportId = await readyExportOf(owner);
  });

  it('holds every kind of record, and nothing of another performer', async () => {
    const link = await linkOf(owner, exportId);
    expect(link.status, link.text).toBe(200);
    const response = await download(owner, link.body.path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-.+\.zip"$/);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(
      Object.keys(files)
        .filter((name) => !name.endsWith('/'))
        .sort(),
    ).toEqual([
      'README.txt',
      'bookings.json',
      'consents.json',
      'messages.json',
      'payments.json',
      'penalties.json',
      'pictures/profile.png',
      'profile.json',
      'vouchers.json',
    ]);
    const read = (name: string) => JSON.parse(strFromU8(files[name]!)) as unknown;
    expect(read('profile.json')).toMatchObject({ email: owner.email, profile: { firstName: 'Ada' } });
    expect(read('profile.json')).not.toHaveProperty('sin');
    expect(read('bookings.json')).toEqual([expect.objectContaining({ performerId: owner.uid, status: 'booked' })]);
    expect(read('vouchers.json')).toEqual([expect.objectContaining({ status: 'signed' })]);
    expect(JSON.stringify(read('payments.json'))).toContain(production);
    expect(read('penalties.json')).toMatchObject({ penalties: [{ reason: 'Late cancellation of the owner' }] });
    expect(read('consents.json')).toMatchObject({
      termsAcceptance: { termsVersion: 'test-terms' },
      guardianConsent: [],
    });
    expect(read('messages.json')).toEqual(
      expect.arrayContaining([expect.objectContaining({ template: 'voucher-ready' })]),
    );
    expect(files['pictures/profile.png']!.byteLength).toBeGreaterThan(0);
    const everything = Object.values(files)
      .map((bytes) => strFromU8(bytes, true))
      .join('\n');
    for (const foreign of [other.uid, other.email, other.tel, 'other-terms', 'of the other']) {
      expect(everything).not.toContain(foreign);
    }

    const again = await download(owner, link.body.path);
    expect(again.status).toBe(404);
    expect(((await again.json()) as { error: { message: string } }).error.message).toMatch(/already been used/);
    expect((await latest(owner)).body.dataExport?.state).toBe('downloaded');
  });

  it('allows one export a day', async () => {
    const twice = await request(owner);
    expect(twice.status, twice.text).toBe(429);
    expect(twice.body.error?.code).toBe('rate-limited');
  });

  it('refuses an expired link, another performer and Casting', async () => {
    const id = await readyExportOf(other);
    const link = await linkOf(other, id);
    expect(link.status, link.text).toBe(200);

    expect((await download(owner, link.body.path)).status).toBe(404);
    expect((await linkOf(owner, id)).status).toBe(404);
    const casting = await createTestUser({ role: 'Casting' });
    expect((await download(casting, link.body.path)).status).toBe(403);

    await adminDb()
      .collection('dataExports')
      .doc(id)
      .update({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    const expired = await download(other, link.body.path);
    expect(expired.status).toBe(404);
    expect(((await expired.json()) as { error: { message: string } }).error.message).toMatch(/expired/);
    expect((await latest(other)).body.dataExport?.state).toBe('expired');
  });
});
