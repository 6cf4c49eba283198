/**
 * Which date of a production day is on set now (issue 37, item 4; docs/decisions/set-screen-today.md).
 * A work date is on set from its midnight until 06:00 the next morning, Toronto time, so a night
 * shoot's meals and wrap after midnight still count for the date it began. Check-ins, meals and
 * wraps are recorded only for a date on set when they were recorded; a correction or a signature
 * only for a date that has begun. The server judges a change queued on a set device by the time
 * the device recorded it, never later than the server's own clock.
 */
import type { VoucherRecord } from './voucher-state';
import { addCalendarDays, agencyDateOf, agencyInstant, formatDateForPeople, formatTimeOfDay } from './dates';

/** Until this Toronto time the next morning a date stays on set (a night shoot's wrap). */
export const SET_DATE_ENDS_NEXT_MORNING_AT = '06:00';

/** The dates on set at `at`: today's in Toronto, and yesterday's before 06:00. */
export function datesOnSetAt(at: Date): string[] {
  const today = agencyDateOf(at);
  const nightGoesOn = at.getTime() < agencyInstant(today, SET_DATE_ENDS_NEXT_MORNING_AT).getTime();
  return nightGoesOn ? [addCalendarDays(today, -1), today] : [today];
}

export const isOnSetAt = (date: string, at: Date): boolean => datesOnSetAt(at).includes(date);

/** The dates someone is still on set for (checked in, not wrapped): yesterday's night shoot goes on. */
export const datesStillOnSet = (vouchers: readonly Pick<VoucherRecord, 'date' | 'status' | 'in'>[]): string[] => [
  ...new Set(vouchers.filter((voucher) => voucher.status === 'open' && voucher.in !== null).map((v) => v.date)),
];

/**
 * The work date on set at `now`, or null when none is (not on set today). Before 06:00 with both
 * yesterday and today work dates, today's, unless someone is still on set for yesterday's.
 */
export function setDateAt(workDates: readonly string[], now: Date, stillOnSet: readonly string[] = []): string | null {
  const open = datesOnSetAt(now).filter((date) => workDates.includes(date));
  if (open.length === 2 && stillOnSet.includes(open[0]!)) return open[0]!;
  return open.at(-1) ?? null;
}

/** The date a set screen shows: the one on set now, else the next to come, else the last. */
export function shownSetDate(workDates: readonly string[], now: Date, stillOnSet: readonly string[] = []): string {
  const sorted = [...workDates].sort();
  const today = agencyDateOf(now);
  return setDateAt(sorted, now, stillOnSet) ?? sorted.find((date) => date > today) ?? sorted.at(-1) ?? today;
}

/** A change's judged time: when the device recorded it (a queued change), never later than `now`. */
export function judgedTimeOf(recordedAt: string | undefined, now: Date): Date {
  const recorded = recordedAt === undefined ? Number.NaN : Date.parse(recordedAt);
  return Number.isNaN(recorded) || recorded > now.getTime() ? now : new Date(recorded);
}

const WINDOW_TEXT = `until ${formatTimeOfDay(SET_DATE_ENDS_NEXT_MORNING_AT)} the next morning, Toronto time`;

/** Why a check-in, meal or wrap recorded at `at` cannot be for `date`, or null when it can. */
export function onSetRefusal(date: string, at: Date): string | null {
  if (isOnSetAt(date, at)) return null;
  const when = date > agencyDateOf(at) ? 'has not started' : 'is over';
  return `${formatDateForPeople(date)} ${when}: check-ins, meals and wraps are recorded on the date itself (${WINDOW_TEXT})`;
}

/** Why a correction or a signature at `at` cannot be for `date` (a date not begun yet), or null. */
export function begunRefusal(date: string, at: Date, what: string): string | null {
  if (date <= agencyDateOf(at)) return null;
  return `${formatDateForPeople(date)} has not started: ${what} once the date has begun`;
}
