/**
 * Commission from bookings: the days a performer worked (marked worked, or booked on a date that
 * has come) pre-fill the commission form; paying the commission marks those participants
 * `commissionPaid` (through the booking loop's write path) in the transaction that marks it paid; a reminder goes out before the 2-week
 * commission limit; booking penalties show on the commissions page.
 */
import {
  agencyToday,
  commissionDueForDays,
  commissionReminderOn,
  type CommissionDue,
  type ParticipantRecord,
  type WorkedDaysAnswer,
} from '@scenecall/shared';
import type { Transaction } from 'firebase-admin/firestore';
import { ApiError } from '../../http/api-error';
import { BookingWork } from './booking-work';
import { findDays } from '../projects';
import { listParticipationsOf } from './booking-finders.repository';
import { prepareBookingIn } from './booking-plan.repository';

const worked = (record: ParticipantRecord, today: string) =>
  record.status === 'worked' || (record.status === 'booked' && (record.dates[0] ?? '') <= today);

export async function readWorkedDays(performerId: string, now = new Date()): Promise<WorkedDaysAnswer> {
  const today = agencyToday(now);
  const records = await listParticipationsOf(performerId);
  const relevant = records.filter((record) => worked(record, today) || record.penaltyCents > 0);
  const days = await findDays(relevant.map((record) => record.dayId));
  const answer: WorkedDaysAnswer = { days: [], penalties: [] };
  for (const record of relevant) {
    const day = days.get(record.dayId);
    if (!day) continue;
    if (worked(record, today)) {
      answer.days.push({
        dayId: record.dayId,
        production: day.production,
        title: day.title,
        dates: record.dates.filter((date) => date <= today),
        commissionPaid: record.commissionPaid,
      });
    }
    if (record.penaltyCents > 0 && record.penaltyReason) {
      answer.penalties.push({
        dayId: record.dayId,
        production: day.production,
        dates: record.dates,
        reason: record.penaltyReason,
        penaltyCents: record.penaltyCents,
        waived: record.penaltyWaived,
      });
    }
  }
  const latest = (a: { dates: string[] }, b: { dates: string[] }) => (b.dates[0] ?? '').localeCompare(a.dates[0] ?? '');
  answer.days.sort((a, b) => Number(a.commissionPaid) - Number(b.commissionPaid) || latest(a, b));
  answer.penalties.sort(latest);
  return answer;
}

/** The days named by a commission are the performer's own worked days. */
export async function requireWorkedDays(performerId: string, dayIds: readonly string[]): Promise<void> {
  if (dayIds.length === 0) return;
  const today = agencyToday();
  const mine = new Map((await listParticipationsOf(performerId)).map((record) => [record.dayId, record]));
  const wrong = dayIds.find((dayId) => {
    const record = mine.get(dayId);
    return !record || !worked(record, today);
  });
  if (wrong) {
    throw new ApiError('validation-failed', 'Choose days you worked', [
      { field: 'dayIds', message: 'is not a day you worked' },
    ]);
  }
}

/**
 * Inside the transaction that marks a commission paid, before its writes: its days' participants
 * become commissionPaid (`pay-commission`, by the system) through the booking loop's write path.
 * A day deleted since is skipped, so it cannot fail the payment. Answers the function that writes
 * them, to call once that transaction has done its reads.
 */
export async function markCommissionPaid(
  tx: Transaction,
  dayIds: readonly string[],
  performerId: string,
  now = new Date(),
): Promise<() => Promise<void>> {
  const { write } = await prepareBookingIn(
    tx,
    async (reads, at) => {
      const work = new BookingWork(reads, { by: 'system', byUid: null, now: at });
      for (const dayId of new Set(dayIds)) {
        const record = await work.participant(dayId, performerId);
        if (record) work.apply(record, { kind: 'pay-commission' });
      }
      return work.plan(undefined);
    },
    now,
  );
  return write;
}

/** Work date → the date its pay arrived, as the performer recorded it (the payments feature holds them). */
export type PayDates = ReadonlyMap<string, string>;

/** When the commission of a worked day is due (`commissionDueForDays`), from its dates that have come. */
export function workedDayDue(
  record: ParticipantRecord,
  today: string,
  payDates: PayDates = new Map(),
): CommissionDue | undefined {
  const dates = record.dates.filter((date) => date <= today);
  return commissionDueForDays(dates.map((workDate) => ({ workDate, payArrivedOn: payDates.get(workDate) ?? null })));
}

/**
 * Whether a worked day is due its reminder on `today`: its commission is unpaid and due within the
 * next 4 days (`commissionReminderOn`), not past. Answers the due date then.
 */
export function reminderDue(record: ParticipantRecord, today: string, payDates?: PayDates): CommissionDue | undefined {
  if (record.commissionPaid || !worked(record, today)) return undefined;
  const due = workedDayDue(record, today, payDates);
  return due && commissionReminderOn(due.dueOn) <= today && today <= due.dueOn ? due : undefined;
}
