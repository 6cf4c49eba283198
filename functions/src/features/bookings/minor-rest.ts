/**
 * A minor's 12 hours' rest between working days (issue 39, item 4), judged when the booking loop
 * would book them (Confirm Performers, a freed slot offered, an offer taken) and when a call time is
 * sent. The rule is the shared `firstRestClash`; this reads what it needs: the performer's date of
 * birth, their other booked or worked days on the dates around, those days' call times and wraps.
 *
 * The day's call is the performer's own call time (final, else draft), else the earliest sent to
 * anyone on the day; a day with no call time yet cannot clash (its call time, when sent, is judged).
 * A neighbouring day without a call time is left out for the same reason.
 */
import {
  addCalendarDays,
  describeRestClash,
  firstRestClash,
  minorHourLimit,
  type ParticipantRecord,
  type PerformerProfile,
  type WorkDayTimes,
} from '@scenecall/shared';
import { listParticipationsOf } from './booking-finders.repository';
import type { BookingReads } from './booking-reads.repository';

/** Wraps recorded on set ('HH:mm') by `${dayId}_${date}`: the workday feature's, handed in by the composition root. */
export type WrapTimesReader = (
  performerId: string,
  days: readonly { dayId: string; date: string }[],
) => Promise<Map<string, string>>;

let readWraps: WrapTimesReader = () => Promise.resolve(new Map());

/** The composition root names where wraps are read (the workday's vouchers). */
export function readWrapTimesWith(reader: WrapTimesReader): void {
  readWraps = reader;
}

const WORKING: readonly ParticipantRecord['status'][] = ['booked', 'worked'];
const callOf = (record: ParticipantRecord) => record.finalCallTime?.time ?? record.draftCallTime?.time ?? null;

/** The earliest call time sent on the day (the day's call for someone who has none yet). */
export function earliestCallOf(onDay: readonly ParticipantRecord[]): string | null {
  const calls = onDay.map(callOf).filter((call): call is string => call !== null);
  return calls.length > 0 ? calls.sort()[0]! : null;
}

/**
 * Why booking `record` (or sending it `call`) would leave a minor less than 12 hours' rest, or null.
 * `onDay`: the day's participants, read only for a minor without a call time of their own.
 */
export async function minorRestClash(
  reads: BookingReads,
  record: ParticipantRecord,
  onDay: () => Promise<ParticipantRecord[]>,
  call?: string,
): Promise<string | null> {
  const user = await reads.user(record.performerId);
  const dateOfBirth = (user?.profile as Partial<PerformerProfile> | null | undefined)?.dateOfBirth ?? null;
  if (!record.dates.some((date) => minorHourLimit(dateOfBirth, date))) return null;
  const dayCall = call ?? callOf(record) ?? earliestCallOf(await onDay());
  if (!dayCall) return null;
  const around = new Set(record.dates.flatMap((date) => [-2, -1, 1, 2].map((days) => addCalendarDays(date, days))));
  const neighbours = (await listParticipationsOf(record.performerId))
    .filter((other) => other.dayId !== record.dayId && WORKING.includes(other.status) && callOf(other) !== null)
    .flatMap((other) => other.dates.filter((date) => around.has(date)).map((date) => ({ other, date })));
  if (neighbours.length === 0) return null;
  const wraps = await readWraps(
    record.performerId,
    neighbours.map(({ other, date }) => ({ dayId: other.dayId, date })),
  );
  const others: WorkDayTimes[] = neighbours.map(({ other, date }) => ({
    date,
    call: callOf(other)!,
    wrap: wraps.get(`${other.dayId}_${date}`) ?? null,
  }));
  const clash = firstRestClash(dateOfBirth, { dates: record.dates, call: dayCall }, others);
  return clash && describeRestClash(clash);
}
