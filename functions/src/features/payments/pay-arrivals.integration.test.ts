/**
 * Pay arrivals (issue 36): the late-commission clock starts when the pay arrives; a pay stub's
 * picture is read by OCR but its reading sets no amount until the performer confirms it; a stub
 * far from the signed voucher is flagged to the Admin; nobody else reads a performer's stub.
 */
import type { CommissionHistoryAnswer, PayArrivalsAnswer } from '@scenecall/shared';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { createTestUser, type TestUser } from '../../../../tools/testing/users';
import { auditOf } from '../admin/admin.test-support';
import { signVoucherAs, wrappedVoucher } from '../workday/vouchers.test-support';
import { book, createDayAs, createProjectAs, dayBody, rolesOf } from '../projects/projects.test-support';
import {
  commissionRecord,
  confirmCard,
  createIntent,
  daysAgo,
  history,
  paymentBody,
  performer,
  recordPay,
  SUCCEEDS,
  uploadStub,
  waitForStatus,
} from './payments.test-support';
import { simpleStub, stubPng } from './pay-stub.test-support';

async function paidCommission(who: TestUser, body: Record<string, unknown>) {
  const intent = await createIntent(who.token, body);
  expect(intent.status, intent.text).toBe(200);
  expect((await confirmCard(intent.body.clientSecret, SUCCEEDS)).status).toBe(200);
  return waitForStatus(intent.body.commissionId, 'paid');
}

const stubStatus = async (who: TestUser, id: string) =>
  (
    await fetch(`${process.env.STACK_WEB_URL}/api/performer/pay-arrivals/${id}/stub`, {
      headers: { Authorization: `Bearer ${who.token}` },
    })
  ).status;

describe('when the late-commission clock starts', () => {
  it('counts 14 days from the recorded pay: on time 10 days after a late cheque, late (once) 20 days after', async () => {
    const [onTime, late] = await Promise.all([performer(), performer()]);
    // Paid 3 weeks after the shoot; the commission comes 10 days after the pay (31 days after the shoot).
    const recorded = await recordPay(onTime, { workDate: daysAgo(31), payArrivedOn: daysAgo(10) });
    expect(recorded.status, recorded.text).toBe(200);
    expect(recorded.body).toMatchObject({ dueOn: daysAgo(-4), dueBasis: 'pay-arrived' });
    const fine = await paidCommission(onTime, paymentBody({ dates: [daysAgo(31)] }));
    expect(fine.penaltyCents).toBe(0);
    expect(fine.workedDays).toEqual([{ workDate: daysAgo(31), payArrivedOn: daysAgo(10) }]);

    expect((await recordPay(late, { workDate: daysAgo(41), payArrivedOn: daysAgo(20) })).status).toBe(200);
    const body = paymentBody({ dates: [daysAgo(41)] });
    const penalised = await paidCommission(late, body);
    expect(penalised.penaltyCents).toBe(2500);
    const [view] = (await history(late.token)).body.commissions;
    expect(view).toMatchObject({ penaltyCents: 2500, dueOn: daysAgo(6), dueBasis: 'pay-arrived' });
    expect((await history(late.token)).body.commissions.filter((row) => row.penaltyCents > 0)).toHaveLength(1);
  });

  it('gives an attempt made before the pay date was recorded no say over the commission paid after it', async () => {
    const who = await performer();
    const body = paymentBody({ dates: [daysAgo(45)] });
    const abandoned = await createIntent(who.token, body, null);
    expect((await commissionRecord(abandoned.body.commissionId)).workedDays).toEqual([
      { workDate: daysAgo(45), payArrivedOn: null },
    ]);
    expect((await recordPay(who, { workDate: daysAgo(45), payArrivedOn: daysAgo(5) })).status).toBe(200);
    const again = await createIntent(who.token, body, null);
    expect(again.body.commissionId).not.toBe(abandoned.body.commissionId);
    expect((await confirmCard(again.body.clientSecret, SUCCEEDS)).status).toBe(200);
    expect((await waitForStatus(again.body.commissionId, 'paid')).penaltyCents).toBe(0);
  });

  it('refuses a pay date before the work date or in the future', async () => {
    const who = await performer();
    const before = await recordPay(who, { workDate: daysAgo(3), payArrivedOn: daysAgo(4) });
    expect(before.status).toBe(400);
    expect((await recordPay(who, { workDate: daysAgo(3), payArrivedOn: daysAgo(-1) })).status).toBe(400);
  });
});

describe('a pay stub read by OCR', () => {
  it('shows the reading, sets no amount until confirmed, then prices the commission and flags the gap', async () => {
    const voucher = await wrappedVoucher();
    expect((await signVoucherAs(voucher)).status).toBe(200);
    const { performer: owner, date } = voucher;
    const read = await uploadStub(owner, date, await stubPng(simpleStub('$300.00', date)));
    expect(read.status, read.text).toBe(200);
    expect(read.body).toMatchObject({ hasStub: true, reading: { grossCents: 30_000, payDate: date } });
    expect(read.body).toMatchObject({ payArrivedOn: null, stubGrossCents: null });

    const offer = async () =>
      (await callApi<CommissionHistoryAnswer>('/performer/commissions', { token: owner.token })).body.vouchers.find(
        (entry) => entry.voucherId === voucher.voucherId,
      );
    expect((await offer())?.grossCents).toBe(22_000);
    const fromReading = await createIntent(owner.token, {
      production: 'Voucher show',
      dates: [date],
      amount: 300,
      rate: 10,
      voucherIds: [voucher.voucherId],
    });
    expect(fromReading.status).toBe(409);

    const confirmed = await recordPay(owner, { workDate: date, payArrivedOn: date, stubGrossCents: 30_000 });
    expect(confirmed.body).toMatchObject({ stubGrossCents: 30_000, payArrivedOn: date });
    expect(await offer()).toMatchObject({ grossCents: 30_000, voucherGrossCents: 22_000 });
    const intent = await createIntent(owner.token, {
      production: 'Voucher show',
      dates: [date],
      amount: 300,
      rate: 10,
      voucherIds: [voucher.voucherId],
    });
    expect(intent.status, intent.text).toBe(200);
    const record = await commissionRecord(intent.body.commissionId);
    expect(record).toMatchObject({
      grossCents: 30_000,
      commissionCents: 3_000,
      stubGrossFlags: [{ workDate: date, voucherGrossCents: 22_000, stubGrossCents: 30_000 }],
    });

    const [other, admin] = await Promise.all([performer(), createTestUser({ role: 'Admin' })]);
    expect(await stubStatus(owner, read.body.id)).toBe(200);
    expect(await stubStatus(admin, read.body.id)).toBe(200);
    expect(await stubStatus(other, read.body.id)).toBe(404);
    const views = (await auditOf(admin.token, owner.uid)).filter((entry) => entry.action === 'pay-stub.viewed');
    expect(views, 'the Admin’s view is audited, the owner’s own is not').toEqual([
      expect.objectContaining({ actorUid: admin.uid, targetUid: owner.uid }),
    ]);
    const [created] = (await history(owner.token)).body.commissions;
    expect(created?.stubGrossFlags).toEqual([expect.objectContaining({ workDate: date, payArrivalId: read.body.id })]);
    const theirs = await callApi<PayArrivalsAnswer>('/performer/pay-arrivals', { token: other.token });
    expect(theirs.body.payArrivals).toEqual([]);
  });

  it('prices a booked day without a voucher on its confirmed stub gross: another amount is refused', async () => {
    const [owner, casting] = await Promise.all([performer(), createTestUser({ role: 'Casting' })]);
    const workDate = daysAgo(20);
    const projectId = await createProjectAs(casting, 'Stub harbour');
    const dayId = await createDayAs(
      casting,
      projectId,
      dayBody({ dates: [workDate], roles: [{ name: 'Bosun', slots: 1, isSSE: true }] }),
    );
    await book(dayId, owner.uid, (await rolesOf(casting, projectId, dayId)).Bosun!);
    const body = { production: 'Stub harbour', dates: [workDate], rate: 15, dayIds: [dayId] };
    expect((await recordPay(owner, { workDate, payArrivedOn: daysAgo(3), stubGrossCents: 31_240 })).status).toBe(200);

    const typed = await createIntent(owner.token, { ...body, amount: 200 });
    expect(typed.status).toBe(409);
    expect(typed.text).toContain("The gross is your confirmed pay stub's: $312.40");
    expect((await history(owner.token)).body.commissions).toEqual([]);
    const priced = await createIntent(owner.token, { ...body, amount: 312.4 });
    expect(priced.status, priced.text).toBe(200);
    expect(await commissionRecord(priced.body.commissionId)).toMatchObject({
      grossCents: 31_240,
      commissionCents: 4_686,
    });
  });
});
