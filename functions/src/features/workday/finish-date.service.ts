/**
 * "Finish the day" on the set screen: the date is over, and every booked performer who never
 * checked in on it becomes a no-show for that date through the booking loop (`runBooking`, the
 * shared participant state machine: its no-show penalty applies; an Admin may waive it from the
 * day's participants). On a several-date day the booking stays booked for the other dates until
 * every one of them is a no-show. Those who checked in are left as they are: their vouchers carry
 * the day.
 */
import { agencyToday, isNoShowOn, type FinishDayAnswer, type FinishDayBody } from '@scenecall/shared';
import { ApiError } from '../../http/api-error';
import type { Caller } from '../../http/caller';
import { logEvent } from '../../http/logger';
import { BookingWork, contextOf, runBooking } from '../bookings';
import { type DayTarget } from '../projects';
import { listVouchersOfDay } from './vouchers.repository';

export async function finishDate(
  caller: Caller,
  { day }: DayTarget,
  body: FinishDayBody,
  now = new Date(),
): Promise<FinishDayAnswer> {
  if (!day.record.dates.includes(body.date))
    throw new ApiError('validation-failed', 'This day does not work on that date');
  if (agencyToday(now) < body.date) throw new ApiError('conflict', 'Finish the day on or after its date');
  const vouchers = await listVouchersOfDay(day.id);
  const present = new Set(
    vouchers
      .filter((voucher) => voucher.date === body.date && voucher.in !== null)
      .map((voucher) => voucher.performerId),
  );
  const answer = await runBooking(async (reads, at) => {
    const work = new BookingWork(reads, contextOf(caller, at));
    const result: FinishDayAnswer = { noShows: [], skipped: [] };
    const absent = (await work.participantsOf(day.id)).filter(
      (record) =>
        record.status === 'booked' &&
        record.dates.includes(body.date) &&
        !isNoShowOn(record, body.date) &&
        !present.has(record.performerId),
    );
    for (const record of absent) {
      if (work.full) {
        result.skipped.push({ performerId: record.performerId, reason: 'Too many at once: finish the day again' });
        continue;
      }
      const transition = work.apply(record, { kind: 'mark-no-show', date: body.date });
      if (transition.ok) result.noShows.push(record.performerId);
      else result.skipped.push({ performerId: record.performerId, reason: transition.reason });
    }
    return work.plan(result);
  });
  logEvent('workday.date_finished', { dayId: day.id, noShows: answer.noShows.length });
  return answer;
}
