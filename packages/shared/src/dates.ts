/**
 * Business dates. The agency works in Toronto: every "day" of the business (work dates, payment
 * dates, production days, deadlines) is a Toronto calendar date written `YYYY-MM-DD`. Conversions
 * go through date-fns and @date-fns/tz, never hand-written offsets.
 */
import { TZDate } from '@date-fns/tz';
import { ADULT_AGE } from './constants';
// One module per function, never the package's index (eslint.config.js says why).
import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';

export const AGENCY_TIME_ZONE = 'America/Toronto';
export const CALENDAR_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!CALENDAR_DATE_PATTERN.test(value)) return false;
  const parsed = parseCalendarDate(value);
  return isValid(parsed) && format(parsed, 'yyyy-MM-dd') === value;
}

/** The Toronto calendar date of an instant. */
export function agencyDateOf(instant: Date | string | number): string {
  return format(new TZDate(new Date(instant).getTime(), AGENCY_TIME_ZONE), 'yyyy-MM-dd');
}

/** The Toronto wall-clock time of an instant, to the minute ('HH:mm', 24-hour): what the set screen records. */
export function agencyTimeOf(instant: Date | string | number): string {
  const parts = agencyClockFormat().formatToParts(new Date(instant));
  const part = (type: 'hour' | 'minute') => parts.find((candidate) => candidate.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

let agencyClock: Intl.DateTimeFormat | undefined;

/**
 * Built on first use, not when the module loads: the first Intl formatter a page builds loads the
 * locale and time zone data (35 ms in Chromium on this machine), and every signed-in page loads this
 * module on the way to its first paint.
 */
const agencyClockFormat = (): Intl.DateTimeFormat =>
  (agencyClock ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: AGENCY_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

/** Today's calendar date in Toronto. */
export function agencyToday(now: Date = new Date()): string {
  return agencyDateOf(now);
}

/** The instant a Toronto wall-clock time happens (`2026-12-03`, `06:30` -> Date), DST included. */
export function agencyInstant(date: string, time = '00:00'): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, day, hours, minutes, AGENCY_TIME_ZONE).getTime());
}

/** Calendar days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(parseCalendarDate(to), parseCalendarDate(from));
}

/** The calendar date `days` after (or before) `date`. */
export function addCalendarDays(date: string, days: number): string {
  return format(addDays(parseCalendarDate(date), days), 'yyyy-MM-dd');
}

/** Local midnight of a YYYY-MM-DD date (parseISO reads a date alone as local time), else Invalid Date. */
function parseCalendarDate(date: string): Date {
  return CALENDAR_DATE_PATTERN.test(date) ? parseISO(date) : new Date(Number.NaN);
}

/**
 * A calendar date as the local-time `Date` of that day, for date-picker widgets that think in the
 * device's calendar. Only a bridge: the day it names is the business date, whatever the device zone.
 */
export function calendarDateToLocalDate(date: string): Date {
  return parseCalendarDate(date);
}

/** The calendar date (YYYY-MM-DD) a date-picker's local-time `Date` stands for. */
export function localDateToCalendarDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** How people read a date everywhere in the app and in e-mails: 'Thu, Nov 19, 2026'. */
export function formatDateForPeople(date: string): string {
  if (!isCalendarDate(date)) return date;
  return format(parseCalendarDate(date), 'EEE, MMM d, yyyy');
}

/** A date in full words, for what screen readers say: 'Thursday, November 19, 2026'. */
export function formatDateInFull(date: string): string {
  if (!isCalendarDate(date)) return date;
  return format(parseCalendarDate(date), 'EEEE, MMMM d, yyyy');
}

/** Short month-day text of the project pages: 'Dec 3'. */
export function formatMonthDay(date: string): string {
  if (!isCalendarDate(date)) return date;
  return format(parseCalendarDate(date), 'MMM d');
}

/**
 * Times as people read them, everywhere (app, e-mail, PDF, calendar): 12-hour with AM/PM, and the
 * zone named wherever a deadline or a call time is shown to a person (`{ zone: true }`).
 */
export const AGENCY_ZONE_NAME = 'Toronto time';

export interface TimeFormatOptions {
  /** Append ' Toronto time'. */
  zone?: boolean;
}

const withZone = (text: string, options?: TimeFormatOptions) => (options?.zone ? `${text} ${AGENCY_ZONE_NAME}` : text);

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A Toronto wall-clock time `HH:mm` as people read it: '18:00' -> '6:00 PM' (other text as is). */
export function formatTimeOfDay(time: string, options?: TimeFormatOptions): string {
  const match = TIME_OF_DAY.exec(time);
  if (!match) return time;
  return withZone(format(new Date(2000, 0, 1, Number(match[1]), Number(match[2])), 'h:mm a'), options);
}

/** An instant as people read it in Toronto: 'Thu, Nov 19, 2026, 9:30 PM'. */
export function formatAgencyDateTime(instant: Date | string | number, options?: TimeFormatOptions): string {
  const text = format(new TZDate(new Date(instant).getTime(), AGENCY_TIME_ZONE), 'EEE, MMM d, yyyy, h:mm a');
  return withZone(text, options);
}

/** A Toronto date and wall-clock time: ('2026-11-19', '18:00') -> 'Thu, Nov 19, 2026, 6:00 PM'. */
export function formatDateAndTimeOfDay(date: string, time: string, options?: TimeFormatOptions): string {
  return `${formatDateForPeople(date)}, ${formatTimeOfDay(time, options)}`;
}

/** Age in whole years on a Toronto calendar date (0 for a missing or invalid date of birth). */
export function ageOn(dateOfBirth: string | null | undefined, onDate: string): number {
  if (!dateOfBirth || !isCalendarDate(dateOfBirth.slice(0, 10))) return 0;
  const [by, bm, bd] = dateOfBirth.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = onDate.split('-').map(Number) as [number, number, number];
  const age = ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
  return Math.max(age, 0);
}

/** Age in whole years on `today`'s Toronto date; a missing or invalid date gives 0. */
export function ageFromDateOfBirth(dateOfBirth: string | null | undefined, today = new Date()): number {
  return ageOn(dateOfBirth, agencyDateOf(today));
}

export function isMinor(dateOfBirth: string | null | undefined, today = new Date()): boolean {
  return ageFromDateOfBirth(dateOfBirth, today) < ADULT_AGE;
}

/** The Toronto month (YYYY-MM) of an instant. */
export const agencyMonthOf = (instant: Date | string | number): string => agencyDateOf(instant).slice(0, 7);

/** The first instant of a Toronto month ('2026-11') and the first instant of the next one. */
export function agencyMonthBounds(month: string): { from: Date; to: Date } {
  const first = `${month}-01`;
  const next = format(addMonths(parseCalendarDate(first), 1), 'yyyy-MM-dd');
  return { from: agencyInstant(first), to: agencyInstant(next) };
}

/** A month as people read it: '2026-11' -> 'November 2026'. */
export function formatMonthForPeople(month: string): string {
  const first = `${month}-01`;
  if (!isCalendarDate(first)) return month;
  return format(parseCalendarDate(first), 'MMMM yyyy');
}

/** A date in a text message, short: 'Tue Dec 2'. */
export function formatDateForTexts(date: string): string {
  if (!isCalendarDate(date)) return date;
  return format(parseCalendarDate(date), 'EEE MMM d');
}

/**
 * An instant in a text message, short: 'Mon 6:00 PM' within the coming 6 days of `now`, else
 * 'Mon Dec 14, 6:00 PM' (a weekday alone would be ambiguous).
 */
export function formatAgencyTimeForTexts(
  instant: Date | string | number,
  options?: TimeFormatOptions & { now?: Date },
): string {
  const at = new Date(instant).getTime();
  const now = (options?.now ?? new Date()).getTime();
  const soon = at >= now - 86_400_000 && at - now < 6 * 86_400_000;
  const text = format(new TZDate(at, AGENCY_TIME_ZONE), soon ? 'EEE h:mm a' : 'EEE MMM d, h:mm a');
  return withZone(text, options);
}
