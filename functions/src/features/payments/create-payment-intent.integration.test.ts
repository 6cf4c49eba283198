import { randomUUID } from 'node:crypto';
import { agencyToday, BUSY_MESSAGES, computeCommission, DEFAULT_COMMISSION_RATE_TABLE } from '@scenecall/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { adminDb, createTestUser, type TestUser } from '../../../../tools/testing/users';
import { book, createDayAs, createProjectAs, dayBody, rolesOf } from '../projects/projects.test-support';
import { commissionRecord, createIntent, daysAgo, history, paymentBody, performer } from './payments.test-support';

describe('POST /api/performer/stripe/create-payment-intent', () => {
  let ada: TestUser;
  beforeAll(async () => {
    ada = await performer();
  });

  it('computes the amounts on the server and creates a pending commission and a CAD intent', async () => {
    const body = paymentBody({ amount: 123.45, rate: 15, dates: [daysAgo(1), daysAgo(3)] });
    const answer = await createIntent(ada.token, body);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    const record = await commissionRecord(answer.body.commissionId);
    expect(record).toMatchObject({
      performerId: ada.uid,
      production: body.production,
      dates: [daysAgo(3), daysAgo(1)],
      ...computeCommission(12_345, 15),
      status: 'pending',
      currency: 'cad',
      penaltyCents: 0,
    });
    expect(record.totalCents).toBe(2093);
    expect(record.paymentIntentId).toBe(answer.body.clientSecret.split('_secret_')[0]);
  });

  it('refuses a tampered body: extra money fields, a rate not offered, text amounts, future dates', async () => {
    const tampered = [
      { ...paymentBody(), totalCents: 1 },
      { ...paymentBody(), commission: 0.01 },
      paymentBody({ rate: 1 }),
      paymentBody({ rate: 0 }),
      paymentBody({ amount: '200' }),
      paymentBody({ amount: -200 }),
      paymentBody({ amount: 0.001 }),
      paymentBody({ amount: 100_000_000 }),
      paymentBody({ dates: ['2999-01-01'] }),
      paymentBody({ dates: [] }),
      paymentBody({ production: '' }),
    ];
    for (const body of tampered) {
      const answer = await createIntent(ada.token, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error?.code).toBe('validation-failed');
    }
  });

  it('refuses a total below the smallest card charge', async () => {
    const answer = await createIntent(ada.token, paymentBody({ amount: 1, rate: 10 }));
    expect(answer.status).toBe(400);
  });

  it('refuses a performer whose account is not activated with 403', async () => {
    const newcomer = await performer({ activated: false });
    const answer = await createIntent(newcomer.token, paymentBody());
    expect(answer.status).toBe(403);
    expect(answer.body.error?.code).toBe('forbidden');
    expect((await history(newcomer.token)).body.canPay).toBe(false);
  });

  it('refuses callers who are not performers with 403 and anonymous callers with 401', async () => {
    for (const role of ['Casting', 'Admin'] as const) {
      const other = await createTestUser({ role });
      expect((await createIntent(other.token, paymentBody())).status).toBe(403);
    }
    expect((await createIntent('', paymentBody())).status).toBe(401);
  });

  it('answers a retried request with the same intent and keeps one record, even when retries race', async () => {
    const key = randomUUID();
    const body = paymentBody();
    const answers = await Promise.all([1, 2, 3].map(() => createIntent(ada.token, body, key)));
    const again = await createIntent(ada.token, body, key);
    // A repeat that races the first waits for its answer (or, past a moment, is told to try again:
    // 503 with Retry-After); once the first has answered, every repeat gets its answer.
    const answered = [...answers, again].filter((answer) => answer.status !== 503);
    for (const answer of answers.filter((answer) => answer.status === 503)) {
      expect(answer.body.error?.message).toBe(BUSY_MESSAGES.stillSaving);
      expect(answer.headers.get('retry-after')).toBeTruthy();
    }
    expect(answered.length).toBeGreaterThanOrEqual(2);
    for (const answer of answered) {
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.clientSecret).toBe(again.body.clientSecret);
      expect(answer.body.commissionId).toBe(again.body.commissionId);
    }
    const records = await adminDb()
      .collection('commissions')
      .where('performerId', '==', ada.uid)
      .where('production', '==', body.production)
      .get();
    expect(records.size).toBe(1);
  });

  it('treats a request without an Idempotency-Key as a retry when the body is the same', async () => {
    const body = paymentBody();
    const first = await createIntent(ada.token, body, null);
    const second = await createIntent(ada.token, { ...body, dates: [...body.dates].reverse() }, null);
    expect(second.body.commissionId).toBe(first.body.commissionId);
    expect(second.body.clientSecret).toBe(first.body.clientSecret);
  });

  it('gives a payment whose stored intent Stripe does not know (another account, a restarted stand-in) a new one', async () => {
    const body = paymentBody();
    const first = await createIntent(ada.token, body, null);
    expect(first.status, first.text).toBe(200);
    const unknown = `pi_unknown${randomUUID().replace(/-/g, '')}`;
    await adminDb().collection('commissions').doc(first.body.commissionId).update({ paymentIntentId: unknown });

    const again = await createIntent(ada.token, body, null);
    expect(again.status, again.text).toBe(200);
    expect(again.body.commissionId).toBe(first.body.commissionId);
    const intentId = again.body.clientSecret.split('_secret_')[0];
    expect(intentId).not.toBe(unknown);
    expect(intentId).not.toBe(first.body.clientSecret.split('_secret_')[0]);
    expect((await commissionRecord(first.body.commissionId)).paymentIntentId).toBe(intentId);
  });

  it('refuses a reused Idempotency-Key with different details (409) and a malformed key (400)', async () => {
    const key = randomUUID();
    expect((await createIntent(ada.token, paymentBody(), key)).status).toBe(200);
    expect((await createIntent(ada.token, paymentBody({ amount: 999 }), key)).status).toBe(409);
    expect((await createIntent(ada.token, paymentBody(), 'bad key!')).status).toBe(400);
  });

  it('lists the performer’s commissions with the rate option of their union status', async () => {
    const answer = await history(ada.token);
    expect(answer.status).toBe(200);
    expect(answer.body.canPay).toBe(true);
    expect(answer.body.defaultRateOptionId).toBe('actra-apprentice');
    expect(answer.body.commissions.length).toBeGreaterThan(0);
    expect(answer.body.commissions.every((commission) => commission.status === 'pending')).toBe(true);
  });

  it('takes the rate of a booked day from the booking: another rate is refused and nothing is recorded', async () => {
    const casting = await createTestUser({ role: 'Casting' });
    const nonUnion = await createTestUser({
      role: 'Performer',
      activated: true,
      profile: { firstName: 'Sam', lastName: 'Stand', unionStatus: 'Non-Union' },
    });
    const today = agencyToday();
    const production = `SSE show ${randomUUID().slice(0, 6)}`;
    const projectId = await createProjectAs(casting, production);
    const dayId = await createDayAs(
      casting,
      projectId,
      dayBody({ dates: [today], roles: [{ name: 'Stand-in', slots: 1, isSSE: true }] }),
    );
    await book(dayId, nonUnion.uid, (await rolesOf(casting, projectId, dayId))['Stand-in']!);

    const offered = await history(nonUnion.token);
    expect(offered.body.dayRates[dayId]).toEqual({
      percent: 15,
      classId: 'actor-sse-upgrade',
      reason: 'SSE role: 15 %',
      basis: 'SSE role',
    });
    expect(offered.body.rateTable).toEqual(DEFAULT_COMMISSION_RATE_TABLE);

    const body = paymentBody({ production, dates: [today], dayIds: [dayId], rate: 10 });
    const refused = await createIntent(nonUnion.token, body);
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toBe(
      'The commission rate of this work is 15 % (SSE role: 15 %), from your booking',
    );
    const recorded = () => adminDb().collection('commissions').where('performerId', '==', nonUnion.uid).get();
    expect((await recorded()).size).toBe(0);

    const paid = await createIntent(nonUnion.token, { ...body, rate: 15 });
    expect(paid.status, paid.text).toBe(200);
    expect(await commissionRecord(paid.body.commissionId)).toMatchObject({
      ratePercent: 15,
      rateBasis: 'SSE role',
      dayIds: [dayId],
    });
    expect((await recorded()).size).toBe(1);

    // Work outside the platform: a class of the table, chosen by the performer.
    expect((await createIntent(nonUnion.token, paymentBody({ rate: 12 }))).status).toBe(400);

    // The project sets its own rate for SSE roles: the day's rate follows.
    const own = await callApi(`/project/${projectId}/commission`, {
      method: 'PUT',
      token: casting.token,
      body: { classId: null, featuredRolePercent: 12 },
    });
    expect(own.status, own.text).toBe(200);
    expect((await history(nonUnion.token)).body.dayRates[dayId]?.reason).toBe('Set by the project for SSE roles: 12 %');
    expect((await createIntent(nonUnion.token, { ...body, rate: 15 })).status).toBe(400);
  });

  it('lets only an Admin read and change the agreement’s table, in whole percents', async () => {
    const admin = await createTestUser({ role: 'Admin' });
    const read = await callApi('/admin/commission-rates', { token: admin.token });
    expect(read.status).toBe(200);
    const bad = { percents: { ...DEFAULT_COMMISSION_RATE_TABLE.percents, aabp: 10.5 } };
    const refused = await callApi('/admin/commission-rates', { method: 'PUT', token: admin.token, body: bad });
    expect(refused.status).toBe(400);
    expect((await callApi('/admin/commission-rates', { token: ada.token })).status).toBe(403);
  });
});
