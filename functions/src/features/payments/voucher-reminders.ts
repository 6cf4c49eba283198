/**
 * Signed vouchers whose commission is still unpaid once it was due (14 days after the pay arrived,
 * or after the latest expected pay date: `commissionDueOf`): one reminder per voucher and due date
 * (the dedupe key), by e-mail, text or both as the performer chose for reminders; a text sent alone
 * carries the e-mail as its fallback. Runs with the commission reminders.
 */
import { createHash } from 'node:crypto';
import {
  addCalendarDays,
  agencyToday,
  commissionDueOf,
  DEFAULT_COMMISSION_DUE_SETTINGS,
  recipientChannelsFor,
} from '@scenecall/shared';
import { enqueueMail, enqueueText } from '../mail';
import { findUsers } from '../users';
import { signedVouchersBetween } from '../workday';
import { listCommissionsOf } from './payments.repository';
import { paidVoucherIds } from './voucher-commissions';
import { payDatesOf } from './pay-arrivals.commission';
import { voucherReminderTemplate, voucherReminderText } from './voucher-reminder.mail';

/** How far back overdue vouchers are looked for: a reminder is sent once, within this many days. */
const LOOKBACK_DAYS = 90;

export async function sendVoucherCommissionReminders(now: Date): Promise<{ queued: number }> {
  const today = agencyToday(now);
  const overdue = await signedVouchersBetween(
    addCalendarDays(today, -LOOKBACK_DAYS),
    // The earliest a commission can be overdue: pay arrived on the work date, 14 days before.
    addCalendarDays(today, -DEFAULT_COMMISSION_DUE_SETTINGS.dueAfterPayDays - 1),
  );
  const unpaid = overdue.filter((voucher) => !voucher.commissionPaid);
  const performers = [...new Set(unpaid.map((voucher) => voucher.performerId))];
  const [users, paid, payDates] = await Promise.all([
    findUsers(performers),
    Promise.all(performers.map(async (uid) => [uid, paidVoucherIds(await listCommissionsOf(uid))] as const)),
    payDatesOf(performers),
  ]);
  const paidOf = new Map(paid);
  const overdueNow = unpaid.flatMap((voucher) => {
    if (paidOf.get(voucher.performerId)?.has(voucher.id)) return [];
    const payArrivedOn = payDates.get(voucher.performerId)?.get(voucher.date) ?? null;
    const due = commissionDueOf({ workDate: voucher.date, payArrivedOn });
    return due.dueOn < today ? [{ voucher, due }] : [];
  });
  let queued = 0;
  for (const { voucher, due } of overdueNow) {
    const key = createHash('sha256').update(`${voucher.id}\n${due.dueOn}`).digest('hex').slice(0, 40);
    const data = {
      voucherId: voucher.id,
      dayName: voucher.dayName,
      date: voucher.date,
      grossCents: voucher.pay?.grossCents ?? 0,
      dueOn: due.dueOn,
      payRecorded: due.basis === 'pay-arrived',
    };
    const to = { uid: voucher.performerId };
    const channels = recipientChannelsFor(users.get(voucher.performerId) ?? {}, 'reminders', today);
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
