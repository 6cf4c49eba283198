/**
 * An account's life through the API (issue 40): the performer ends the agreement (their booking is
 * released and standby offered the slot, open requests released, submissions withdrawn, only paying
 * routes left); an Admin suspends (out of search, refused by work routes, still reading
 * commissions) and reinstates; casting asks an Admin to review a performer of their day; who may
 * do each, and the refusals of bad input.
 */
import {
  addCalendarDays,
  agencyToday,
  type AccountRecord,
  type DayBookingBoard,
  type WorkedDaysAnswer,
} from '@scenecall/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { mailsTo, waitForMail } from '../../../../tools/testing/mail';
import { waitForOutboxIdle } from '../../../../tools/testing/outbox';
import { adminDb, createTestUser, type TestUser } from '../../../../tools/testing/users';
import { performerWith, searchAll } from '../casting/casting.test-support';
import {
  applyEvent,
  book,
  createDayAs,
  createProjectAs,
  dayBody,
  rolesOf,
  select,
} from '../projects/projects.test-support';
import { suspensionEndsJob } from './account-state.jobs';

const post = (path: string, user: TestUser, body?: unknown) =>
  callApi(path, { method: 'POST', token: user.token, body });
const staff = { by: 'casting' as const, byUid: 'test-casting' };
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('the account’s life', () => {
  let casting: TestUser;
  let otherCasting: TestUser;
  let admin: TestUser;
  let leaving: TestUser;
  let standby: TestUser;
  let asked: TestUser;
  let projectId: string;
  let dayId: string;
  const city = `Acct${Math.random().toString(36).slice(2, 8)}`;

  const board = async () => {
    const answer = await callApi<DayBookingBoard>(`/project/${projectId}/days/${dayId}/booking`, {
      token: casting.token,
    });
    expect(answer.status, answer.text).toBe(200);
    return answer.body;
  };
  const statusOf = async (performer: TestUser) =>
    (await board()).participants.find((participant) => participant.performerId === performer.uid);

  beforeAll(async () => {
    [casting, otherCasting, admin, leaving, standby, asked] = await Promise.all([
      createTestUser({ role: 'Casting' }),
      createTestUser({ role: 'Casting' }),
      createTestUser({ role: 'Admin' }),
      performerWith({ city }),
      performerWith({ city }),
      performerWith({ city }),
    ]);
    projectId = await createProjectAs(casting, 'Account life');
    dayId = await createDayAs(casting, projectId, dayBody({ roles: [{ name: 'Lead', slots: 1, isSSE: false }] }));
    const leadId = (await rolesOf(casting, projectId, dayId)).Lead!;
    await book(dayId, leaving.uid, leadId);
    await select(dayId, standby.uid, leadId);
    for (const event of [
      { kind: 'ask', deadline: inHours(24) } as const,
      { kind: 'answer', available: true } as const,
      { kind: 'standby', rank: 1 } as const,
    ]) {
      const result = await applyEvent(
        dayId,
        standby.uid,
        event,
        event.kind === 'answer' ? { by: 'performer', byUid: null } : staff,
      );
      expect(result?.ok, JSON.stringify(result)).toBe(true);
    }
    await select(dayId, asked.uid, leadId);
    expect((await applyEvent(dayId, asked.uid, { kind: 'ask', deadline: inHours(24) }, staff))?.ok).toBe(true);
  });

  it('lets casting ask an Admin to review a performer of their own day only', async () => {
    const note = 'Left set before wrap without telling anyone';
    const path = `/casting/production-days/${dayId}/review-requests`;
    expect((await post(path, otherCasting, { performerId: leaving.uid, note })).status).toBe(403);
    expect((await post(path, leaving, { performerId: leaving.uid, note })).status).toBe(403);
    expect((await post(path, casting, { performerId: casting.uid, note })).status).toBe(404);
    expect((await post(path, casting, { performerId: leaving.uid, note: ' ' })).status).toBe(400);
    const made = await post(path, casting, { performerId: leaving.uid, note });
    expect(made.status, made.text).toBe(201);
    const queue = await callApi<{ requests: { id: string; dayId: string; note: string; performerId: string }[] }>(
      '/admin/review-requests',
      { token: admin.token },
    );
    expect(queue.body.requests.find((request) => request.id === (made.body as { id: string }).id)).toMatchObject({
      dayId,
      performerId: leaving.uid,
      note,
    });
    expect((await callApi('/admin/review-requests', { token: casting.token })).status).toBe(403);

    const id = (made.body as { id: string }).id;
    const close = (user: TestUser, body: unknown = { note: 'Spoke with the performer' }) =>
      post(`/admin/review-requests/${id}/close`, user, body);
    expect((await close(casting)).status).toBe(403);
    expect((await close(admin, { note: 'x'.repeat(1001) })).status).toBe(400);
    expect((await post('/admin/review-requests/no-such-request/close', admin, {})).status).toBe(404);
    expect((await close(admin)).status).toBe(200);
    expect((await close(admin)).status).toBe(200);
    const after = await callApi<{ requests: { id: string }[] }>('/admin/review-requests', { token: admin.token });
    expect(after.body.requests.map((request) => request.id)).not.toContain(id);
  });

  it('refuses bad suspensions, Casting and performers', async () => {
    const path = `/admin/users/${asked.uid}/suspend`;
    const yesterday = addCalendarDays(agencyToday(), -1);
    const tooEarly = await post(path, admin, { reason: 'no-show', note: 'Missed two calls', until: yesterday });
    expect(tooEarly.status).toBe(400);
    expect(tooEarly.text).toMatch(/later day than today/);
    const unknown = await post(path, admin, { reason: 'bad-hair', note: 'x', until: null });
    expect(unknown.status).toBe(400);
    expect(unknown.text).toMatch(/reason from the list/);
    expect((await post(path, casting, { reason: 'no-show', note: 'Missed', until: null })).status).toBe(403);
    expect((await post(path, standby, { reason: 'no-show', note: 'Missed', until: null })).status).toBe(403);
    expect(
      (await post(`/admin/users/${asked.uid}/end-cooperation`, standby, { reason: 'other', note: 'x' })).status,
    ).toBe(403);
  });

  it('suspends: out of search, open request released, work refused, commissions still readable; reinstating restores', async () => {
    expect(await searchAll(casting, `city=${city}`, 10)).toContain(asked.uid);
    const suspended = await post(`/admin/users/${asked.uid}/suspend`, admin, {
      reason: 'production-complaint',
      note: 'Left set early',
      until: addCalendarDays(agencyToday(), 14),
    });
    expect(suspended.status, suspended.text).toBe(200);
    expect((suspended.body as { account: AccountRecord }).account.state).toBe('suspended');
    expect((await statusOf(asked))?.status).toBe('released');
    expect(await searchAll(casting, `city=${city}`, 10)).not.toContain(asked.uid);
    const work = await callApi<{ error: { message: string } }>('/performer/bookings', { token: asked.token });
    expect(work.status).toBe(403);
    expect(work.body.error.message).toMatch(/suspended/);
    expect((await callApi('/performer/commissions', { token: asked.token })).status).toBe(200);
    const mail = await waitForMail(asked.email, /account is suspended/);
    expect(mail.text).toContain('Left set early');
    expect(mail.text).toMatch(/office@|write to/);

    const reinstated = await post(`/admin/users/${asked.uid}/reinstate`, admin, {});
    expect(reinstated.status, reinstated.text).toBe(200);
    expect((await callApi('/performer/bookings', { token: asked.token })).status).toBe(200);
    expect(await searchAll(casting, `city=${city}`, 10)).toContain(asked.uid);
    await waitForMail(asked.email, /account is active again/);
    const history = await callApi<{ account: AccountRecord }>(`/admin/users/${asked.uid}/account`, {
      token: admin.token,
    });
    expect(history.body.account.history.map((entry) => [entry.event, entry.by, entry.byUid])).toEqual([
      ['suspend', 'admin', admin.uid],
      ['reinstate', 'admin', admin.uid],
    ]);
    expect((await post(`/admin/users/${asked.uid}/reinstate`, admin, {})).status).toBe(200);
    expect((await post(`/admin/users/${asked.uid}/reactivate`, admin, {})).status).toBe(200);
    const twice = await callApi<{ account: AccountRecord }>(`/admin/users/${asked.uid}/account`, {
      token: admin.token,
    });
    expect(twice.body.account.history).toHaveLength(2);
  });

  it('ends the agreement: the booking is released without a penalty days ahead and standby is offered the slot', async () => {
    expect((await statusOf(leaving))?.status).toBe('booked');
    const ended = await post('/performer/end-agreement', leaving, { note: 'Moving away' });
    expect(ended.status, ended.text).toBe(200);
    expect((ended.body as { account: AccountRecord }).account).toMatchObject({
      state: 'deactivated',
      deactivation: { by: 'performer', note: 'Moving away' },
    });
    expect(await statusOf(leaving)).toMatchObject({ status: 'cancelled' });
    expect((await statusOf(standby))?.status).toBe('offered');
    await waitForMail(standby.email, /A slot opened/);
    await waitForMail(leaving.email, /agreement with .* has ended/);
    expect((await callApi('/performer/bookings', { token: leaving.token })).status).toBe(403);
    expect((await callApi('/performer/update-profile', { method: 'PUT', token: leaving.token, body: {} })).status).toBe(
      403,
    );
    expect((await callApi('/performer/commissions', { token: leaving.token })).status).toBe(200);
    // The commission form's worked days and penalties: what is still owed is paid from them.
    const worked = await callApi<WorkedDaysAnswer>('/performer/worked-days', { token: leaving.token });
    expect(worked.status, worked.text).toBe(200);
    expect(worked.body).toMatchObject({ days: [], penalties: [] });
    expect((await callApi('/performer/vouchers', { token: leaving.token })).status).toBe(200);
    expect(await searchAll(casting, `city=${city}`, 10)).not.toContain(leaving.uid);
    expect((await post('/performer/end-agreement', leaving, {})).status).toBe(200);
  });
});

describe('a suspension until a date', () => {
  it('lifts itself the day after its last day, once, and tells the performer; one ending tomorrow stays', async () => {
    const [admin, ended, ongoing] = await Promise.all([
      createTestUser({ role: 'Admin' }),
      createTestUser({ role: 'Performer' }),
      createTestUser({ role: 'Performer' }),
    ]);
    const tomorrow = addCalendarDays(agencyToday(), 1);
    for (const performer of [ended, ongoing]) {
      const body = { reason: 'no-show', note: 'Missed a call', until: tomorrow };
      const answer = await post(`/admin/users/${performer.uid}/suspend`, admin, body);
      expect(answer.status, answer.text).toBe(200);
    }
    // The API refuses a past last day: the suspension that ended yesterday is written as stored.
    await adminDb()
      .doc(`users/${ended.uid}`)
      .update({ 'account.suspension.until': addCalendarDays(agencyToday(), -1) });

    await suspensionEndsJob.run(new Date());
    await suspensionEndsJob.run(new Date());

    const accountOf = async (performer: TestUser) =>
      (await callApi<{ account: AccountRecord }>(`/admin/users/${performer.uid}/account`, { token: admin.token })).body
        .account;
    const lifted = await accountOf(ended);
    expect(lifted.state).toBe('active');
    expect(lifted.suspension).toBeNull();
    expect(lifted.history.map((entry) => [entry.event, entry.by, entry.byUid])).toEqual([
      ['suspend', 'admin', admin.uid],
      ['suspension-ends', 'system', null],
    ]);
    expect((await accountOf(ongoing)).state).toBe('suspended');
    expect((await callApi('/performer/bookings', { token: ended.token })).status).toBe(200);
    await waitForMail(ended.email, /account is active again/);
    await waitForOutboxIdle([ended, ongoing]);
    expect((await mailsTo(ended.email)).filter((mail) => /active again/.test(mail.subject))).toHaveLength(1);
    expect((await mailsTo(ongoing.email)).filter((mail) => /active again/.test(mail.subject))).toHaveLength(0);
  });
});
