import type { StaffUserView } from '@scenecall/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { adminAuth, createTestUser, type TestUser } from '../../../../tools/testing/users';
import { claimsOf, idTokenFromCustomToken, login } from '../accounts/accounts.test-support';
import {
  auditOf,
  completeProfile,
  completeProfileFor,
  getUser,
  listUsers,
  namedPerformer,
  newCredentials,
  pendingPictures,
  readsOf,
  uniqueWord,
  type ErrorBody,
} from './admin.test-support';

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestUser({ role: 'Admin' });
});

const create = (body: unknown) =>
  callApi<StaffUserView & ErrorBody>('/admin/users', { method: 'POST', token: admin.token, body });
const update = (uid: string, body: unknown) =>
  callApi<StaffUserView & ErrorBody>(`/admin/users/${uid}`, { method: 'PUT', token: admin.token, body });

/** The PUT body that leaves an account as it is (a blank password keeps the current one). */
const unchanged = (user: StaffUserView) => ({
  tel: user.tel,
  email: user.email,
  password: '',
  emailVerified: user.emailVerified,
  testPassed: user.testPassed,
  userActivated: user.userActivated,
  performerProfile: user.profile,
});

describe('GET /api/admin/users', () => {
  const surname = uniqueWord();
  const made: TestUser[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 12; i += 1) made.push(await namedPerformer(`Test${i}`, surname));
  });

  it('pages the users matching a search, 10 a page by default, newest first, with totalPages', async () => {
    const first = await listUsers(admin.token, { query: surname.toLowerCase() });
    expect(first.status, first.text).toBe(200);
    expect(first.body.totalPages).toBe(2);
    expect(first.body.totalElements).toBe(12);
    expect(first.body.content).toHaveLength(10);
    expect(first.body.content[0]).toMatchObject({ name: `Test11 ${surname}`, role: 'Performer', userActivated: false });
    const second = await listUsers(admin.token, { query: surname, page: 1 });
    expect(second.body.content.map((row) => row.name)).toEqual([`Test1 ${surname}`, `Test0 ${surname}`]);
  });

  it('finds a user by the start of a name word, by e-mail and by phone however typed', async () => {
    const target = made[3]!;
    for (const query of [
      `test3 ${surname.slice(0, 5)}`,
      target.email.slice(0, 12),
      target.tel,
      target.tel.slice(2, 9),
    ]) {
      const answer = await listUsers(admin.token, { query, size: 100 });
      expect(
        answer.body.content.map((row) => row.id),
        query,
      ).toContain(target.uid);
    }
  });

  it('filters by role, union status and activation', async () => {
    const performer = await createTestUser({
      role: 'Performer',
      profile: { firstName: 'Filter', lastName: surname, unionStatus: 'AABP' },
    });
    const casting = await createTestUser({ role: 'Casting', profile: { firstName: 'Filter', lastName: surname } });
    const ids = async (query: Record<string, string>) =>
      (await listUsers(admin.token, { query: `filter ${surname}`, ...query })).body.content.map((row) => row.id);
    expect(await ids({ role: 'Casting' })).toEqual([casting.uid]);
    expect(await ids({ unionStatus: 'AABP' })).toEqual([performer.uid]);
    expect(await ids({ activated: 'true', role: 'Performer' })).toEqual([performer.uid]);
    expect(await ids({ activated: 'false' })).toEqual([]);
  });

  it('costs at most page size + 1 document reads once nothing has changed for a moment', async () => {
    // Each refresh reaches a second behind the previous one: let the writes above fall out of it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await listUsers(admin.token);
    const answer = await listUsers(admin.token, { query: surname });
    expect(answer.status).toBe(200);
    expect(readsOf(answer)).toBeGreaterThanOrEqual(1);
    expect(readsOf(answer)).toBeLessThanOrEqual(11);
  });

  it('shows a user deleted or created on the very next request', async () => {
    const fresh = await namedPerformer('Fresh', surname);
    expect((await listUsers(admin.token, { query: `fresh ${surname}` })).body.content.map((row) => row.id)).toEqual([
      fresh.uid,
    ]);
    expect((await callApi(`/admin/users/${fresh.uid}`, { method: 'DELETE', token: admin.token })).status).toBe(204);
    expect((await listUsers(admin.token, { query: `fresh ${surname}` })).body.totalElements).toBe(0);
  });

  it('refuses ill-formed pages, sizes and filters with 400', async () => {
    const bad: Record<string, string | number>[] = [
      { size: 0 },
      { size: 500 },
      { page: -1 },
      { role: 'Boss' },
      { activated: 'maybe' },
      { extra: 1 },
    ];
    for (const query of bad) {
      expect((await listUsers(admin.token, query)).status, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('POST /api/admin/users', () => {
  it('creates a performer (role preset) with the pictures uploaded for it, who can then log in', async () => {
    const credentials = newCredentials();
    const pictures = await pendingPictures(admin);
    const answer = await create({
      ...credentials,
      emailVerified: true,
      testPassed: true,
      userActivated: true,
      performerProfile: completeProfile({ ...pictures, socialInsuranceNumber: '046454286' }),
    });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toMatchObject({
      role: 'Performer',
      userActivated: true,
      testPassed: true,
      emailVerified: true,
    });
    expect(answer.body.profile?.keyName).toMatch(new RegExp(`^performers/${answer.body.uid}/profile/`));
    expect(answer.body.profile?.socialInsuranceNumber).toBe('***-***-286');
    const picture = await callApi(`/cdn/pictures/${answer.body.profile!.keyName}`, { token: admin.token });
    expect(picture.status).toBe(200);

    const loggedIn = await login(credentials.tel, credentials.password);
    expect(loggedIn.status, loggedIn.text).toBe(200);
    const token = await idTokenFromCustomToken(loggedIn.text);
    expect(claimsOf(token).role).toBe('Performer');
    expect((await auditOf(admin.token, answer.body.uid)).map((entry) => entry.action)).toContain('account.created');
  });

  it('accepts an incomplete profile for an account that is not activated', async () => {
    const answer = await create({ ...newCredentials(), performerProfile: { firstName: 'Only', lastName: 'Names' } });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toMatchObject({ userActivated: false, emailVerified: false });
  });

  it('refuses to create an activated account whose profile is incomplete, listing what is missing (nothing created)', async () => {
    const credentials = newCredentials();
    const answer = await create({
      ...credentials,
      userActivated: true,
      performerProfile: { firstName: 'Half', lastName: 'Done' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(/Headshot Image.*Date of Birth.*Test Passed/);
    expect(answer.body.error.fields?.map((field) => field.field)).toContain('testPassed');
    expect((await adminAuth().getUsers([{ email: credentials.email }])).users).toHaveLength(0);
  });

  it('answers 409 for a phone or e-mail already registered, naming which', async () => {
    const taken = await createTestUser({ role: 'Performer' });
    const fresh = newCredentials();
    const byTel = await create({ ...fresh, tel: taken.tel });
    expect(byTel.status).toBe(409);
    expect(byTel.body.error.message).toMatch(/phone number/);
    const byEmail = await create({ ...fresh, email: taken.email });
    expect(byEmail.status).toBe(409);
    expect(byEmail.body.error.message).toMatch(/e-mail/);
  });

  it('creates a Casting account only with its company', async () => {
    const credentials = newCredentials();
    const without = await create({
      ...credentials,
      role: 'Casting',
      performerProfile: { firstName: 'Cas', lastName: 'Ting' },
    });
    expect(without.status).toBe(400);
    expect(without.body.error.fields?.map((field) => field.field)).toContain('companyName');
    const made = await create({
      ...credentials,
      role: 'Casting',
      companyName: 'Northern Lights Casting',
      emailVerified: true,
      performerProfile: { firstName: 'Cas', lastName: 'Ting' },
    });
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({ role: 'Casting', companyName: 'Northern Lights Casting' });
    expect(made.body.profile).toMatchObject({ firstName: 'Cas', lastName: 'Ting' });
  });

  it("refuses another Admin's pending upload and a weak password", async () => {
    const other = await createTestUser({ role: 'Admin' });
    const pictures = await pendingPictures(other);
    const stolen = await create({ ...newCredentials(), performerProfile: { keyName: pictures.keyName } });
    expect(stolen.status).toBe(403);
    expect((await create({ ...newCredentials(), password: 'short' })).status).toBe(400);
  });
});

describe('GET and PUT /api/admin/users/{id}', () => {
  it('answers 404 for a user that does not exist', async () => {
    expect((await getUser(admin.token, 'no-such-user')).status).toBe(404);
    const answer = await update('no-such-user', {
      ...newCredentials(),
      emailVerified: true,
      testPassed: true,
      userActivated: false,
    });
    expect(answer.status).toBe(404);
  });

  it('keeps the password when it is left blank, and ends sessions when it is replaced', async () => {
    const user = await createTestUser({ role: 'Performer', activated: false, profile: { firstName: 'Pat' } });
    const current = (await getUser(admin.token, user.uid)).body;
    const kept = await update(user.uid, { ...unchanged(current), emailVerified: true });
    expect(kept.status, kept.text).toBe(200);
    expect((await login(user.tel, user.password)).status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    const replaced = await update(user.uid, { ...unchanged(current), emailVerified: true, password: 'Brand-new-55' });
    expect(replaced.status, replaced.text).toBe(200);
    expect((await login(user.tel, user.password)).status).toBe(401);
    expect((await login(user.tel, 'Brand-new-55')).status).toBe(200);
    expect((await callApi('/auth/me', { token: user.token })).status).toBe(401);
    expect((await auditOf(admin.token, user.uid)).map((entry) => entry.detail)).toContain('password changed');
  });

  it('changes phone and e-mail in the account, refusing ones another account has (409)', async () => {
    const [user, other] = [
      await createTestUser({ role: 'Performer', activated: false }),
      await createTestUser({ role: 'Performer' }),
    ];
    const current = (await getUser(admin.token, user.uid)).body;
    expect((await update(user.uid, { ...unchanged(current), tel: other.tel })).status).toBe(409);
    const fresh = newCredentials();
    const changed = await update(user.uid, { ...unchanged(current), tel: fresh.tel, email: fresh.email });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ tel: fresh.tel, email: fresh.email });
    expect((await adminAuth().getUser(user.uid)).email).toBe(fresh.email);
    expect((await login(fresh.tel, user.password)).status).toBe(200);
  });

  it('saves an incomplete profile only while the account is not activated, and activates a complete one', async () => {
    const user = await createTestUser({ role: 'Performer', activated: false, profile: { firstName: 'Inc' } });
    const current = (await getUser(admin.token, user.uid)).body;
    const incomplete = await update(user.uid, {
      ...unchanged(current),
      performerProfile: { firstName: 'Inc', lastName: 'Omplete' },
    });
    expect(incomplete.status, incomplete.text).toBe(200);
    const activating = await update(user.uid, { ...unchanged(current), userActivated: true, testPassed: true });
    expect(activating.status).toBe(400);
    expect(activating.body.error.message).toMatch(/^Please fill out the following fields: Headshot Image/);

    const profile = await completeProfileFor(admin, user.uid);
    const activated = await update(user.uid, {
      ...unchanged(current),
      userActivated: true,
      testPassed: true,
      performerProfile: profile,
    });
    expect(activated.status, activated.text).toBe(200);
    expect(activated.body).toMatchObject({ userActivated: true, testPassed: true });
    const emptied = await update(user.uid, {
      ...unchanged(activated.body),
      performerProfile: { ...activated.body.profile, city: null },
    });
    expect(emptied.status).toBe(400);
    expect(emptied.body.error.message).toMatch(/City/);
  });

  it('refuses unknown fields and a role in the update body', async () => {
    const user = await createTestUser({ role: 'Performer' });
    const current = (await getUser(admin.token, user.uid)).body;
    expect((await update(user.uid, { ...unchanged(current), role: 'Admin' })).status).toBe(400);
  });
});
