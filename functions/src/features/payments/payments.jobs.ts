/**
 * The commission reminders (daily 10:00): worked days whose commission is due within 4 days (the
 * bookings feature's reminders, given the recorded pay dates), and signed vouchers whose commission
 * is still unpaid after it was due (`commission-due.ts`).
 */
import { defineJob } from '../../scheduling/scheduled-job';
import { sendCommissionReminders } from '../bookings';
import { sendVoucherCommissionReminders } from './voucher-reminders';
import { payDatesOf } from './pay-arrivals.commission';

export async function sendAllCommissionReminders(now: Date) {
  const days = await sendCommissionReminders(now, payDatesOf);
  const vouchers = await sendVoucherCommissionReminders(now);
  return { queued: days.queued, vouchersQueued: vouchers.queued };
}

export const commissionRemindersJob = defineJob({
  name: 'commission-reminders',
  schedule: '0 10 * * *',
  run: sendAllCommissionReminders,
});
