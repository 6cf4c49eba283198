/**
 * Check-in codes (issue 22): the performer fetches their own code for a date they are booked on;
 * the set screen scans it and checks that performer in through the same path as a check-in by name.
 */
import {
  agencyToday,
  type CheckInAnswer,
  type CheckInCodeQuery,
  type CheckInCodeView,
  type ParticipantRecord,
  type ScanCheckInBody,
} from '@scenecall/shared';
import { ApiError } from '../../http/api-error';
import type { Caller } from '../../http/caller';
import { firstBookedDatesOf } from '../bookings';
import type { DayTarget } from '../projects';
import { checkInCodeOf, verifyCheckInCode } from './check-in-codes';
import { recordVoucherEvent } from './workday.service';

/** The date a code is for when none is asked: today when the day works today, else the next date, else the last. */
function codeDate(dates: readonly string[], now: Date): string {
  const today = agencyToday(now);
  return dates.find((date) => date >= today) ?? dates.at(-1) ?? today;
}

/** `booking`: the caller's own booked participant (the route's policy found it). */
export function readCheckInCode(
  booking: ParticipantRecord,
  query: CheckInCodeQuery,
  now = new Date(),
): CheckInCodeView {
  const date = query.date ?? codeDate(booking.dates, now);
  if (!booking.dates.includes(date))
    throw new ApiError('validation-failed', 'You do not work on that date', [
      { field: 'date', message: 'is not a date of this booking' },
    ]);
  return {
    dayId: booking.dayId,
    date,
    code: checkInCodeOf({ dayId: booking.dayId, performerId: booking.performerId, date }),
  };
}

const refused = (message: string) => new ApiError('validation-failed', message, [{ field: 'code', message }]);

/**
 * A scanned code checks its performer in at `time` on the date it names, which must be the one on
 * screen. The answer tells the crew when that date is the performer's first booked day.
 */
export async function checkInByCode(caller: Caller, target: DayTarget, body: ScanCheckInBody): Promise<CheckInAnswer> {
  const claim = verifyCheckInCode(body.code);
  if (!claim) throw refused('This check-in code is not valid');
  if (claim.dayId !== target.day.id) throw refused('This check-in code is for another production day');
  if (claim.date !== body.date) throw refused('This check-in code is for another date of this day');
  const voucher = await recordVoucherEvent(caller, target, claim.performerId, {
    date: claim.date,
    eventId: body.eventId,
    ...(body.recordedAt ? { recordedAt: body.recordedAt } : {}),
    event: { kind: 'check-in', time: body.time },
  });
  const firstDates = await firstBookedDatesOf([claim.performerId]);
  return { performerId: claim.performerId, voucher, firstDay: firstDates.get(claim.performerId) === claim.date };
}
