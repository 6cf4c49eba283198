/**
 * An open call's life through Hosting: answering its questions, withdrawing, the rate limit,
 * casting's ranked list, selecting within the role's places (two casters on the last place at
 * once), pausing and editing, and closing (by casting, at its closing time, or with its day), which
 * tells every submitter not selected through the outbox.
 */
import {
  addCalendarDays,
  agencyToday,
  MAIL_OUTBOX_COLLECTION,
  OPEN_CALLS_COLLECTION,
  type OpenCallView,
} from '@scenecall/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { mailsTo, waitForMail } from '../../../../tools/testing/mail';
import { waitForOutboxIdle } from '../../../../tools/testing/outbox';
import { adminDb, createTestUser, type TestUser } from '../../../../tools/testing/users';
import { performerWith, setPerformerDates } from '../casting/casting.test-support';
import { findParticipant } from '../bookings/participants.repository';
import { select as selectDirectly } from '../projects/projects.test-support';
import { runOpenCallClosing } from './open-calls.jobs';
import {
  callBody,
  callsFor,
  castingDay,
  dayCalls,
  postCall,
  selectVia,
  submit,
  type CastingDay,
} from './open-calls.test-support';

const QUESTIONS = [
  { id: 'wardrobe', kind: 'yes-no' as const, text: 'Do you own a hockey jersey?' },
  { id: 'skating', kind: 'short-text' as const, text: 'Can you skate?' },
];
const NOT_SELECTED = /Thank you for putting yourself forward/;

/** Outbox entries queued to a user for a template (e-mail or text). */
async function queuedTo(uid: string, template: string) {
  const snapshot = await adminDb().collection(MAIL_OUTBOX_COLLECTION).where('recipientUid', '==', uid).get();
  return snapshot.docs.map((doc) => doc.data()).filter((entry) => entry.template === template);
}

const post = (user: TestUser, path: string, body?: unknown) =>
  callApi<OpenCallView>(path, { method: 'POST', token: user.token, body });

describe('open call submissions', () => {
  let casting: TestUser;
  let day: CastingDay;
  beforeAll(async () => {
    casting = await createTestUser({ role: 'Casting' });
    day = await castingDay(casting);
  });

  it("asks every question answered in its kind, then takes the performer's answers", async () => {
    const callId = await postCall(casting, day.dayId, callBody(day.roles.Fan!, { questions: QUESTIONS }));
    const performer = await performerWith({});
    const missing = await submit(performer, callId, { wardrobe: 'yes' });
    expect(missing.status, missing.text).toBe(400);
    expect(missing.text).toContain('answers.skating');
    expect((await submit(performer, callId, { wardrobe: true, skating: 'Yes, since I was six' })).status).toBe(201);
    const listed = (await callsFor(performer)).find((call) => call.id === callId);
    expect(listed?.submission).toEqual({
      status: 'submitted',
      answers: { wardrobe: true, skating: 'Yes, since I was six' },
      hasPhoto: false,
    });
  });

  it('lets a performer withdraw while the call is open, and not once it is closed', async () => {
    const callId = await postCall(casting, day.dayId, callBody(day.roles.Fan!));
    const performer = await performerWith({});
    expect((await submit(performer, callId)).status).toBe(201);
    const path = `/performer/open-calls/${callId}/submission`;
    const withdrawn = await callApi(path, { method: 'DELETE', token: performer.token });
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect(withdrawn.body).toEqual({ status: 'withdrawn' });
    expect((await submit(performer, callId)).status).toBe(201);
    expect((await post(casting, `/open-calls/${callId}/close`)).status).toBe(200);
    const late = await callApi(path, { method: 'DELETE', token: performer.token });
    expect(late.status, late.text).toBe(409);
  });

  it('takes no more submissions than wanted, and none while paused', async () => {
    const callId = await postCall(casting, day.dayId, callBody(day.roles.Fan!, { submissionsWanted: 1 }));
    const [first, second] = await Promise.all([performerWith({}), performerWith({})]);
    expect((await post(casting, `/open-calls/${callId}/pause`)).body.status).toBe('paused');
    expect((await callsFor(first)).map((call) => call.id)).not.toContain(callId);
    expect((await submit(first, callId)).status).toBe(409);
    expect((await post(casting, `/open-calls/${callId}/resume`)).body.status).toBe('open');
    expect((await submit(first, callId)).status).toBe(201);
    const full = await submit(second, callId);
    expect(full.status, full.text).toBe(409);
    expect(full.text).toContain('all the submissions it needs');
    expect((await callsFor(second)).map((call) => call.id)).not.toContain(callId);
  });

  it('answers a retried post (same requestId) with the first call, not a second one', async () => {
    const body = callBody(day.roles.Fan!, { title: 'Posted once', requestId: `retry-${Date.now().toString(36)}` });
    const [first, second] = [await postCall(casting, day.dayId, body), await postCall(casting, day.dayId, body)];
    expect(second).toBe(first);
    const posted = (await dayCalls(casting, day.dayId)).calls.filter((call) => call.title === 'Posted once');
    expect(posted.map((call) => call.id)).toEqual([first]);
  });

  it('edits a call until it closes', async () => {
    const callId = await postCall(casting, day.dayId, callBody(day.roles.Fan!));
    const { roleId: _roleId, ...edit } = callBody(day.roles.Fan!, {
      title: 'Twenty hockey fans',
      submissionsWanted: 20,
    });
    const edited = await callApi<OpenCallView>(`/open-calls/${callId}`, {
      method: 'PUT',
      token: casting.token,
      body: edit,
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Twenty hockey fans', submissionsWanted: 20, roleName: 'Fan' });
    await post(casting, `/open-calls/${callId}/close`);
    const late = await callApi(`/open-calls/${callId}`, { method: 'PUT', token: casting.token, body: edit });
    expect(late.status, late.text).toBe(409);
  });

  it('refuses a performer past their hourly allowance of submissions with a 429', async () => {
    const callId = await postCall(casting, day.dayId, callBody(day.roles.Fan!));
    const performer = await performerWith({});
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) statuses.push((await submit(performer, callId)).status);
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1, 20).every((status) => status === 409)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('casting reads and selects submissions', () => {
  let casting: TestUser;
  let admin: TestUser;
  let day: CastingDay;
  beforeAll(async () => {
    [casting, admin] = await Promise.all([createTestUser({ role: 'Casting' }), createTestUser({ role: 'Admin' })]);
    day = await castingDay(casting);
  });

  it('ranks submissions that still fit first, then by fewest recent bookings and submissions', async () => {
    const callId = await postCall(casting, day.dayId, callBody(day.roles.Fan!));
    const [busy, fresh, nowBooked] = await Promise.all([
      performerWith({ firstName: 'Aaron' }),
      performerWith({ firstName: 'Zed' }),
      performerWith({ firstName: 'Abe' }),
    ]);
    for (const performer of [busy, fresh, nowBooked]) expect((await submit(performer, callId)).status).toBe(201);
    await setPerformerDates(busy.uid, {
      bookedDates: [addCalendarDays(agencyToday(), -5), addCalendarDays(agencyToday(), -6)],
    });
    await setPerformerDates(nowBooked.uid, { bookedDates: [day.date] });
    const call = (await dayCalls(casting, day.dayId)).calls.find((found) => found.id === callId);
    expect(call?.submissions.map((submission) => [submission.performerId, submission.fits])).toEqual([
      [fresh.uid, true],
      [busy.uid, true],
      [nowBooked.uid, false],
    ]);
    expect(call?.submissions[0]?.performer).toMatchObject({ id: fresh.uid, name: 'Zed Lovelace' });
  });

  it("selects a submission into the role's candidates, and of two casters taking the last place one wins", async () => {
    const callId = await postCall(casting, day.dayId, callBody(day.roles.Driver!));
    const [holder, first, second] = await Promise.all([performerWith({}), performerWith({}), performerWith({})]);
    for (const performer of [first, second]) expect((await submit(performer, callId)).status).toBe(201);
    // A 1-slot role takes 2 candidates: one place is held already, one is left.
    await selectDirectly(day.dayId, holder.uid, day.roles.Driver!);
    const answers = await Promise.all([selectVia(casting, callId, first.uid), selectVia(admin, callId, second.uid)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.text).toContain('This role is full');
    const winner = answers[0]?.status === 200 ? first : second;
    expect((await findParticipant(day.dayId, winner.uid))?.status).toBe('selected');
    const call = (await dayCalls(casting, day.dayId)).calls.find((found) => found.id === callId);
    expect(call?.selectedCount).toBe(1);
    expect(call?.submissions.find((submission) => submission.performerId === winner.uid)?.status).toBe('selected');
    expect(call?.submissions.filter((submission) => submission.status === 'submitted')).toHaveLength(1);
  });

  it('refuses to select a withdrawn submission', async () => {
    const callId = await postCall(casting, day.dayId, callBody(day.roles.Fan!));
    const performer = await performerWith({});
    await submit(performer, callId);
    await callApi(`/performer/open-calls/${callId}/submission`, { method: 'DELETE', token: performer.token });
    const answer = await selectVia(casting, callId, performer.uid);
    expect(answer.status, answer.text).toBe(409);
  });
});

describe('closing an open call', () => {
  let casting: TestUser;
  let day: CastingDay;
  beforeAll(async () => {
    casting = await createTestUser({ role: 'Casting' });
    day = await castingDay(casting);
  });

  it('tells every submitter not selected at once, by e-mail and by text where they chose texts, and not the one selected', async () => {
    const callId = await postCall(casting, day.dayId, callBody(day.roles.Fan!, { title: 'Fans in jerseys' }));
    const [chosen, emailed, texted] = await Promise.all([performerWith({}), performerWith({}), performerWith({})]);
    const settings = await callApi('/performer/text-settings', {
      method: 'PUT',
      token: texted.token,
      body: { enabled: true, preferences: { requests: 'email', bookings: 'both', reminders: 'email' } },
    });
    expect(settings.status, settings.text).toBe(200);
    for (const performer of [chosen, emailed, texted]) expect((await submit(performer, callId)).status).toBe(201);
    expect((await selectVia(casting, callId, chosen.uid)).status).toBe(200);
    const closed = await post(casting, `/open-calls/${callId}/close`);
    expect(closed.status, closed.text).toBe(200);
    expect(closed.body).toMatchObject({ status: 'closed', closedReason: 'casting', activeSubmissions: 1 });
    const mail = await waitForMail(emailed.email, NOT_SELECTED);
    expect(mail.subject).toContain('Fans in jerseys');
    expect(await queuedTo(texted.uid, 'open-call-not-selected-text')).toHaveLength(1);
    expect(await queuedTo(texted.uid, 'open-call-not-selected')).toHaveLength(1);
    await waitForOutboxIdle([{ uid: chosen.uid }]);
    expect((await mailsTo(chosen.email)).filter((found) => NOT_SELECTED.test(found.subject))).toEqual([]);
    const again = await post(casting, `/open-calls/${callId}/close`);
    expect(again.status, again.text).toBe(409);
  });

  it("closes at its closing time through the job, telling the submitters (a minor's guardian greeted)", async () => {
    const callId = await postCall(casting, day.dayId, callBody(day.roles.Fan!, { title: 'Late skaters' }));
    const [performer, minor] = await Promise.all([
      performerWith({}),
      performerWith({ dateOfBirth: '2012-05-05', guardianFullName: 'Grace Hopper', guardianTel: '1-416-555-0142' }),
    ]);
    for (const submitter of [performer, minor]) expect((await submit(submitter, callId)).status).toBe(201);
    await adminDb()
      .collection(OPEN_CALLS_COLLECTION)
      .doc(callId)
      .update({ closesAt: new Date(Date.now() - 60_000).toISOString() });
    const run = await runOpenCallClosing(new Date());
    expect(run.closed).toBeGreaterThanOrEqual(1);
    expect((await dayCalls(casting, day.dayId)).calls.find((call) => call.id === callId)).toMatchObject({
      status: 'closed',
      closedReason: 'closing-time',
    });
    expect((await waitForMail(performer.email, NOT_SELECTED)).text).toContain('Hello Ada Lovelace,');
    expect((await waitForMail(minor.email, NOT_SELECTED)).text).toContain(
      'Hello Grace Hopper, guardian of Ada Lovelace,',
    );
  });

  it('closes the calls of a deleted day and tells their submitters', async () => {
    const own = await castingDay(casting);
    const callId = await postCall(casting, own.dayId, callBody(own.roles.Fan!, { title: 'Gone day' }));
    const performer = await performerWith({});
    expect((await submit(performer, callId)).status).toBe(201);
    const deleted = await callApi(`/project/${own.projectId}/days/${own.dayId}`, {
      method: 'DELETE',
      token: casting.token,
    });
    expect(deleted.status, deleted.text).toBeLessThan(300);
    expect((await waitForMail(performer.email, NOT_SELECTED)).subject).toContain('Gone day');
    const call = (await adminDb().collection(OPEN_CALLS_COLLECTION).doc(callId).get()).data();
    expect(call).toMatchObject({ status: 'closed', closedReason: 'day-removed' });
  });
});
