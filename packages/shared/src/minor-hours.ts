/**
 * A minor's hours kept (issue 39, item 4): 12 hours' rest between working days, and the time left of
 * the day's limit on set (`minors.ts` gives the limit of the age band on a Toronto date).
 *
 * - A day's end is its wrap when recorded (a wrap earlier than the call is the next morning); a day
 *   not wrapped yet is taken to run to its limit (call plus the band's hours), the latest it may end.
 * - The time left counts from check-in, meals included (the guides count hours on set).
 */
import {
  addCalendarDays,
  agencyDateOf,
  agencyInstant,
  agencyTimeOf,
  formatDateForPeople,
  formatTimeOfDay,
} from './dates';
import { MINOR_REST_HOURS, minorHourLimit } from './minors';

/** The set screen warns this many minutes before a minor's limit. */
export const MINOR_WARNING_MINUTES = 30;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A working day of a performer as the rest rule sees it: its Toronto date, call and, once wrapped, wrap ('HH:mm'). */
export interface WorkDayTimes {
  date: string;
  call: string;
  wrap: string | null;
}

export interface RestClash {
  /** The earlier day: its date, its end and whether that end is a recorded wrap. */
  previous: { date: string; end: Date; wrapped: boolean };
  next: { date: string; call: string };
  restMinutes: number;
}

/** An instant of a date's wall-clock time, or of the next morning's when it is earlier than `after` (a wrap past midnight). */
function instantAfter(date: string, time: string, after: string): Date {
  return agencyInstant(time < after ? addCalendarDays(date, 1) : date, time);
}

/** When a working day ends: its wrap, else its call plus `maxHours`. */
export function workEndOf(day: WorkDayTimes, maxHours: number): Date {
  if (day.wrap !== null) return instantAfter(day.date, day.wrap, day.call);
  return new Date(agencyInstant(day.date, day.call).getTime() + maxHours * HOUR);
}

/** The rest between the end of `previous` and the call of `next`, when shorter than 12 hours. */
export function restClashBetween(previous: WorkDayTimes, next: WorkDayTimes, maxHours: number): RestClash | null {
  const end = workEndOf(previous, maxHours);
  const restMinutes = Math.floor((agencyInstant(next.date, next.call).getTime() - end.getTime()) / MINUTE);
  if (restMinutes >= MINOR_REST_HOURS * 60) return null;
  return {
    previous: { date: previous.date, end, wrapped: previous.wrap !== null },
    next: { date: next.date, call: next.call },
    restMinutes,
  };
}

/**
 * The first clash of a minor's day (its dates, one call time) with their other working days, or
 * null (an adult, an unknown date of birth, enough rest). Each pair is judged by the limit of the
 * earlier date's age band.
 */
export function firstRestClash(
  dateOfBirth: string | null | undefined,
  day: { dates: readonly string[]; call: string },
  others: readonly WorkDayTimes[],
): RestClash | null {
  for (const date of day.dates) {
    const own: WorkDayTimes = { date, call: day.call, wrap: null };
    for (const other of others) {
      if (other.date === date) continue;
      const [previous, next] = other.date < date ? [other, own] : [own, other];
      const limit = minorHourLimit(dateOfBirth, previous.date) ?? minorHourLimit(dateOfBirth, next.date);
      if (!limit) continue;
      const clash = restClashBetween(previous, next, limit.maxHours);
      if (clash) return clash;
    }
  }
  return null;
}

/** '11 h', '11 h 30 min', '-1 h' (an overlap). */
export function formatHoursAndMinutes(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const whole = Math.abs(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${sign}${rest} min`;
  return rest === 0 ? `${sign}${hours} h` : `${sign}${hours} h ${rest} min`;
}

/**
 * The refusal's words: 'Only 11 h of rest between the wrap on Thu, Dec 3, 2026 at 5:00 PM and the
 * call on Fri, Dec 4, 2026 at 4:00 AM: a minor needs 12 h between working days'.
 */
export function describeRestClash(clash: RestClash): string {
  const end = clash.previous.wrapped ? 'the wrap' : 'the end of the day’s limit (not wrapped yet)';
  const rest = clash.restMinutes < 0 ? 'No rest' : `Only ${formatHoursAndMinutes(clash.restMinutes)} of rest`;
  return (
    `${rest} between ${end} on ${formatDateForPeople(agencyDateOf(clash.previous.end))} at ${formatTimeOfDay(agencyTimeOf(clash.previous.end))}` +
    ` and the call on ${formatDateForPeople(clash.next.date)} at ${formatTimeOfDay(clash.next.call)}:` +
    ` a minor needs ${MINOR_REST_HOURS} h between working days`
  );
}

export type MinorHoursState = 'within' | 'warning' | 'reached';

export interface MinorTimeLeft {
  /** Whole minutes left (0 or less: the limit is reached). */
  minutesLeft: number;
  state: MinorHoursState;
  /** When the limit is reached. */
  limitAt: Date;
}

/** A minor's time left on set: checked in at `checkIn` ('HH:mm' of `date`), `maxHours` at most. */
export function minorTimeLeft(date: string, checkIn: string, maxHours: number, now: Date): MinorTimeLeft {
  const limitAt = new Date(agencyInstant(date, checkIn).getTime() + maxHours * HOUR);
  const minutesLeft = Math.ceil((limitAt.getTime() - now.getTime()) / MINUTE);
  const state = minutesLeft <= 0 ? 'reached' : minutesLeft <= MINOR_WARNING_MINUTES ? 'warning' : 'within';
  return { minutesLeft, state, limitAt };
}

/** A wrap ('HH:mm', the next morning when earlier than the check-in) past a check-in plus `maxHours`. */
export function isWrapPastLimit(date: string, checkIn: string, wrap: string, maxHours: number): boolean {
  const end = instantAfter(date, wrap, checkIn);
  return end.getTime() - agencyInstant(date, checkIn).getTime() > maxHours * HOUR;
}
