/**
 * The overdue reminder of a signed voucher (issue 22): once the 2-week commission limit has passed,
 * a signed voucher whose commission is unpaid gets one reminder, never a second; a paid one none.
 * Runs the reminders with a clock ahead, so it is a stack-wide file (vitest.integration.config.ts).
 */
import { describe, expect, it } from 'vitest';
import { waitForMail } from '../../../../tools/testing/mail';
import { adminDb } from '../../../../tools/testing/users';
import { signVoucherAs, wrappedVoucher } from '../workday/vouchers.test-support';
import { confirmCard, createIntent, SUCCEEDS, waitForStatus } from './payments.test-support';
import { sendAllCommissionReminders } from './payments.jobs';

const DAY = 86_400_000;

async function remindersOf(uid: string): Promise<string[]> {
  const snapshot = await adminDb().collection('mailOutbox').where('recipientUid', '==', uid).get();
  return snapshot.docs
    .filter((doc) => doc.get('template') === 'voucher-commission-reminder')
    .map((doc) => String(doc.get('data.voucherId')));
}

describe('reminders of signed vouchers without a commission', () => {
  it('reminds once after the 2-week limit for the unpaid signed voucher, and not for the paid one', async () => {
    const unpaid = await wrappedVoucher();
    expect((await signVoucherAs(unpaid)).status).toBe(200);
    const paid = await wrappedVoucher();
    expect((await signVoucherAs(paid)).status).toBe(200);
    const intent = await createIntent(paid.performer.token, {
      production: 'Voucher show',
      dates: [paid.date],
      amount: 220,
      rate: 10,
      voucherIds: [paid.voucherId],
    });
    expect((await confirmCard(intent.body.clientSecret, SUCCEEDS)).status).toBe(200);
    await waitForStatus(intent.body.commissionId, 'paid');

    await sendAllCommissionReminders(new Date(Date.now() + 14 * DAY));
    expect(await remindersOf(unpaid.performer.uid)).toEqual([]);
    const afterLimit = new Date(Date.now() + 16 * DAY);
    await sendAllCommissionReminders(afterLimit);
    await sendAllCommissionReminders(afterLimit);
    expect(await remindersOf(unpaid.performer.uid)).toEqual([unpaid.voucherId]);
    expect(await remindersOf(paid.performer.uid)).toEqual([]);
    const mail = await waitForMail(unpaid.performer.email, /^Commission overdue: /);
    expect(mail.text).toContain('gross $220.00');
  });
});
