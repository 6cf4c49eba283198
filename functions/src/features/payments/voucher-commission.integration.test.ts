/**
 * Commission from the signed voucher (issue 22): the form is offered each signed, unpaid voucher
 * with its gross; the server prices the commission from the voucher, refuses a different gross, a
 * voucher not signed or not the caller's, and one already paid; paying marks the voucher's day paid.
 */
import { describe, expect, it } from 'vitest';
import { adminDb } from '../../../../tools/testing/users';
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
      expect.objectContaining({ voucherId: voucher.voucherId, dayId: voucher.dayId, grossCents: 22_000 }),
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
});
