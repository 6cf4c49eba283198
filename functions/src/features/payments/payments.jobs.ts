/**
 * The commission reminders (daily 10:00): worked days whose commission is due soon (the bookings
 * feature's rule), and signed vouchers whose commission is still unpaid after the 2-week limit.
 */
import { defineJob } from '../../scheduling/scheduled-job';
import { sendCommissionReminders } from '../bookings';
import { sendVoucherCommissionReminders } from './voucher-reminders';

export async function sendAllCommissionReminders(now: Date) {
  const days = await sendCommissionReminders(now);
  const vouchers = await sendVoucherCommissionReminders(now);
  return { queued: days.queued, vouchersQueued: vouchers.queued };
}

export const commissionRemindersJob = defineJob({
  name: 'commission-reminders',
  schedule: '0 10 * * *',
  run: sendAllCommissionReminders,
});
