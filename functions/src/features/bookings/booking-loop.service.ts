/**
 * The booking loop for other features: a booking action (the wizard's Confirm, an open call's
 * select, a date's no-shows) reads through `BookingReads`, decides with pure code and answers a
 * `BookingPlan`; the loop's one write path writes the plan in the same transaction
 * (`booking-plan.repository.ts`). And the reads of participants other features build on.
 */
import * as finders from './booking-finders.repository';
import * as firstWorkDates from './first-work-dates.repository';
import * as plans from './booking-plan.repository';
import * as participants from './participants.repository';
import * as requestAnswers from './request-answers.repository';

export type { BookingMail, BookingPlan } from './booking-plan.repository';
export type { BookingReads } from './booking-reads.repository';

/** Runs a booking action: `decide` reads and plans, then the plan is written in the same transaction. */
export const runBooking: typeof plans.runBooking = (decide, clock) => plans.runBooking(decide, clock);

/**
 * A booking action inside a transaction another feature runs: reads and decides now, and answers
 * the function that writes the plan, to call once that transaction has done its reads.
 */
export const prepareBookingIn: typeof plans.prepareBookingIn = (tx, decide, now) =>
  plans.prepareBookingIn(tx, decide, now);

/** What an earlier request with this idempotency key answered (the wizard's retried Confirm). */
export const answeredBefore = (key: string): Promise<string | undefined> => requestAnswers.answeredBefore(key);

/** A performer on a day, if they are on it. */
export const findParticipant: typeof participants.findParticipant = (dayId, performerId) =>
  participants.findParticipant(dayId, performerId);

/** Every participant of a day (hundreds at most), in no particular order. */
export const listParticipantsOfDay: typeof participants.listParticipantsOfDay = (dayId) =>
  participants.listParticipantsOfDay(dayId);

/** Listens to a day's participants (the set screen's live changes); answers the function that stops. */
export const watchParticipantsOfDay: typeof participants.watchParticipantsOfDay = (dayId, onChange, onError) =>
  participants.watchParticipantsOfDay(dayId, onChange, onError);

/** Every participation of a performer (their vouchers, bookings, calendar). */
export const listParticipationsOf: typeof finders.listParticipationsOf = (performerId) =>
  finders.listParticipationsOf(performerId);

/** Each performer's first booked date (newcomers on set and on the call sheet). */
export const firstBookedDatesOf: typeof firstWorkDates.firstBookedDatesOf = (performerIds) =>
  firstWorkDates.firstBookedDatesOf(performerIds);
