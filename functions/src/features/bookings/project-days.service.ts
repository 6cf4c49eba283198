/**
 * The booking loop's side of a production day's life, which projects asks for through its
 * `DayBookings` (provided by the composition root, `functions/src/wiring.ts`): a new day started
 * with its first participants, a day's edit whose new dates are copied to every participant,
 * deleting a day with its participants, and the day's participants for its page, exports and mass
 * e-mail (with their first booked dates, for the call sheet's newcomers). The casting wizard's Confirm starts its day with `startDay` in its own booking action.
 */
import type { ProductionDayRecord } from '@scenecall/shared';
import { ApiError } from '../../http/api-error';
import { MAX_PARTICIPANT_WRITES, type DayBookings, type PreparedDay } from '../projects';
import { runBooking } from './booking-plan.repository';
import type { BookingReads } from './booking-reads.repository';
import { deleteDayWithParticipants } from './day-deletion.repository';
import { firstBookedDatesOf } from './first-work-dates.repository';
import { listParticipantsOfDay } from './participants.repository';

/**
 * Inside a booking transaction: checks the project still exists and is active (or creates it, the
 * wizard's new production, so a failure leaves no project without its day) and starts the day.
 */
export async function startDay(reads: BookingReads, day: PreparedDay): Promise<void> {
  const { project, projectIsNew, id, record, participants } = day;
  if (!projectIsNew) {
    const stored = await reads.project(project.id);
    if (!stored) throw new ApiError('not-found', 'Project not found');
    if (stored.status !== 'active') throw new ApiError('conflict', 'This project is archived. Restore it first');
  }
  reads.newDay({ id, record, ...(projectIsNew ? { project } : {}) }, participants);
}

/** The day with what `decide` answers, new dates copied to every participant, in one booking action. */
async function writeDayWithParticipants(
  dayId: string,
  decide: (day: ProductionDayRecord) => Partial<ProductionDayRecord>,
): Promise<ProductionDayRecord | undefined> {
  return runBooking(async (reads, now) => {
    const day = await reads.day(dayId);
    if (!day) return { result: undefined };
    const changes = decide(day);
    const { dates } = changes;
    const datesChanged = dates !== undefined && dates.join() !== day.dates.join();
    const onDay = datesChanged ? await reads.participantsOfDay(dayId) : [];
    if (onDay.length > MAX_PARTICIPANT_WRITES) throw new Error('Too many participants to change the dates at once');
    const at = now.toISOString();
    return {
      result: { ...day, ...changes, updatedAt: at },
      days: [{ dayId, changes }],
      participants: dates ? onDay.map((participant) => ({ ...participant, dates, updatedAt: at })) : [],
    };
  });
}

/** What projects asks of the booking loop for its days (projects' `DayBookings`). */
export const dayBookingsForProjects: DayBookings = {
  participantsOfDay: listParticipantsOfDay,
  firstBookedDatesOf,
  createDay: (day) =>
    runBooking(async (reads) => {
      await startDay(reads, day);
      return { result: undefined };
    }),
  writeDay: writeDayWithParticipants,
  deleteDayWithParticipants,
};
