/**
 * Commission from the signed voucher (issue 22): the form is offered each signed, unpaid voucher
 * with its gross; the server prices the commission from the voucher, refuses a different gross, a
 * voucher not signed or not the caller's, and one already paid; paying marks the voucher's day paid.
 */
import { agencyMonthOf } from '@scenecall/shared';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../../tools/testing/api';
import { adminDb, createTestUser } from '../../../../tools/testing/users';
import { signVoucherAs, wrappedVoucher, type WrappedVoucher } from '../workday/vouchers.test-support';
import { activatedPerformer } from '../workday/vouchers.test-support';
import { commissionRecord, confirmCard, createIntent, history, SUCCEEDS, waitForStatus } from './payments.test-support';

const bodyFor = (voucher: WrappedVoucher, amount = 220) => ({
  production: 'Voucher show',
  dates: [voucher.date],
  amount,
  rate: 10,
  voucherIds: [voucher.voucherId],
});

describe('commission from a signed voucher', () => {
  it('offers the signed voucher with its gross, prices the commission from it, and paying marks its day paid', async () => {
    const voucher = await wrappedVoucher();
    const unsigned = await createIntent(voucher.performer.token, bodyFor(voucher));
    expect(unsigned.status).toBe(400);
    expect(unsigned.text).toContain('Choose a signed voucher of yours');
    expect((await history(voucher.performer.token)).body.vouchers).toEqual([]);

    expect((await signVoucherAs(voucher)).status).toBe(200);
    expect((await history(voucher.performer.token)).body.vouchers).toEqual([
      expect.objectContaining({
        voucherId: voucher.voucherId,
        dayId: voucher.dayId,
        grossCents: 22_000,
        rate: { percent: 10, classId: 'non-union', reason: 'Non-Union: 10 %', basis: 'Non-Union' },
      }),
    ]);

    const mismatched = await createIntent(voucher.performer.token, bodyFor(voucher, 2_200));
    expect(mismatched.status).toBe(409);
    expect(mismatched.text).toContain("The gross is the signed voucher's: $220.00");

    const intent = await createIntent(voucher.performer.token, bodyFor(voucher));
    expect(intent.status, intent.text).toBe(200);
    const record = await commissionRecord(intent.body.commissionId);
    expect(record).toMatchObject({
      grossCents: 22_000,
      commissionCents: 2_200,
      dates: [voucher.date],
      dayIds: [voucher.dayId],
      voucherIds: [voucher.voucherId],
    });
    expect((await confirmCard(intent.body.clientSecret, SUCCEEDS)).status).toBe(200);
    await waitForStatus(intent.body.commissionId, 'paid');
    const participant = await adminDb().doc(`participants/${voucher.dayId}_${voucher.performer.uid}`).get();
    expect(participant.get('commissionPaid')).toBe(true);

    expect((await history(voucher.performer.token)).body.vouchers).toEqual([]);
    const again = await createIntent(voucher.performer.token, { ...bodyFor(voucher), rate: 15 });
    expect(again.status).toBe(409);
    expect(again.text).toContain('The commission of this voucher is already paid');
  });

  it('refuses another performer’s voucher, and still takes a commission for work outside the system', async () => {
    const voucher = await wrappedVoucher();
    expect((await signVoucherAs(voucher)).status).toBe(200);
    const other = await activatedPerformer();
    const stolen = await createIntent(other.token, bodyFor(voucher));
    expect(stolen.status).toBe(400);
    const outside = await createIntent(other.token, {
      production: 'Elsewhere',
      dates: [voucher.date],
      amount: 150,
      rate: 10,
    });
    expect(outside.status, outside.text).toBe(200);
    expect((await commissionRecord(outside.body.commissionId)).grossCents).toBe(15_000);
  });

  it('the Admin overview counts each day’s vouchers and money, and exports them as CSV', async () => {
    const paid = await wrappedVoucher();
    expect((await signVoucherAs(paid)).status).toBe(200);
    const intent = await createIntent(paid.performer.token, bodyFor(paid));
    expect((await confirmCard(intent.body.clientSecret, SUCCEEDS)).status).toBe(200);
    await waitForStatus(intent.body.commissionId, 'paid');
    const disputed = await wrappedVoucher(paid.performer);
    await callApi(`/performer/vouchers/${disputed.voucherId}/dispute`, {
      method: 'POST',
      token: paid.performer.token,
      body: { reason: 'No lunch was called', line: 'meals', revision: 1 },
    });
    const signedUnpaid = await wrappedVoucher(paid.performer);
    expect((await signVoucherAs(signedUnpaid)).status).toBe(200);

    const admin = await createTestUser({ role: 'Admin' });
    const month = agencyMonthOf(new Date());
    const answer = await callApi<{ days: Record<string, unknown>[] }>(`/admin/commissions/days?month=${month}`, {
      token: admin.token,
    });
    expect(answer.status, answer.text).toBe(200);
    const row = (dayId: string) => answer.body.days.find((day) => day.dayId === dayId);
    const money = { grossCents: 22_000, owedCents: 2_200 };
    expect(row(paid.dayId)).toMatchObject({
      signed: 1,
      disputed: 0,
      unsigned: 0,
      ...money,
      paidCents: 2_200,
      outstandingCents: 0,
    });
    expect(row(disputed.dayId)).toMatchObject({ signed: 0, disputed: 1, unsigned: 0, grossCents: 0, owedCents: 0 });
    expect(row(signedUnpaid.dayId)).toMatchObject({ signed: 1, ...money, paidCents: 0, outstandingCents: 2_200 });

    const csv = await callApi<string>(`/admin/commissions/days/csv?month=${month}`, { token: admin.token });
    expect(csv.status).toBe(200);
    const records = parse(csv.text.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    const exported = records.find((record) => record['Production day'] === row(paid.dayId)?.dayName);
    expect(exported).toMatchObject({
      'Vouchers signed': '1',
      'Gross worked': '220.00',
      'Commission outstanding': '0.00',
    });
    expect((await callApi(`/admin/commissions/days?month=${month}`, { token: paid.performer.token })).status).toBe(403);
  });
});
