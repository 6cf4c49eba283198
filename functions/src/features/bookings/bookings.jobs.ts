/**
 * The booking loop's scheduled work (`booking-deadlines`, every 5 minutes): requests not answered
 * by their deadline expire (the performer is told), offered slots not taken go to the next on
 * standby, and days booked automatically are confirmed at their availability deadline.
 */
import { createHash } from 'node:crypto';
import { agencyToday, callStartsAt, messageChannelsFor } from '@scenecall/shared';
import { enqueueMail, enqueueText } from '../mail';
import { findUsers } from '../users';
import { commissionReminderTemplate } from './mail/commission-reminder.mail';
import { commissionReminderText } from './texts/commission-reminder.text';
import { defineJob } from '../../scheduling/scheduled-job';
import { BookingWork } from './booking-work';
import { findDaysPastDeadline, findWaitingPastDeadline, findWorkedUnpaid } from './booking-finders.repository';
import { runBooking } from './booking-plan.repository';
import { daysWithChanges } from './role-count-changes.repository';
import { foldRoleCountChanges } from './role-count-folding.repository';
import { reminderDue, type PayDates } from './worked-days.service';
import { confirmStep } from './casting-bookings.service';

const BATCH = 200;

async function expireWaiting(now: Date): Promise<number> {
  let expired = 0;
  for (const waiting of await findWaitingPastDeadline(now, BATCH)) {
    expired += await runBooking(
      async (reads) => {
        const work = new BookingWork(reads, { by: 'system', byUid: null, now });
        const record = await work.participant(waiting.dayId, waiting.performerId);
        if (!record) return work.plan(0);
        const transition = work.apply(record, { kind: 'expire' });
        if (!transition.ok) return work.plan(0);
        work.tell(record, transition.record.status === 'expired' ? 'expired' : 'released');
        if (record.status === 'offered') await work.offerFreedSlot(record.dayId, record.roleId, callStartsAt(record));
        return work.plan(1);
      },
      () => now,
    );
  }
  return expired;
}

async function confirmAutomaticDays(now: Date): Promise<number> {
  let confirmed = 0;
  for (const day of await findDaysPastDeadline(now, BATCH)) {
    if (day.record.bookingMode !== 'automatic') continue;
    const answer = await runBooking(
      (reads) => confirmStep(new BookingWork(reads, { by: 'system', byUid: null, now }), day.id, { others: 'standby' }),
      () => now,
    );
    confirmed += answer.changed;
  }
  return confirmed;
}

export async function runBookingDeadlines(now: Date) {
  const expired = await expireWaiting(now);
  const autoBooked = await confirmAutomaticDays(now);
  return { expired, autoBooked };
}

export const bookingDeadlinesJob = defineJob({
  name: 'booking-deadlines',
  schedule: 'every 5 minutes',
  run: runBookingDeadlines,
});

const CHANGES_SCANNED = 2000;

/**
 * Role counts left as pending changes (an answer's, see projects' `role-count-changes.repository.ts`)
 * that no fold has put on their day yet, e.g. because the instance that took the answer stopped.
 */
export async function foldLeftOverRoleCounts() {
  let folded = 0;
  for (const dayId of await daysWithChanges(CHANGES_SCANNED)) folded += await foldRoleCountChanges(dayId);
  return { folded };
}

export const roleCountsJob = defineJob({
  name: 'role-counts',
  schedule: 'every 1 minutes',
  run: foldLeftOverRoleCounts,
});

const REMINDERS_SCANNED = 2000;

/**
 * Run by the `commission-reminders` job (payments.jobs.ts, with the reminders of signed vouchers).
 * One reminder per worked day and performer, ever (the dedupe keys), before the 2-week commission
 * limit: by e-mail, text or both, as the performer chose for reminders; a text sent alone carries
 * the e-mail as its fallback, since the reminder spares them a penalty.
 */
/** The recorded pay dates of performers, by uid then work date (the payments feature answers; none by default). */
export type PayDatesOf = (performerIds: readonly string[]) => Promise<ReadonlyMap<string, PayDates>>;

const noPayDates: PayDatesOf = async () => new Map();

export async function sendCommissionReminders(now: Date, payDatesOf: PayDatesOf = noPayDates) {
  const today = agencyToday(now);
  const unpaid = await findWorkedUnpaid(REMINDERS_SCANNED);
  const payDates = await payDatesOf([...new Set(unpaid.map((record) => record.performerId))]);
  const due = unpaid.flatMap((record) => {
    const dueOn = reminderDue(record, today, payDates.get(record.performerId));
    return dueOn ? [{ record, due: dueOn }] : [];
  });
  const users = await findUsers(due.map(({ record }) => record.performerId));
  let queued = 0;
  for (const {
    record,
    due: { dueOn, basis },
  } of due) {
    // A new due date (the pay arrival recorded since) is worth a new reminder: it is part of the key.
    const key = createHash('sha256')
      .update(`${record.dayId}\n${record.performerId}\n${dueOn}`)
      .digest('hex')
      .slice(0, 40);
    const data = { dayId: record.dayId, performerId: record.performerId, dueOn, payRecorded: basis === 'pay-arrived' };
    const channels = messageChannelsFor(users.get(record.performerId)?.texts, 'reminders');
    // Queued for delivery now, whatever `now` the run was given.
    const email = {
      template: commissionReminderTemplate,
      data,
      to: { uid: record.performerId },
      dedupeKey: `commission-reminder-${key}`,
    };
    const sent = await Promise.all([
      channels.includes('email') ? enqueueMail(email) : undefined,
      channels.includes('sms')
        ? enqueueText({
            template: commissionReminderText,
            data,
            to: { uid: record.performerId },
            dedupeKey: `commission-reminder-text-${key}`,
            fallback: channels.includes('email') ? undefined : email,
          })
        : undefined,
    ]);
    if (sent.some((result) => result?.created)) queued += 1;
  }
  return { queued };
}
