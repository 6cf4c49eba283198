/** When performers must answer an availability check by, unless casting chooses otherwise. */
import { addCalendarDays, agencyInstant } from './dates';

/** An hour at least between asking and the deadline. */
const LEAST_NOTICE_MS = 3_600_000;

/**
 * The proposed deadline, a Toronto date and time: 18:00 the day before the first date, else 18:00
 * on a later date of the day, at least an hour away; else 23:00 on the last date.
 */
export function defaultAvailabilityDeadline(
  dates: readonly string[],
  now: Date = new Date(),
): { date: string; time: string } {
  const sorted = [...dates].sort();
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) throw new Error('A production day has at least one date');
  const soon = now.getTime() + LEAST_NOTICE_MS;
  const date = [addCalendarDays(first, -1), ...sorted].find(
    (candidate) => agencyInstant(candidate, '18:00').getTime() > soon,
  );
  return date ? { date, time: '18:00' } : { date: last, time: '23:00' };
}
