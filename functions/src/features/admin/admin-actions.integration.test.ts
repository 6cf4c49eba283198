import type {
  CastingDirectorRow,
  CommissionsOverview,
  CommissionView,
  StaffUserView,
  TestAttemptRow,
} from '@scenecall/shared';
import { agencyMonthOf } from '@scenecall/shared';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { createTestUser, idTokenForUid, type TestUser } from '../../../../tools/testing/users';
import { claimsOf, login, sleep } from '../accounts/accounts.test-support';
import { completeProfileOf, saveProfile } from '../profile/profile.test-support';
import { confirmCard, createdIntent, paymentBody, SUCCEEDS, waitForStatus } from '../payments/payments.test-support';
import { auditOf, me, newCredentials, putAs } from './admin.test-support';

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestUser({ role: 'Admin' });
});

const put = (path: string, body: unknown, token = admin.token) => putAs(token, path, body);

describe('PUT /api/admin/users/{id}/role', () => {
  it('changes the role claim, ends the sessions, and is audited', async () => {
    const user = await createTestUser({ role: 'Performer' });
    await sleep(1100);
    const answer = await put(`/admin/users/${user.uid}/role`, { role: 'Casting' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.role).toBe('Casting');
    expect((await me(user.token)).status).toBe(401);
    await sleep(1100);
    const fresh = await idTokenForUid(user.uid);
    expect(claimsOf(fresh).role).toBe('Casting');
    const audit = await auditOf(admin.token, user.uid);
    expect(audit[0]).toMatchObject({ action: 'role.changed', detail: 'Performer → Casting', actorUid: admin.uid });
  });

  it('refuses an unknown role (400) and an unknown user (404)', async () => {
    const user = await createTestUser({ role: 'Performer' });
    expect((await put(`/admin/users/${user.uid}/role`, { role: 'Boss' })).status).toBe(400);
    expect((await put('/admin/users/no-such-user/role', { role: 'Admin' })).status).toBe(404);
  });
});

describe('PUT /api/admin/users/{id}/disabled', () => {
  it('disables an account (its sessions end, it cannot log in) and enables it again, both audited', async () => {
    const user = await createTestUser({ role: 'Performer' });
    const disabled = await put(`/admin/users/${user.uid}/disabled`, { disabled: true });
    expect(disabled.status, disabled.text).toBe(200);
    expect(disabled.body.disabled).toBe(true);
    expect((await me(user.token)).status).toBe(401);
    // A disabled account answers like a wrong password (nothing tells a guesser it exists).
    expect((await login(user.tel, user.password)).status).toBe(401);
    expect((await put(`/admin/users/${user.uid}/disabled`, { disabled: false })).body.disabled).toBe(false);
    expect((await login(user.tel, user.password)).status).toBe(200);
    const actions = (await auditOf(admin.token, user.uid)).map((entry) => entry.action);
    expect(actions.slice(0, 2)).toEqual(['account.enabled', 'account.disabled']);
  });
});

describe('POST /api/admin/users/{id}/sin/reveal', () => {
  it('answers the whole SIN and writes the reveal to the audit trail first', async () => {
    const performer = await createTestUser({ role: 'Performer', activated: false });
    const profile = await completeProfileOf(performer, { socialInsuranceNumber: '130692544' });
    expect((await saveProfile(performer.token, profile)).status).toBe(200);
    const viewed = await callApi<StaffUserView>(`/admin/users/${performer.uid}`, { token: admin.token });
    expect(viewed.body.profile?.socialInsuranceNumber).toBe('***-***-544');
    expect(viewed.text).not.toContain('130692544');
    const revealed = await callApi<{ socialInsuranceNumber: string }>(`/admin/users/${performer.uid}/sin/reveal`, {
      method: 'POST',
      token: admin.token,
    });
    expect(revealed.status).toBe(200);
    expect(revealed.body.socialInsuranceNumber).toBe('130692544');
    expect(revealed.headers.get('cache-control')).toContain('no-store');
    const [latest] = await auditOf(admin.token, performer.uid);
    expect(latest).toMatchObject({ action: 'sin.revealed', actorUid: admin.uid, targetUid: performer.uid });
    expect(latest?.actorName).toBe(admin.email);
  });

  it('audits each view of an identity document by staff, not by its performer', async () => {
    const performer = await createTestUser({ role: 'Performer', activated: false });
    const profile = await completeProfileOf(performer);
    await saveProfile(performer.token, profile);
    const own = await callApi(`/cdn/pictures/${profile.documentKeyName}`, { token: performer.token });
    expect(own.status).toBe(200);
    expect((await auditOf(admin.token, performer.uid)).map((entry) => entry.action)).not.toContain('document.viewed');
    const byAdmin = await callApi(`/cdn/pictures/${profile.documentKeyName}`, { token: admin.token });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.headers.get('cache-control')).toContain('no-store');
    await callApi(`/cdn/pictures/${profile.whasaKeyName}`, { token: admin.token });
    const actions = (await auditOf(admin.token, performer.uid)).map((entry) => entry.action);
    expect(actions.slice(0, 2)).toEqual(['whasa.viewed', 'document.viewed']);
  });
});

describe("a user's test attempts and commissions", () => {
  it('lists the test attempts and the commissions with their invoices', async () => {
    const performer = await createTestUser({ role: 'Performer' });
    const paper = await callApi<{ questions: { id: string }[] }>('/performer/activation-test', {
      token: performer.token,
    });
    const answers = paper.body.questions.map((question) => ({ questionId: question.id, selected: [0] }));
    await callApi('/performer/activation-test', { method: 'POST', token: performer.token, body: { answers } });
    const attempts = await callApi<TestAttemptRow[]>(`/admin/users/${performer.uid}/test-attempts`, {
      token: admin.token,
    });
    expect(attempts.status, attempts.text).toBe(200);
    expect(attempts.body).toHaveLength(1);
    expect(attempts.body[0]).toMatchObject({ total: 20 });

    const intent = await createdIntent(performer.token, paymentBody({ production: 'Admin sees this' }));
    await confirmCard(intent.clientSecret, SUCCEEDS);
    await waitForStatus(intent.commissionId, 'paid');
    const commissions = await callApi<CommissionView[]>(`/admin/users/${performer.uid}/commissions`, {
      token: admin.token,
    });
    expect(commissions.body).toHaveLength(1);
    expect(commissions.body[0]).toMatchObject({ production: 'Admin sees this', status: 'paid' });
    expect(commissions.body[0]?.invoiceNumber).toMatch(/^INV-/);
  });
});

describe('casting directors', () => {
  it('creates one with its company, lists it with its projects, and disables it', async () => {
    const credentials = newCredentials();
    const body = { firstName: 'Dana', lastName: 'Reel', companyName: 'Reel Casting Inc.', ...credentials };
    expect(
      (
        await callApi('/admin/casting-directors', {
          method: 'POST',
          token: admin.token,
          body: { ...body, companyName: '' },
        })
      ).status,
    ).toBe(400);
    const created = await callApi<StaffUserView>('/admin/casting-directors', {
      method: 'POST',
      token: admin.token,
      body,
    });
    expect(created.status, created.text).toBe(201);
    const uid = created.body.uid;
    const project = await callApi<{ id: string }>(`/project/create/${uid}`, {
      method: 'POST',
      token: admin.token,
      body: { name: 'Harbour Lights' },
    });
    expect(project.status, project.text).toBe(201);
    const list = await callApi<CastingDirectorRow[]>('/admin/casting-directors', { token: admin.token });
    const row = list.body.find((director) => director.id === uid);
    expect(row).toMatchObject({
      name: 'Dana Reel',
      companyName: 'Reel Casting Inc.',
      email: credentials.email,
      tel: credentials.tel,
      disabled: false,
      projects: [{ id: project.body.id, name: 'Harbour Lights', status: 'active' }],
    });
    expect((await login(credentials.tel, credentials.password)).status).toBe(200);
    await put(`/admin/users/${uid}/disabled`, { disabled: true });
    const after = await callApi<CastingDirectorRow[]>('/admin/casting-directors', { token: admin.token });
    expect(after.body.find((director) => director.id === uid)?.disabled).toBe(true);
  });
});

describe('GET /api/admin/commissions', () => {
  it('lists commissions by status and month with the paid totals, and exports them as CSV', async () => {
    const performer = await createTestUser({ role: 'Performer', profile: { firstName: 'Cass', lastName: 'Hughes' } });
    const paid = await createdIntent(performer.token, paymentBody({ production: '=Overview paid', amount: 200 }));
    await confirmCard(paid.clientSecret, SUCCEEDS);
    await waitForStatus(paid.commissionId, 'paid');
    const pending = await createdIntent(performer.token, paymentBody({ production: 'Overview pending', amount: 300 }));
    const month = agencyMonthOf(new Date());

    const overview = await callApi<CommissionsOverview>(`/admin/commissions?month=${month}`, { token: admin.token });
    expect(overview.status, overview.text).toBe(200);
    const ids = overview.body.rows.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([paid.commissionId, pending.commissionId]));
    const paidRow = overview.body.rows.find((row) => row.id === paid.commissionId)!;
    expect(paidRow).toMatchObject({ performerName: 'Cass Hughes', grossCents: 20_000, status: 'paid', month });
    const totals = overview.body.monthlyTotals.find((total) => total.month === month)!;
    const paidRows = overview.body.rows.filter((row) => row.status === 'paid');
    expect(totals.count).toBe(paidRows.length);
    expect(totals.totalCents).toBe(paidRows.reduce((sum, row) => sum + row.totalCents, 0));

    const onlyPending = await callApi<CommissionsOverview>(`/admin/commissions?status=pending&month=${month}`, {
      token: admin.token,
    });
    expect(onlyPending.body.rows.every((row) => row.status === 'pending')).toBe(true);
    expect(onlyPending.body.rows.map((row) => row.id)).toContain(pending.commissionId);
    expect((await callApi(`/admin/commissions?month=2026-13`, { token: admin.token })).status).toBe(400);

    const csv = await callApi(`/admin/commissions/csv?status=paid&month=${month}`, { token: admin.token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toContain(`commissions-${month}-paid.csv`);
    const raw = new Uint8Array(
      await (
        await fetch(`${process.env.STACK_WEB_URL}/api/admin/commissions/csv?month=${month}`, {
          headers: { Authorization: `Bearer ${admin.token}` },
        })
      ).arrayBuffer(),
    );
    expect([...raw.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parse(csv.text, { bom: true }) as string[][];
    const production = header!.indexOf('Production');
    expect(rows.map((row) => row[production])).toContain("'=Overview paid");
  });
});
