/**
 * Penalties end to end through the API: a late cancellation with the performer's reason as the
 * answer, a no-show waived by an Admin with a note, a false-information penalty, each paid by card
 * with a commission or alone (a replayed webhook pays nothing twice), who may see and decide what
 * (Casting and other performers may not), a payment abandoned after its card was declined letting
 * go of its penalty (its intent canceled) while a charged one keeps it, and the late-commission
 * migration run twice.
 */
import {
  agencyDateOf,
  agencyTimeOf,
  type DayBookingBoard,
  type PenaltiesAnswer,
  type PenaltyView,
} from '@scenecall/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { mailsTo, waitForMail } from '../../../../tools/testing/mail';
import { waitForOutboxIdle } from '../../../../tools/testing/outbox';
import { adminDb, createTestUser, type TestUser } from '../../../../tools/testing/users';
import { recomputeLatePenalties } from '../payments/late-penalty-migration';
import {
  commissionRecord,
  confirmCard,
  createIntent,
  craftedEvent,
  daysAgo,
  DECLINED,
  paymentBody,
  postWebhook,
  sentEvents,
  SUCCEEDS,
  waitForStatus,
} from '../payments/payments.test-support';
import { recordBookingPenalties } from '../bookings/booking-penalty-migration';
import {
  callSoonToday,
  deadlineSoonToday,
  createDayAs,
  createProjectAs,
  dayBody,
  rolesOf,
  select,
} from '../projects/projects.test-support';

const post = <T = unknown>(path: string, user: TestUser, body?: unknown, headers: Record<string, string> = {}) =>
  callApi<T>(path, { method: 'POST', token: user.token, body, headers });
const penaltiesOf = async (user: TestUser) => {
  const answer = await callApi<PenaltiesAnswer>('/performer/penalties', { token: user.token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
};

describe('penalties', () => {
  let casting: TestUser;
  let admin: TestUser;
  let late: TestUser;
  let absent: TestUser;
  let projectId: string;
  let dayId: string;
  const lateId = () => `late-cancellation-${dayId}-${late.uid}`;
  const absentId = () => `no-show-${dayId}-${absent.uid}`;

  beforeAll(async () => {
    [casting, admin, late, absent] = await Promise.all([
      createTestUser({ role: 'Casting' }),
      createTestUser({ role: 'Admin' }),
      createTestUser({ role: 'Performer', profile: { firstName: 'Lea', lastName: 'Late' } }),
      createTestUser({ role: 'Performer', profile: { firstName: 'Abe', lastName: 'Absent' } }),
    ]);
    const call = callSoonToday();
    projectId = await createProjectAs(casting, 'Penalties');
    dayId = await createDayAs(
      casting,
      projectId,
      dayBody({ dates: [agencyDateOf(call)], roles: [{ name: 'Crowd', slots: 2, isSSE: false }] }),
    );
    const crowd = (await rolesOf(casting, projectId, dayId)).Crowd!;
    const day = `/project/${projectId}/days/${dayId}`;
    for (const performer of [late, absent]) await select(dayId, performer.uid, crowd);
    await post(`${day}/availability-check`, casting, { deadline: deadlineSoonToday() });
    for (const performer of [late, absent])
      await post(`/performer/bookings/${dayId}/answer`, performer, { available: true });
    await post(`${day}/confirm`, casting, {});
    await post(`${day}/call-time`, casting, { which: 'final', time: agencyTimeOf(call), roleId: crowd });
    const cancelled = await post(`/performer/bookings/${dayId}/cancel`, late, {
      reason: 'My car broke down on the 401',
    });
    expect(cancelled.body).toEqual({ status: 'cancelled', penaltyCents: 2500 });
    expect((await post(`${day}/participants/${absent.uid}/mark`, casting, { mark: 'no-show' })).status).toBe(200);
  });

  it('records the late cancellation with its reason as the answer, taken once', async () => {
    const { penalties, totals } = await penaltiesOf(late);
    expect(penalties).toEqual([
      expect.objectContaining({
        id: lateId(),
        kind: 'late-cancellation',
        amountCents: 2500,
        state: 'owing',
        answer: expect.objectContaining({ text: 'My car broke down on the 401' }),
        evidence: expect.objectContaining({ dayId, projectId }),
      }),
    ]);
    expect(totals).toEqual({ owingCents: 2500, waivedCents: 0, paidCents: 0 });
    expect((await post(`/performer/penalties/${lateId()}/answer`, late, { text: 'Again' })).status).toBe(409);
  });

  it('hides penalties from Casting and from other performers, and lets neither decide', async () => {
    expect((await penaltiesOf(absent)).penalties.map((penalty) => penalty.id)).toEqual([absentId()]);
    expect((await post(`/performer/penalties/${lateId()}/answer`, absent, { text: 'Not mine' })).status).toBe(404);
    expect((await post(`/admin/penalties/${absentId()}/waive`, casting, { note: 'x' })).status).toBe(403);
    expect((await post(`/admin/penalties/${absentId()}/waive`, absent, { note: 'x' })).status).toBe(403);
    expect((await callApi(`/admin/users/${absent.uid}/penalties`, { token: casting.token })).status).toBe(403);
    const board = await callApi<DayBookingBoard>(`/project/${projectId}/days/${dayId}/booking`, {
      token: casting.token,
    });
    const seen = board.body.participants.find((participant) => participant.performerId === absent.uid);
    expect(seen).toMatchObject({ status: 'no-show', penaltyCents: 0, penaltyReason: null });
  });

  it('is waived by an Admin with a note, audited, told by e-mail, and the board agrees', async () => {
    expect((await post(`/admin/penalties/${absentId()}/waive`, admin, { note: '' })).status).toBe(400);
    const waived = await post<PenaltyView>(`/admin/penalties/${absentId()}/waive`, admin, {
      note: 'Hospital note seen',
    });
    expect(waived.body).toMatchObject({ state: 'waived', waiver: { note: 'Hospital note seen', byUid: admin.uid } });
    expect((await post(`/admin/penalties/${absentId()}/waive`, admin, { note: 'again' })).status).toBe(409);
    await waitForMail(absent.email, /Your penalty was waived/);
    const audit = await adminDb().collection('auditLog').where('targetUid', '==', absent.uid).get();
    expect(audit.docs.map((doc) => doc.get('action'))).toContain('penalty.waived');
    const board = await callApi<DayBookingBoard>(`/project/${projectId}/days/${dayId}/booking`, { token: admin.token });
    expect(board.body.participants.find((participant) => participant.performerId === absent.uid)).toMatchObject({
      penaltyCents: 2500,
      penaltyWaived: true,
    });
    const ofUser = await callApi<PenaltiesAnswer>(`/admin/users/${absent.uid}/penalties`, { token: admin.token });
    expect(ofUser.body.totals).toEqual({ owingCents: 0, waivedCents: 2500, paidCents: 0 });
  });

  it('is paid with a commission (its own line, no HST) and cannot go in a second payment', async () => {
    const body = paymentBody({ amount: 200, rate: 10, penaltyIds: [lateId()] });
    const intent = await createIntent(late.token, body);
    expect(intent.status, intent.text).toBe(200);
    const { commissionId, clientSecret } = intent.body;
    expect(await commissionRecord(commissionId)).toMatchObject({
      commissionCents: 2000,
      hstCents: 260,
      totalCents: 4760,
    });
    expect((await createIntent(absent.token, paymentBody({ penaltyIds: [lateId()] }))).status).toBe(404);
    await confirmCard(clientSecret, SUCCEEDS);
    const paid = await waitForStatus(commissionId, 'paid');
    // An unconfirmed payment gives way to a newer one (below); a paid one keeps its penalty.
    const second = await createIntent(late.token, paymentBody({ penaltyIds: [lateId()] }));
    expect(second.status).toBe(409);
    expect((await post(`/admin/penalties/${lateId()}/waive`, admin, { note: 'After paying' })).status).toBe(409);
    const mail = await waitForMail(late.email, new RegExp(`Your invoice ${paid.invoiceNumber}`));
    expect(mail.text).toContain('Penalty: Late cancellation (no HST): $25.00');
    expect(mail.text).toContain('Total paid: $47.60');
    const penalty = (await penaltiesOf(late)).penalties.find((entry) => entry.id === lateId());
    expect(penalty).toMatchObject({ state: 'paid', inPayment: false });
  });

  it('is paid alone, and a replayed webhook pays it once', async () => {
    const recorded = await post<PenaltyView>(`/admin/users/${late.uid}/penalties`, admin, {
      note: 'Gave a false date of birth',
    });
    expect(recorded.status, recorded.text).toBe(200);
    expect(recorded.body).toMatchObject({ kind: 'false-information', state: 'owing' });
    expect(recorded.body.reason).toContain('Gave a false date of birth');
    expect((await post(`/admin/users/${late.uid}/penalties`, casting, { note: 'x' })).status).toBe(403);
    const alone = await post<{ commissionId: string; clientSecret: string }>(
      '/performer/stripe/pay-penalties',
      late,
      { penaltyIds: [recorded.body.id] },
      { 'Idempotency-Key': `penalty-${recorded.body.id}` },
    );
    expect(alone.status, alone.text).toBe(200);
    const { commissionId, clientSecret } = alone.body;
    await confirmCard(clientSecret, SUCCEEDS);
    const paid = await waitForStatus(commissionId, 'paid');
    expect(paid).toMatchObject({ grossCents: 0, commissionCents: 0, hstCents: 0, totalCents: 2500 });
    const [succeeded] = (await sentEvents(paid.paymentIntentId!)).filter(
      (event) => event.type === 'payment_intent.succeeded',
    );
    expect((await postWebhook(succeeded!.payload)).body.outcome).toBe('duplicate-event');
    const stored = await adminDb().collection('penalties').doc(recorded.body.id).get();
    expect(stored.get('state')).toBe('paid');
    expect((stored.get('history') as { event: string }[]).filter((entry) => entry.event === 'pay')).toHaveLength(1);
    const again = await post('/performer/stripe/pay-penalties', late, { penaltyIds: [recorded.body.id] });
    expect(again.status).toBe(409);
    const mail = await waitForMail(late.email, new RegExp(`Your invoice ${paid.invoiceNumber}`));
    expect(mail.text).toContain('Penalty: False information (no HST): $25.00');
    expect(mail.text).not.toContain('Gross pay');
  });

  const recordFalseInformation = async (note: string) => {
    const recorded = await post<PenaltyView>(`/admin/users/${late.uid}/penalties`, admin, { note });
    expect(recorded.status, recorded.text).toBe(200);
    return recorded.body.id;
  };
  const payAlone = async (penaltyId: string) =>
    post<{ commissionId: string; clientSecret: string; error?: { message: string } }>(
      '/performer/stripe/pay-penalties',
      late,
      { penaltyIds: [penaltyId] },
      { 'Idempotency-Key': `penalty-${penaltyId}-${Date.now()}` },
    );

  it('lets a new payment take a penalty from an abandoned one, cancelling it, and pays it once', async () => {
    const penaltyId = await recordFalseInformation('Abandoned then paid');
    const first = await payAlone(penaltyId);
    expect(first.status, first.text).toBe(200);
    expect((await confirmCard(first.body.clientSecret, DECLINED)).status).toBe(402);
    await waitForStatus(first.body.commissionId, 'failed');
    // The performer gave up; later they pay the penalty again.
    const second = await payAlone(penaltyId);
    expect(second.status, second.text).toBe(200);
    const old = await commissionRecord(first.body.commissionId);
    expect(old).toMatchObject({ status: 'failed', supersededBy: second.body.commissionId });
    expect(old.releasedAt).toEqual(expect.any(String));
    const oldIntent = old.paymentIntentId!;
    expect((await confirmCard(first.body.clientSecret, SUCCEEDS)).status).toBe(400);
    await confirmCard(second.body.clientSecret, SUCCEEDS);
    const paid = await waitForStatus(second.body.commissionId, 'paid');
    expect(paid.totalCents).toBe(2500);
    const events = await sentEvents(oldIntent);
    expect(events.map((event) => event.type)).toEqual(['payment_intent.payment_failed', 'payment_intent.canceled']);
    // Every event of the first payment replayed, and a forged late success: nothing moves.
    for (const event of events) {
      expect(['duplicate-event', 'unchanged']).toContain((await postWebhook(event.payload)).body.outcome);
    }
    const lateSuccess = craftedEvent('payment_intent.succeeded', {
      id: oldIntent,
      amount: 2500,
      amount_received: 2500,
      metadata: { commissionId: first.body.commissionId },
    });
    expect((await postWebhook(lateSuccess)).body.outcome).toBe('unchanged');
    expect(await commissionRecord(first.body.commissionId)).toMatchObject({ status: 'failed', invoiceNumber: null });
    const stored = (await adminDb().collection('penalties').doc(penaltyId).get()).data()!;
    expect(stored).toMatchObject({ state: 'paid', paymentId: second.body.commissionId });
    const history = (stored.history as { event: string }[]).map((entry) => entry.event);
    expect(history).toEqual(['record', 'hold', 'release', 'hold', 'pay']);
  });

  it('keeps a penalty in a payment whose card was charged (409), and a waiver cancels an abandoned one', async () => {
    const charged = await recordFalseInformation('Charged, signal on its way');
    const first = await payAlone(charged);
    await confirmCard(first.body.clientSecret, SUCCEEDS);
    await waitForStatus(first.body.commissionId, 'paid');
    // As in the moment between the charge and its webhook: the payment pending, the penalty held by it.
    await adminDb().collection('commissions').doc(first.body.commissionId).update({ status: 'pending' });
    await adminDb().collection('penalties').doc(charged).update({ state: 'owing', paidAt: null });
    const again = await payAlone(charged);
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe(
      'A payment of this penalty is already being processed; it will show as paid shortly.',
    );
    expect((await post(`/admin/penalties/${charged}/waive`, admin, { note: 'Too late' })).status).toBe(409);
    expect((await adminDb().collection('penalties').doc(charged).get()).get('paymentId')).toBe(first.body.commissionId);

    const abandoned = await recordFalseInformation('Abandoned then waived');
    const held = await payAlone(abandoned);
    expect(held.status, held.text).toBe(200);
    const waived = await post<PenaltyView>(`/admin/penalties/${abandoned}/waive`, admin, { note: 'Our mistake' });
    expect(waived.status, waived.text).toBe(200);
    expect(waived.body).toMatchObject({ state: 'waived', inPayment: false });
    const released = await commissionRecord(held.body.commissionId);
    expect(released).toMatchObject({ status: 'failed' });
    expect((await confirmCard(held.body.clientSecret, SUCCEEDS)).status).toBe(400);
  });

  it('recomputes old late-commission penalties with the new rule, once', async () => {
    const paidAt = new Date().toISOString();
    const oldRecord = (dates: string[]) => ({
      performerId: absent.uid,
      production: 'Old rule',
      dates,
      grossCents: 20_000,
      ratePercent: 10,
      commissionCents: 2000,
      hstCents: 260,
      totalCents: 2260,
      currency: 'cad',
      status: 'paid',
      requestHash: 'old',
      paymentIntentId: 'pi_old',
      lastSignalAt: 1,
      failureMessage: null,
      penaltyCents: 2500,
      invoiceNumber: null,
      createdAt: paidAt,
      updatedAt: paidAt,
      paidAt,
    });
    // 20 days after the shoot: late under the old rule, on time under the new (pay expected by 4 weeks, + 2).
    const onTime = adminDb().collection('commissions').doc();
    const stillLate = adminDb().collection('commissions').doc();
    await onTime.set(oldRecord([daysAgo(20)]));
    await stillLate.set(oldRecord([daysAgo(60)]));
    const run = () => recomputeLatePenalties({ onlyPerformers: [absent.uid] });
    expect(await run()).toEqual({ checked: 2, kept: 1, removed: 1 });
    await waitForMail(absent.email, /A late-commission penalty was removed/);
    const after = async () => ({
      onTime: (await commissionRecord(onTime.id)).penaltyCents,
      stillLate: (await commissionRecord(stillLate.id)).penaltyCents,
      removed: (await adminDb().collection('penalties').doc(`late-commission-${onTime.id}`).get()).exists,
      kept: (await adminDb().collection('penalties').doc(`late-commission-${stillLate.id}`).get()).data(),
    });
    const first = await after();
    expect(first).toMatchObject({ onTime: 0, stillLate: 2500, removed: false });
    expect(first.kept).toMatchObject({ kind: 'late-commission', state: 'owing', amountCents: 2500 });
    expect(await run()).toEqual({ checked: 1, kept: 1, removed: 0 });
    expect(await after()).toEqual(first);
    await waitForOutboxIdle([absent]);
    const removedMails = (await mailsTo(absent.email)).filter((mail) => /penalty was removed/.test(mail.subject));
    expect(removedMails).toHaveLength(1);
  });

  it('gives a booking penalty from before penalty records its record, waived as the booking was, once', async () => {
    // As before records: the participant says waived, and there is no record.
    await adminDb().collection('penalties').doc(absentId()).delete();
    await adminDb().collection('participants').doc(`${dayId}_${absent.uid}`).update({ penaltyWaived: true });
    expect(await recordBookingPenalties({ onlyPerformers: [absent.uid] })).toBe(1);
    const record = (await adminDb().collection('penalties').doc(absentId()).get()).data();
    expect(record).toMatchObject({ kind: 'no-show', state: 'waived', amountCents: 2500, evidence: { dayId } });
    expect(await recordBookingPenalties({ onlyPerformers: [absent.uid] })).toBe(0);
  });
});
