/**
 * What projects asks of the booking loop (the bookings feature) for a production day: its
 * participants, and the writes that keep them in step with the day in one transaction (a new day
 * with its first participants, an edit whose new dates are copied to every participant, deleting a
 * day with its participants). Bookings uses projects (the day's descriptive fields, the policies),
 * so projects may not import it: the composition root provides it (`functions/src/wiring.ts`).
 */
import type { ParticipantRecord, ProductionDayRecord } from '@scenecall/shared';
import type { StoredProject } from './projects.repository';

/** A new day checked and built (`prepareDay`), ready to be started in a booking transaction. */
export interface PreparedDay {
  project: StoredProject;
  projectIsNew: boolean;
  id: string;
  record: ProductionDayRecord;
  participants: ParticipantRecord[];
}

export interface DayBookings {
  /** Every participant of a day (hundreds at most), in no particular order. */
  participantsOfDay(dayId: string): Promise<ParticipantRecord[]>;
  /** performerId -> their first booked date (absent: never booked): newcomers on the call sheet. */
  firstBookedDatesOf(performerIds: readonly string[]): Promise<Map<string, string>>;
  /**
   * Writes the day, its first participants and (the wizard's new production) its project in one
   * transaction, after checking there that a stored project still exists and is active.
   */
  createDay(day: PreparedDay): Promise<void>;
  /**
   * Reads the day and writes what `decide` answers (it may throw to refuse), new dates copied to
   * every participant in the same transaction. Answers the day as written, or undefined if none.
   */
  writeDay(
    dayId: string,
    decide: (day: ProductionDayRecord) => Partial<ProductionDayRecord>,
  ): Promise<ProductionDayRecord | undefined>;
  /**
   * Deletes a day and its participants after `check` (which may throw to refuse) has seen them, in
   * one transaction. Answers false when the day does not exist.
   */
  deleteDayWithParticipants(
    dayId: string,
    check: (day: ProductionDayRecord, onDay: ParticipantRecord[]) => void,
  ): Promise<boolean>;
}

let provided: DayBookings | undefined;

/** Called once by the composition root, before any request or seed uses a day. */
export function provideDayBookings(bookings: DayBookings): void {
  provided = bookings;
}

export function dayBookings(): DayBookings {
  if (!provided) throw new Error('The booking loop is not provided to projects: import functions/src/wiring.ts first');
  return provided;
}
