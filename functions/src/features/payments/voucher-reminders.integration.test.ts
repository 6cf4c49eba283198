/**
 * The overdue reminder of a signed voucher (issues 22, 36): once its commission was due (14 days
 * after the recorded pay arrived, else 4 weeks + 14 days after the shoot), a signed voucher whose
 * commission is unpaid gets one reminder, never a second; a paid one none.
 * Runs the reminders with a clock ahead, so it is a stack-wide file (vitest.integration.config.ts).
 */
import { addCalendarDays } from '@scenecall/shared';
import { describe, expect, it } from 'vitest';
import { waitForMail } from '../../../../tools/testing/mail';
import { adminDb } from '../../../../tools/testing/users';
import { signVoucherAs, wrappedVoucher } from '../workday/vouchers.test-support';
import { confirmCard, createIntent, SUCCEEDS, waitForStatus } from './payments.test-support';
import { sendAllCommissionReminders } from './payments.jobs';
import { callApi } from '../../../../tools/testing/api';

const DAY = 86_400_000;

async function remindersOf(uid: string, template = 'voucher-commission-reminder'): Promise<string[]> {
  const snapshot = await adminDb().collection('mailOutbox').where('recipientUid', '==', uid).get();
  return snapshot.docs
    .filter((doc) => doc.get('template') === template)
    .map((doc) => String(doc.get(template === 'commission-reminder' ? 'data.dueOn' : 'data.voucherId')));
}

describe('reminders of signed vouchers without a commission', () => {
  it('reminds once after the due date for the unpaid signed voucher, and not for the paid one', async () => {
    const unpaid = await wrappedVoucher();
    expect((await signVoucherAs(unpaid)).status).toBe(200);
    const payRecorded = await wrappedVoucher();
    expect((await signVoucherAs(payRecorded)).status).toBe(200);
    const recorded = await callApi('/performer/pay-arrivals', {
      method: 'PUT',
      token: payRecorded.performer.token,
      body: { workDate: payRecorded.date, payArrivedOn: payRecorded.date },
    });
    expect(recorded.status, recorded.text).toBe(200);
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

    // Pay recorded on the shoot's day: due 14 days later. Not recorded: due 4 weeks + 14 days later.
    await sendAllCommissionReminders(new Date(Date.now() + 14 * DAY));
    expect(await remindersOf(payRecorded.performer.uid)).toEqual([]);
    const afterPayDue = new Date(Date.now() + 16 * DAY);
    await sendAllCommissionReminders(afterPayDue);
    await sendAllCommissionReminders(afterPayDue);
    expect(await remindersOf(payRecorded.performer.uid)).toEqual([payRecorded.voucherId]);
    expect(await remindersOf(unpaid.performer.uid)).toEqual([]);
    const recordedMail = await waitForMail(payRecorded.performer.email, /^Commission overdue: /);
    expect(recordedMail.text).toContain('14 days after your pay arrived');
    // The worked day's reminder went before, within 4 days of the due date counted from the pay.
    expect(await remindersOf(payRecorded.performer.uid, 'commission-reminder')).toEqual([
      addCalendarDays(payRecorded.date, 14),
    ]);
    await waitForMail(payRecorded.performer.email, /^Commission due by /);
    expect(await remindersOf(unpaid.performer.uid, 'commission-reminder')).toEqual([]);

    await sendAllCommissionReminders(new Date(Date.now() + 41 * DAY));
    expect(await remindersOf(unpaid.performer.uid)).toEqual([]);
    const afterLatestDue = new Date(Date.now() + 43 * DAY);
    await sendAllCommissionReminders(afterLatestDue);
    await sendAllCommissionReminders(afterLatestDue);
    expect(await remindersOf(unpaid.performer.uid)).toEqual([unpaid.voucherId]);
    expect(await remindersOf(paid.performer.uid)).toEqual([]);
    // Without a pay date, the worked day's reminder asked (once) whether the pay had arrived.
    expect(await remindersOf(unpaid.performer.uid, 'commission-reminder')).toEqual([addCalendarDays(unpaid.date, 42)]);
    const mail = await waitForMail(unpaid.performer.email, /^Commission overdue: /);
    expect(mail.text).toContain('gross $220.00');
    expect(mail.text).toContain('record its date on your commissions page');
  }, 60_000); // three vouchers, a payment and four runs of the stack-wide reminder job
});
