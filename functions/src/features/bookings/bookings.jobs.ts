/**
 * The booking loop's scheduled work (`booking-deadlines`, every 5 minutes): requests not answered
 * by their deadline expire (the performer is told), offered slots not taken go to the next on
 * standby, and days booked automatically are confirmed at their availability deadline.
 */
import { callStartsAt } from '@scenecall/shared';
import { defineJob } from '../../scheduling/scheduled-job';
import { BookingWork } from './booking-work';
import { findDaysPastDeadline, findWaitingPastDeadline, runBooking } from './bookings.repository';
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
