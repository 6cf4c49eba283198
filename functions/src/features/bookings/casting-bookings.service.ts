/**
 * What casting does in the booking loop (the day page's Manage Talent and Communication actions,
 * and the wizard's Confirm): ask, book, blacklist, send call times, mark worked or no-show. Admin
 * also waives penalties. Each action is one transaction per batch (see `runBooking`), so two staff
 * acting at once can never book a role past its slots.
 */
import {
  agencyDateOf,
  agencyInstant,
  defaultAvailabilityDeadline,
  agencyToday,
  callStartsAt,
  candidatesLeft,
  HOLDS_THE_DAY,
  isDayEditable,
  newParticipant,
  nextDayStatus,
  type BlacklistBody,
  type BookingActionAnswer,
  type CallTimeBody,
  type ConfirmPerformersBody,
  type ParticipantRecord,
  type ProductionDayRecord,
  type StaffMark,
  type TransitionContext,
  guardianConsentAllows,
  NO_GUARDIAN_CONSENT,
  keptFromWork,
} from '@scenecall/shared';
import { ApiError } from '../../http/api-error';
import type { Caller } from '../../http/caller';
import { logEvent } from '../../http/logger';
import { actorOf } from '../projects';
import { runBooking, type BookingPlan } from './booking-plan.repository';
import type { BookingReads } from './booking-reads.repository';
import { currentUserIndex, type UserIndexEntry } from '../users';
import { BookingWork, CHANGES_PER_TRANSACTION } from './booking-work';
import { guardianRefusal } from './guardian-refusal';

/** What the guardian rule reads of a performer (an unknown one is left to the other checks). */
const guardianOf = (entry: UserIndexEntry | undefined) => ({
  dateOfBirth: entry?.profile.dateOfBirth ?? null,
  guardianConsent: entry?.guardianConsent ?? null,
});

/** A suspended or deactivated performer is never asked (issue 40). */
const NOT_REACHABLE = 'This performer cannot take work with the agency at the moment';

export type ActionAnswer = BookingActionAnswer & { more: boolean };

/** Runs a batched action until nothing is left for it, adding up the answers. */
async function untilDone(step: () => Promise<ActionAnswer>): Promise<BookingActionAnswer> {
  const total: BookingActionAnswer = { changed: 0, skipped: [] };
  for (let answer = await step(); ; answer = await step()) {
    total.changed += answer.changed;
    total.skipped.push(...answer.skipped);
    if (!answer.more) return total;
  }
}

export const contextOf = (caller: Caller, now: Date) => ({ ...actorOf(caller), now });

function dayStatusAfter(day: ProductionDayRecord, event: 'send-availability-check' | 'book') {
  const next = nextDayStatus(day.status, event, day.archivedFrom);
  if (!next.ok) throw new ApiError('conflict', next.reason);
  return next.status;
}

/**
 * One transaction of 'Send Availability Check': asks the named performers still `pending` (taken
 * from the list as they are asked), or every one still only selected, by `at`. The wizard's Confirm
 * runs it in the transaction that creates the day.
 */
export async function askStep(
  work: BookingWork,
  dayId: string,
  pending: string[] | undefined,
  at: Date,
): Promise<BookingPlan<ActionAnswer>> {
  const day = await work.day(dayId);
  const status = dayStatusAfter(day, 'send-availability-check');
  if (at.getTime() > agencyInstant(day.lastDate, '23:59').getTime()) {
    throw new ApiError('validation-failed', 'The deadline must be before the day is over', [
      { field: 'deadline', message: 'must be before the day is over' },
    ]);
  }
  const project = await work.reads.project(day.projectId);
  const onDay = await work.participantsOf(dayId);
  const index = await currentUserIndex();
  const chosen = pending
    ? pending.splice(0, CHANGES_PER_TRANSACTION)
    : onDay.filter((record) => record.status === 'selected');
  for (const wanted of chosen) {
    if (work.full) break;
    const record = typeof wanted === 'string' ? onDay.find((found) => found.performerId === wanted) : wanted;
    const performerId = typeof wanted === 'string' ? wanted : wanted.performerId;
    if (!record) work.skip(performerId, 'Not on this day');
    else if (project?.blacklist[performerId]) work.skip(performerId, 'No longer on this project');
    else if (!guardianConsentAllows(guardianOf(index.get(performerId)), agencyToday(work.now)))
      work.skip(performerId, NO_GUARDIAN_CONSENT);
    else if (keptFromWork(index.get(performerId)?.accountState ?? 'active')) work.skip(performerId, NOT_REACHABLE);
    else {
      const transition = work.apply(record, { kind: 'ask', deadline: at.toISOString() });
      if (transition.ok) work.ask(record, false);
      else work.skip(performerId, transition.reason);
    }
  }
  const later = day.availabilityDeadline && day.availabilityDeadline > at.toISOString();
  const dayChange = { status, availabilityDeadline: later ? day.availabilityDeadline : at.toISOString() };
  const days = work.changed.size > 0 ? [{ dayId, changes: dayChange }] : [];
  const result = work.answer();
  return work.plan({ ...result, more: pending ? pending.length > 0 : result.more }, { days });
}

/**
 * 'Send Availability Check': asks the named performers of the day (or every one still only
 * selected) whether they can work, by the deadline; each gets the e-mail with one-click answers.
 */
export async function sendAvailabilityCheck(
  caller: Caller,
  dayId: string,
  performerIds: readonly string[] | undefined,
  deadline: string,
): Promise<BookingActionAnswer> {
  const at = new Date(deadline);
  if (at.getTime() <= Date.now()) {
    throw new ApiError('validation-failed', 'The deadline must be in the future', [
      { field: 'deadline', message: 'must be in the future' },
    ]);
  }
  const pending = performerIds ? [...new Set(performerIds)] : undefined;
  const answer = await untilDone(() =>
    runBooking(async (reads, now) => askStep(new BookingWork(reads, contextOf(caller, now)), dayId, pending, at)),
  );
  logEvent('bookings.availability_check_sent', { dayId, asked: answer.changed, skipped: answer.skipped.length });
  return answer;
}

/**
 * The wizard's Confirm, in the transaction that creates the day: asks its selected performers by
 * the proposed deadline (`defaultAvailabilityDeadline`), all in this one transaction. A day whose
 * time to ask has passed (every date over) is left for the day page: answers undefined.
 */
export async function askNewDay(
  work: BookingWork,
  dayId: string,
  dates: readonly string[],
): Promise<BookingPlan<ActionAnswer> | undefined> {
  const { date, time } = defaultAvailabilityDeadline(dates, work.now);
  const deadline = agencyInstant(date, time);
  if (deadline.getTime() <= work.now.getTime()) return undefined;
  return askStep(work, dayId, undefined, deadline);
}

const byAnswerTime = (a: ParticipantRecord, b: ParticipantRecord) =>
  (a.status === 'standby' ? 0 : 1) - (b.status === 'standby' ? 0 : 1) ||
  (a.standbyRank ?? 0) - (b.standbyRank ?? 0) ||
  (a.answeredAt ?? '').localeCompare(b.answeredAt ?? '');

/** Books within one role's slots; when it is full, the rest go on standby or are released. */
async function confirmRole(
  work: BookingWork,
  roleId: string,
  slots: number,
  onDay: ParticipantRecord[],
  body: ConfirmPerformersBody,
): Promise<void> {
  const inRole = () => onDay.map((record) => work.current(record)).filter((record) => record.roleId === roleId);
  let booked = inRole().filter((record) => record.status === 'booked').length;
  const named = body.performerIds ? new Set(body.performerIds) : null;
  const candidates = inRole()
    .filter((record) => record.status === 'available' || record.status === 'standby')
    .filter((record) => !named || named.has(record.performerId))
    .sort(byAnswerTime);
  for (const record of candidates) {
    if (work.full) return;
    if (booked >= slots) {
      if (named) work.skip(record.performerId, 'This role is full');
      continue;
    }
    if (await work.bookedElsewhere(record)) {
      work.skip(record.performerId, 'Already booked on one of these dates');
      continue;
    }
    const clash = (await work.withoutGuardian(record)) ?? (await work.restClash(record));
    if (clash) {
      work.skip(record.performerId, clash);
      continue;
    }
    const transition = work.apply(record, { kind: 'book', slotsLeft: slots - booked });
    if (!transition.ok) work.skip(record.performerId, transition.reason);
    else {
      booked += 1;
      work.tell(record, 'booked');
    }
  }
  if (booked < slots) return;
  let rank = Math.max(0, ...inRole().map((record) => record.standbyRank ?? 0));
  for (const record of inRole()) {
    if (work.full) return;
    if (record.status === 'available' && body.others === 'standby') {
      rank += 1;
      if (work.apply(record, { kind: 'standby', rank }).ok) work.tell(record, 'standby');
    } else if (record.status === 'asked' || record.status === 'available') {
      if (work.apply(record, { kind: 'release' }).ok) work.tell(record, 'released');
    }
  }
}

/** One transaction of 'Confirm Performers' (also run by the deadlines job for automatic days). */
export async function confirmStep(
  work: BookingWork,
  dayId: string,
  body: ConfirmPerformersBody,
): Promise<BookingPlan<ActionAnswer>> {
  const day = await work.day(dayId);
  const onDay = await work.participantsOf(dayId);
  for (const role of day.roles) await confirmRole(work, role.id, role.slots, onDay, body);
  for (const performerId of body.performerIds ?? []) {
    const record = onDay.find((found) => found.performerId === performerId);
    const current = record && work.current(record);
    if (!current) work.skip(performerId, 'Not on this day');
    else if (current.status !== 'booked' && !work.skipped.some((skip) => skip.performerId === performerId)) {
      work.skip(performerId, 'Only performers who answered available can be booked');
    }
  }
  const anyBooked = onDay.some((record) => work.current(record).status === 'booked');
  const days =
    anyBooked && day.status !== 'Booked' ? [{ dayId, changes: { status: dayStatusAfter(day, 'book') } }] : [];
  return work.plan(work.answer(), { days });
}

/** 'Confirm Performers'. */
export async function confirmPerformers(caller: Caller, dayId: string, body: ConfirmPerformersBody) {
  const answer = await untilDone(() =>
    runBooking(async (reads, now) => {
      const work = new BookingWork(reads, contextOf(caller, now));
      const day = await work.day(dayId);
      if (day.status === 'Draft') throw new ApiError('conflict', 'Send the availability check first');
      dayStatusAfter(day, 'book');
      return confirmStep(work, dayId, body);
    }),
  );
  logEvent('bookings.confirmed', { dayId, booked: answer.changed, skipped: answer.skipped.length });
  return answer;
}

/**
 * 'Blacklist Performers': off every day of the project (a booked slot is offered to standby), on
 * the project's blacklist with the reason (Admin sees it), and told only that they are no longer needed.
 */
export async function blacklistPerformers(caller: Caller, projectId: string, body: BlacklistBody) {
  const total: BookingActionAnswer = { changed: 0, skipped: [] };
  for (const performerId of new Set(body.performerIds)) {
    const answer = await runBooking(async (reads, now) => {
      const work = new BookingWork(reads, contextOf(caller, now));
      const project = await reads.project(projectId);
      if (!project) throw new ApiError('not-found', 'Project not found');
      const user = await reads.user(performerId);
      if (user?.role !== 'Performer') {
        work.skip(performerId, 'Not a performer');
        return work.plan(work.answer());
      }
      if (project.blacklist[performerId]) {
        work.skip(performerId, 'Already blacklisted');
        return work.plan(work.answer());
      }
      const freed: { dayId: string; roleId: string; callAt: Date }[] = [];
      for (const dayId of await reads.dayIdsOfProject(projectId)) {
        const record = await work.participant(dayId, performerId);
        if (!record) continue;
        const wasBooked = record.status === 'booked';
        if (work.apply(record, { kind: 'blacklist', reason: body.reason }).ok && wasBooked) {
          freed.push({ dayId, roleId: record.roleId, callAt: callStartsAt(record) });
        }
      }
      for (const slot of freed) await work.offerFreedSlot(slot.dayId, slot.roleId, slot.callAt);
      const first = [...work.changed.values()].find((record) => record.performerId === performerId);
      if (first) work.tell(first, 'no-longer-needed');
      const entry = { reason: body.reason, byUid: caller.uid, at: now.toISOString() };
      return work.plan({ changed: 1, skipped: [], more: false }, { blacklist: { projectId, performerId, entry } });
    });
    total.changed += answer.changed;
    total.skipped.push(...answer.skipped);
  }
  logEvent('bookings.blacklisted', { projectId, count: total.changed });
  return total;
}

/** 'Send Draft/Final Call Time': to a role's booked performers or to those named. */
export async function sendCallTime(caller: Caller, dayId: string, body: CallTimeBody): Promise<BookingActionAnswer> {
  const answer = await untilDone(() =>
    runBooking(async (reads, now) => {
      const work = new BookingWork(reads, contextOf(caller, now));
      const day = await work.day(dayId);
      if (body.roleId && !day.roles.some((role) => role.id === body.roleId)) {
        throw new ApiError('validation-failed', 'Choose a role of this day', [
          { field: 'roleId', message: 'is not a role of this day' },
        ]);
      }
      const onDay = await work.participantsOf(dayId);
      const targets = body.roleId
        ? onDay.filter((record) => record.roleId === body.roleId && record.status === 'booked')
        : (body.performerIds ?? []).map((id) => onDay.find((record) => record.performerId === id) ?? id);
      for (const target of targets) {
        if (work.full) break;
        if (typeof target === 'string') {
          work.skip(target, 'Not on this day');
          continue;
        }
        const clash = target.status === 'booked' ? await work.restClash(target, body.time) : null;
        if (clash) {
          work.skip(target.performerId, clash);
          continue;
        }
        const transition = work.apply(target, { kind: 'send-call-time', which: body.which, time: body.time });
        if (!transition.ok) work.skip(target.performerId, transition.reason);
        else if (transition.changed) work.tell(target, 'call-time', body.which);
      }
      return work.plan(work.answer());
    }),
  );
  logEvent('bookings.call_time_sent', { dayId, which: body.which, sent: answer.changed });
  return answer;
}

/** Casting marks a booked performer worked, no-show ($25 penalty) or cancels the booking (no penalty). */
export async function markParticipant(caller: Caller, dayId: string, performerId: string, mark: StaffMark) {
  return runBooking(async (reads, now) => {
    const work = new BookingWork(reads, contextOf(caller, now));
    const day = await work.day(dayId);
    const record = await work.participant(dayId, performerId);
    if (!record) throw new ApiError('not-found', 'This performer is not on this day');
    if (mark !== 'cancel' && agencyToday(now) < day.firstDate) {
      throw new ApiError('conflict', 'Mark worked or no-show on or after the day');
    }
    const callAt = callStartsAt(record);
    const event =
      mark === 'worked'
        ? ({ kind: 'mark-worked' } as const)
        : mark === 'no-show'
          ? ({ kind: 'mark-no-show' } as const)
          : ({ kind: 'cancel', callStartsAt: callAt.toISOString() } as const);
    const after = work.require(record, event);
    if (mark === 'cancel') {
      work.tell(after, 'cancelled');
      await work.offerFreedSlot(dayId, record.roleId, callAt);
    }
    return work.plan({ status: after.status });
  });
}

/** The note of a waiver from the day's board when the Admin wrote none. */
export const BOARD_WAIVER_NOTE = "Waived from the day's booking board";

/**
 * Admin waives a late-cancellation or no-show penalty from the day's board: the participant and
 * the penalty's record (which holds the money's state) change in one transaction.
 */
export async function waivePenalty(caller: Caller, dayId: string, performerId: string, note?: string) {
  return runBooking(async (reads, now) => {
    const work = new BookingWork(reads, contextOf(caller, now));
    const record = await work.participant(dayId, performerId);
    if (!record) throw new ApiError('not-found', 'This performer is not on this day');
    const after = work.require(record, { kind: 'waive-penalty' });
    work.tell(after, 'penalty-waived');
    const kind = record.penaltyReason ?? 'no-show';
    const waiver = { kind, dayId, performerId, note: note?.trim() || BOARD_WAIVER_NOTE, byUid: caller.uid };
    return work.plan({ penaltyWaived: after.penaltyWaived }, { penaltyWaiver: waiver });
  });
}

export type SelectOutcome =
  | { ok: true; record: ParticipantRecord }
  | {
      ok: false;
      reason:
        | 'day-missing'
        | 'day-closed'
        | 'role-missing'
        | 'role-full'
        | 'on-this-role'
        | 'on-another-role'
        | 'no-guardian-consent';
    };

/**
 * Puts a performer on a role of a day (status `selected`, counted on the role, in
 * `participantRoles`); refused when the performer is already on the day (one role per day) or,
 * `withinLimit`, the role has all the candidates it may ask (twice its slots, `candidateLimit`). The
 * day is read in the transaction, so of two sessions taking the last place at once one commits and
 * the other retries and finds the role full. The seed and tests pass false to build any state.
 */
export async function selectPerformer(
  dayId: string,
  performerId: string,
  roleId: string,
  context: TransitionContext,
  { withinLimit }: { withinLimit: boolean },
): Promise<SelectOutcome> {
  return runBooking((reads) => selectStep(reads, dayId, performerId, roleId, context, { withinLimit }));
}

/**
 * The plan of `selectPerformer`, for a transaction that also writes other documents (an open call's
 * submission selected: `prepareBookingIn`).
 */
export async function selectStep(
  reads: BookingReads,
  dayId: string,
  performerId: string,
  roleId: string,
  context: TransitionContext,
  { withinLimit }: { withinLimit: boolean },
): Promise<BookingPlan<SelectOutcome>> {
  const refuse = (reason: Extract<SelectOutcome, { ok: false }>['reason']) => ({
    result: { ok: false, reason } as const,
  });
  const day = await reads.day(dayId);
  if (!day) return refuse('day-missing');
  if (!isDayEditable(day.status)) return refuse('day-closed');
  const role = day.roles.find((candidate) => candidate.id === roleId);
  if (!role) return refuse('role-missing');
  const current = day.participantRoles[performerId];
  if (current !== undefined) return refuse(current === roleId ? 'on-this-role' : 'on-another-role');
  if (withinLimit && candidatesLeft(role) === 0) return refuse('role-full');
  if (guardianRefusal(await reads.user(performerId), agencyDateOf(context.now))) return refuse('no-guardian-consent');
  const record = newParticipant(
    { dayId, projectId: day.projectId, castingId: day.castingId, performerId, roleId, dates: day.dates },
    context,
  );
  return { result: { ok: true, record }, added: [record] };
}

export type UnselectOutcome = { ok: true } | { ok: false; reason: 'missing' | 'holds-the-day' };

/**
 * Takes a performer off a day (a selection undone): the participant document goes, and so do their
 * count and their `participantRoles` entry. A booked performer is cancelled, never removed.
 */
export async function unselectPerformer(dayId: string, performerId: string): Promise<UnselectOutcome> {
  return runBooking(async (reads): Promise<BookingPlan<UnselectOutcome>> => {
    const [day, participant] = [await reads.day(dayId), await reads.participant(dayId, performerId)];
    if (!day || !participant) return { result: { ok: false, reason: 'missing' } };
    if (HOLDS_THE_DAY.includes(participant.status)) return { result: { ok: false, reason: 'holds-the-day' } };
    return { result: { ok: true }, removed: [participant] };
  });
}
