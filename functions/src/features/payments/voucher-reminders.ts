/**
 * Signed vouchers whose commission is still unpaid once the 2-week limit has passed: one reminder
 * per voucher, ever (the dedupe key), by e-mail, text or both as the performer chose for reminders;
 * a text sent alone carries the e-mail as its fallback. Runs with the commission reminders.
 */
import { createHash } from 'node:crypto';
import { addCalendarDays, agencyToday, LATE_COMMISSION_DAYS, messageChannelsFor } from '@scenecall/shared';
import { enqueueMail, enqueueText } from '../mail';
import { findUsers } from '../users';
import { signedVouchersBetween } from '../workday';
import { listCommissionsOf } from './payments.repository';
import { paidVoucherIds } from './voucher-commissions';
import { voucherReminderTemplate, voucherReminderText } from './voucher-reminder.mail';

/** How far back overdue vouchers are looked for: a reminder is sent once, within this many days. */
const LOOKBACK_DAYS = 60;

export async function sendVoucherCommissionReminders(now: Date): Promise<{ queued: number }> {
  const today = agencyToday(now);
  const overdue = await signedVouchersBetween(
    addCalendarDays(today, -LOOKBACK_DAYS),
    addCalendarDays(today, -LATE_COMMISSION_DAYS - 1),
  );
  const unpaid = overdue.filter((voucher) => !voucher.commissionPaid);
  const performers = [...new Set(unpaid.map((voucher) => voucher.performerId))];
  const [users, paid] = await Promise.all([
    findUsers(performers),
    Promise.all(performers.map(async (uid) => [uid, paidVoucherIds(await listCommissionsOf(uid))] as const)),
  ]);
  const paidOf = new Map(paid);
  let queued = 0;
  for (const voucher of unpaid.filter((candidate) => !paidOf.get(candidate.performerId)?.has(candidate.id))) {
    const key = createHash('sha256').update(voucher.id).digest('hex').slice(0, 40);
    const data = {
      voucherId: voucher.id,
      dayName: voucher.dayName,
      date: voucher.date,
      grossCents: voucher.pay?.grossCents ?? 0,
    };
    const to = { uid: voucher.performerId };
    const channels = messageChannelsFor(users.get(voucher.performerId)?.texts, 'reminders');
    const email = { template: voucherReminderTemplate, data, to, dedupeKey: `voucher-reminder-${key}` };
    const sent = await Promise.all([
      channels.includes('email') ? enqueueMail(email) : undefined,
      channels.includes('sms')
        ? enqueueText({
            template: voucherReminderText,
            data,
            to,
            dedupeKey: `voucher-reminder-text-${key}`,
            fallback: channels.includes('email') ? undefined : email,
          })
        : undefined,
    ]);
    if (sent.some((result) => result?.created)) queued += 1;
  }
  return { queued };
}
