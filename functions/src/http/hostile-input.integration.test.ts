/**
 * The hostile requests that used to answer 500 or were accepted: ids that are paths, impossible
 * dates, ill-formed text. Each is refused with a 4xx by the caller entitled to the route, and
 * nothing changes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../tools/testing/api';
import { adminDb, createTestUser, type TestUser } from '../../../tools/testing/users';
import { newCredentials } from '../features/admin/admin.test-support';
import { createdIntent, paymentBody, performer } from '../features/payments/payments.test-support';
import { completeProfileOf, createPerformer, saveProfile, storedUser } from '../features/profile/profile.test-support';

const HOSTILE_IDS = ['a%2Fb', '%2F', '%2e%2e%2fusers'];
const LONE_SURROGATE = '\uD800';

interface ErrorBody {
  error: { code: string; fields?: { field: string }[] };
}
const fieldsOf = (body: unknown) => ((body as ErrorBody).error.fields ?? []).map((issue) => issue.field);

describe('ids that are paths', () => {
  let payer: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    [payer, admin] = [await performer(), await createTestUser({ role: 'Admin' })];
    await createdIntent(payer.token);
  });

  const routes: [string, (id: string) => string, string, () => TestUser][] = [
    ['commission refresh', (id) => `/performer/commissions/${id}/refresh`, 'POST', () => payer],
    ['e-mail invoice', (id) => `/performer/commissions/${id}/email-invoice`, 'POST', () => payer],
    ['invoice PDF', (id) => `/performer/commissions/${id}/invoice.pdf`, 'GET', () => payer],
    ['admin delete', (id) => `/admin/users/${id}`, 'DELETE', () => admin],
  ];

  it.each(
    routes.flatMap(([name, path, method, caller]) =>
      HOSTILE_IDS.map((id) => [name, id, path, method, caller] as const),
    ),
  )('%s with the id %s answers 4xx', async (_name, id, path, method, caller) => {
    const answer = await callApi(path(id), { method, token: caller().token });
    expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
    expect(answer.status, answer.text).toBeLessThan(500);
  });

  it('leaves every user and commission in place', async () => {
    expect((await adminDb().collection('users').doc(payer.uid).get()).exists).toBe(true);
    expect((await adminDb().collection('commissions').where('performerId', '==', payer.uid).get()).size).toBe(1);
  });
});

describe('impossible dates', () => {
  it('refuses the date of birth 1990-02-30 with 400 and saves nothing', async () => {
    const user = await createPerformer();
    const answer = await saveProfile(user.token, await completeProfileOf(user, { dateOfBirth: '1990-02-30' }));
    expect(answer.status, answer.text).toBe(400);
    expect(answer.text).toMatch(/Date of Birth/);
    expect((await storedUser(user.uid)).profile).toBeNull();
  });

  it('refuses the work date 2026-02-30 with 400 and creates no commission', async () => {
    const payer = await performer();
    const answer = await callApi('/performer/stripe/create-payment-intent', {
      method: 'POST',
      token: payer.token,
      body: paymentBody({ dates: ['2026-02-30'] }),
    });
    expect(answer.status, answer.text).toBe(400);
    expect(fieldsOf(answer.body)).toEqual(['dates.0']);
    expect((await adminDb().collection('commissions').where('performerId', '==', payer.uid).get()).size).toBe(0);
  });
});

describe('ill-formed text (a lone UTF-16 surrogate)', () => {
  it('in the payment production answers 400', async () => {
    const payer = await performer();
    const answer = await callApi('/performer/stripe/create-payment-intent', {
      method: 'POST',
      token: payer.token,
      body: paymentBody({ production: `Night Shift ${LONE_SURROGATE}` }),
    });
    expect(answer.status, answer.text).toBe(400);
    expect(fieldsOf(answer.body)).toEqual(['production']);
  });

  it.each(['firstName', 'lastName'])('in the profile %s answers 400 and saves nothing', async (field) => {
    const user = await createPerformer();
    const profile = await completeProfileOf(user);
    const answer = await saveProfile(user.token, { ...profile, [field]: `Ada${LONE_SURROGATE}` });
    expect(answer.status, answer.text).toBe(400);
    expect(fieldsOf(answer.body)).toEqual([field]);
    expect((await storedUser(user.uid)).profile).toBeNull();
  });
});

describe("body keys named like Object's own properties", () => {
  const KEYS = ['constructor', 'toString', 'hasOwnProperty', 'valueOf'];
  const messageOf = (body: unknown) => (body as { error: { message: string } }).error.message;

  it.each(KEYS)('%s in a profile update is named as itself, and nothing is saved', async (key) => {
    const user = await createPerformer();
    const profile = await completeProfileOf(user);
    const answer = await saveProfile(user.token, { ...profile, [key]: 'x' });
    expect(answer.status, answer.text).toBe(400);
    expect(messageOf(answer.body)).toBe(`Please correct the following fields: ${key}`);
    expect(fieldsOf(answer.body)).toEqual([key]);
    expect((await storedUser(user.uid)).profile).toBeNull();
  });

  it.each(KEYS)("%s in an Admin's profile of a new account is named as itself", async (key) => {
    const admin = await createTestUser({ role: 'Admin' });
    const answer = await callApi('/admin/users', {
      method: 'POST',
      token: admin.token,
      body: { ...newCredentials(), role: 'Performer', performerProfile: { firstName: 'Ada', [key]: 'x' } },
    });
    expect(answer.status, answer.text).toBe(400);
    expect(answer.text).not.toMatch(/native code|\[object Object\]/);
    expect(messageOf(answer.body)).toContain(key);
  });
});
