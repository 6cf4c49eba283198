/**
 * The booking loop of one participant (a performer on a role of a production day), as pure
 * functions over the record so every path (casting actions, one-click links, the performer's area,
 * scheduled deadlines) applies the same rules. The server runs each transition inside a Firestore
 * transaction together with the role's counts, and records who did it and when.
 *
 *   selected -> asked (availability check sent, with a deadline)
 *   asked -> available | unavailable (the performer or a minor's guardian answers) | expired (deadline)
 *   available -> booked (within the role's slots) | standby | released
 *   standby -> booked | offered (a freed slot, first in line) | released
 *   offered -> booked (accepted) | released (declined or expired)
 *   booked -> cancelled (by the performer, a $25 penalty under 24 h before the call; or by casting)
 *          -> worked | no-show ($25 penalty; on a several-date day, a no-show on one date is
 *             recorded for that date and the booking stays booked until every date is one)
 *   any status but worked / no-show -> blacklisted (removed from the project)
 *
 * A booked performer also gets a draft call time and a final call time, each acknowledged; a change
 * after the final time is marked as a change and needs a new acknowledgement.
 */
import { PENALTY_CENTS } from './constants';
import { agencyInstant } from './dates';

export const PARTICIPANTS_COLLECTION = 'participants';

export const PARTICIPANT_STATUSES = [
  'selected',
  'asked',
  'available',
  'unavailable',
  'expired',
  'booked',
  'standby',
  'offered',
  'released',
  'cancelled',
  'worked',
  'no-show',
  'blacklisted',
] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];

/** Who did something to a participant. */
export type ParticipantActor = 'performer' | 'guardian' | 'casting' | 'admin' | 'system';

export const PENALTY_REASONS = ['late-cancellation', 'no-show'] as const;
export type PenaltyReason = (typeof PENALTY_REASONS)[number];

/** Under this many hours before the call, a performer's cancellation is a late cancellation. */
export const LATE_CANCELLATION_HOURS = 24;

export interface CallTimeRecord {
  /** 'HH:mm', Toronto wall-clock time on the day's first date. */
  time: string;
  sentAt: string;
  acknowledgedAt: string | null;
  /** A final time changed after it was first sent. */
  changed: boolean;
}

export interface ParticipantHistoryEntry {
  event: ParticipantEvent['kind'] | 'select';
  from: ParticipantStatus;
  to: ParticipantStatus;
  by: ParticipantActor;
  byUid: string | null;
  at: string;
  note?: string;
}

/** The participant document (`participants/{dayId}_{performerId}`). */
export interface ParticipantRecord {
  dayId: string;
  projectId: string;
  castingId: string;
  performerId: string;
  roleId: string;
  /** The day's dates, so a performer's bookings and same-date conflicts are one query away. */
  dates: string[];
  status: ParticipantStatus;
  /** ISO instant until which an availability check or an offer can be answered. */
  deadline: string | null;
  answeredBy: ParticipantActor | null;
  answeredAt: string | null;
  /** Order in the standby line (lower first), or null. */
  standbyRank: number | null;
  draftCallTime: CallTimeRecord | null;
  finalCallTime: CallTimeRecord | null;
  commissionPaid: boolean;
  penaltyCents: number;
  penaltyReason: PenaltyReason | null;
  penaltyWaived: boolean;
  /**
   * Dates of a several-date day the performer did not come on (set screen's "Finish the day").
   * Absent on records from before per-date no-shows: read it with `noShowDatesOf`.
   */
  noShowDates?: string[];
  cancelledBy: ParticipantActor | null;
  /** Visible to Admin only. */
  blacklistReason: string | null;
  /**
   * The request's short code ("Reply YES 2"), given when a request or offer is texted and kept while
   * it can be answered (`request-codes.ts`). Absent on requests never texted.
   */
  requestCode?: number | null;
  history: ParticipantHistoryEntry[];
  createdAt: string;
  updatedAt: string;
}

export type ParticipantEvent =
  | { kind: 'ask'; deadline: string }
  | { kind: 'answer'; available: boolean }
  | { kind: 'expire' }
  | { kind: 'book'; slotsLeft: number }
  | { kind: 'standby'; rank: number }
  | { kind: 'offer'; deadline: string }
  | { kind: 'accept-offer'; slotsLeft: number }
  | { kind: 'decline-offer' }
  | { kind: 'release' }
  | { kind: 'cancel'; callStartsAt: string }
  | { kind: 'mark-worked' }
  /** With a date: absent on that date only (a no-show of the whole booking once every date is one). */
  | { kind: 'mark-no-show'; date?: string }
  | { kind: 'blacklist'; reason: string }
  | { kind: 'send-call-time'; which: 'draft' | 'final'; time: string }
  | { kind: 'acknowledge-call-time'; which: 'draft' | 'final' }
  | { kind: 'waive-penalty' }
  /** The performer paid the agency's commission for this day (the payment's transaction, as `system`). */
  | { kind: 'pay-commission' };

export interface TransitionContext {
  by: ParticipantActor;
  byUid: string | null;
  now: Date;
}

export type ParticipantTransition =
  | { ok: true; record: ParticipantRecord; changed: boolean }
  | { ok: false; code: 'conflict' | 'forbidden' | 'gone'; reason: string };

const STAFF: readonly ParticipantActor[] = ['casting', 'admin', 'system'];
const ANSWERERS: readonly ParticipantActor[] = ['performer', 'guardian'];
const FINAL: readonly ParticipantStatus[] = ['worked', 'no-show', 'blacklisted'];
/** What still happens to a participant in a final status: its money. */
const AFTER_FINAL: readonly ParticipantEvent['kind'][] = ['waive-penalty', 'pay-commission'];

const refuse = (code: 'conflict' | 'forbidden' | 'gone', reason: string): ParticipantTransition => ({
  ok: false,
  code,
  reason,
});

function moved(
  record: ParticipantRecord,
  event: ParticipantEvent,
  to: ParticipantStatus,
  context: TransitionContext,
  changes: Partial<ParticipantRecord> = {},
): ParticipantTransition {
  const at = context.now.toISOString();
  const entry: ParticipantHistoryEntry = {
    event: event.kind,
    from: record.status,
    to,
    by: context.by,
    byUid: context.byUid,
    at,
  };
  return {
    ok: true,
    changed: true,
    record: { ...record, ...changes, status: to, history: [...record.history, entry], updatedAt: at },
  };
}

export const noShowDatesOf = (record: Pick<ParticipantRecord, 'noShowDates'>): string[] => record.noShowDates ?? [];

/** Whether the performer is a no-show on `date`: the whole booking, or that date of it. */
export const isNoShowOn = (record: Pick<ParticipantRecord, 'status' | 'noShowDates'>, date: string): boolean =>
  record.status === 'no-show' || noShowDatesOf(record).includes(date);

/**
 * One penalty per booking (the record has one), set by its first no-show; the booking becomes a
 * no-show once the performer has missed every date of it.
 */
function markNoShow(
  record: ParticipantRecord,
  event: Extract<ParticipantEvent, { kind: 'mark-no-show' }>,
  context: TransitionContext,
): ParticipantTransition {
  if (record.status !== 'booked') return refuse('conflict', 'Only booked performers can be marked');
  const before = noShowDatesOf(record);
  if (event.date !== undefined && !record.dates.includes(event.date))
    return refuse('conflict', 'This performer does not work on that date');
  if (event.date !== undefined && before.includes(event.date)) return { ok: true, changed: false, record };
  const penalty =
    record.penaltyReason === 'no-show' ? {} : { penaltyCents: PENALTY_CENTS, penaltyReason: 'no-show' as const };
  if (event.date === undefined) return moved(record, event, 'no-show', context, penalty);
  const noShowDates = [...before, event.date].sort();
  const everyDate = record.dates.every((date) => noShowDates.includes(date));
  return moved(record, event, everyDate ? 'no-show' : 'booked', context, { ...penalty, noShowDates });
}

const deadlinePassed = (record: ParticipantRecord, now: Date) =>
  record.deadline !== null && Date.parse(record.deadline) <= now.getTime();

function whoMay(event: ParticipantEvent): readonly ParticipantActor[] {
  switch (event.kind) {
    case 'answer':
    case 'accept-offer':
    case 'decline-offer':
    case 'acknowledge-call-time':
      return ANSWERERS;
    case 'cancel':
      return [...ANSWERERS, ...STAFF];
    case 'waive-penalty':
      return ['admin'];
    case 'pay-commission':
      return ['system'];
    default:
      return STAFF;
  }
}

function answer(record: ParticipantRecord, event: ParticipantEvent & { kind: 'answer' }, context: TransitionContext) {
  if (record.status !== 'asked') {
    return refuse('conflict', 'This request has already been answered or is no longer open');
  }
  if (deadlinePassed(record, context.now)) return refuse('gone', 'The time to answer this request has passed');
  const answered = { answeredBy: context.by, answeredAt: context.now.toISOString() };
  return moved(record, event, event.available ? 'available' : 'unavailable', context, answered);
}

function cancel(record: ParticipantRecord, event: ParticipantEvent & { kind: 'cancel' }, context: TransitionContext) {
  if (record.status !== 'booked') return refuse('conflict', 'Only a booking can be cancelled');
  const hoursLeft = (Date.parse(event.callStartsAt) - context.now.getTime()) / 3_600_000;
  const late = ANSWERERS.includes(context.by) && hoursLeft < LATE_CANCELLATION_HOURS;
  return moved(record, event, 'cancelled', context, {
    cancelledBy: context.by,
    ...(late ? { penaltyCents: PENALTY_CENTS, penaltyReason: 'late-cancellation' as const } : {}),
  });
}

function sendCallTime(
  record: ParticipantRecord,
  event: ParticipantEvent & { kind: 'send-call-time' },
  context: TransitionContext,
): ParticipantTransition {
  if (record.status !== 'booked') return refuse('conflict', 'Call times go to booked performers only');
  const at = context.now.toISOString();
  if (event.which === 'draft') {
    if (record.finalCallTime) return refuse('conflict', 'The final call time was already sent: send a new final time');
    const draftCallTime = { time: event.time, sentAt: at, acknowledgedAt: null, changed: false };
    return { ok: true, changed: true, record: { ...withEntry(record, event, context), draftCallTime } };
  }
  const previous = record.finalCallTime;
  if (previous && previous.time === event.time) return { ok: true, changed: false, record };
  const finalCallTime = { time: event.time, sentAt: at, acknowledgedAt: null, changed: previous !== null };
  return { ok: true, changed: true, record: { ...withEntry(record, event, context), finalCallTime } };
}

function acknowledge(
  record: ParticipantRecord,
  event: ParticipantEvent & { kind: 'acknowledge-call-time' },
  context: TransitionContext,
): ParticipantTransition {
  const key = event.which === 'draft' ? 'draftCallTime' : 'finalCallTime';
  const callTime = record[key];
  if (record.status !== 'booked' || !callTime) return refuse('conflict', 'There is no call time to acknowledge');
  if (callTime.acknowledgedAt) return { ok: true, changed: false, record };
  const acknowledged = { ...callTime, acknowledgedAt: context.now.toISOString() };
  return { ok: true, changed: true, record: { ...withEntry(record, event, context), [key]: acknowledged } };
}

/** A history entry for changes that keep the status (call times, waivers). */
function withEntry(record: ParticipantRecord, event: ParticipantEvent, context: TransitionContext): ParticipantRecord {
  const at = context.now.toISOString();
  const entry = { event: event.kind, from: record.status, to: record.status, by: context.by, byUid: context.byUid, at };
  return { ...record, history: [...record.history, entry], updatedAt: at };
}

/** Applies one event, or says why it is refused. */
export function applyParticipantEvent(
  record: ParticipantRecord,
  event: ParticipantEvent,
  context: TransitionContext,
): ParticipantTransition {
  if (!whoMay(event).includes(context.by)) return refuse('forbidden', 'You cannot do this to this booking');
  if (FINAL.includes(record.status) && !AFTER_FINAL.includes(event.kind)) {
    return refuse('conflict', `This performer is already ${record.status}`);
  }
  switch (event.kind) {
    case 'ask':
      if (!['selected', 'expired', 'unavailable'].includes(record.status)) {
        return refuse('conflict', 'This performer was already asked');
      }
      return moved(record, event, 'asked', context, { deadline: event.deadline, answeredBy: null, answeredAt: null });
    case 'answer':
      return answer(record, event, context);
    case 'expire':
      if (record.status === 'asked' && deadlinePassed(record, context.now))
        return moved(record, event, 'expired', context);
      if (record.status === 'offered' && deadlinePassed(record, context.now)) {
        return moved(record, event, 'released', context, { standbyRank: null });
      }
      return refuse('conflict', 'Nothing is waiting for an answer');
    case 'book':
      if (record.status !== 'available' && record.status !== 'standby') {
        return refuse('conflict', 'Only performers who answered available can be booked');
      }
      if (event.slotsLeft <= 0) return refuse('conflict', 'This role is full');
      return moved(record, event, 'booked', context, { standbyRank: null, deadline: null });
    case 'standby':
      if (record.status !== 'available') return refuse('conflict', 'Only available performers can be kept on standby');
      return moved(record, event, 'standby', context, { standbyRank: event.rank });
    case 'offer':
      if (record.status !== 'standby') return refuse('conflict', 'Only performers on standby can be offered a slot');
      return moved(record, event, 'offered', context, { deadline: event.deadline });
    case 'accept-offer':
      if (record.status !== 'offered') return refuse('conflict', 'There is no offer to accept');
      if (deadlinePassed(record, context.now)) return refuse('gone', 'The time to accept this offer has passed');
      if (event.slotsLeft <= 0) return refuse('conflict', 'This role is full');
      return moved(record, event, 'booked', context, {
        standbyRank: null,
        deadline: null,
        answeredBy: context.by,
        answeredAt: context.now.toISOString(),
      });
    case 'decline-offer':
      if (record.status !== 'offered') return refuse('conflict', 'There is no offer to decline');
      return moved(record, event, 'released', context, { standbyRank: null, deadline: null });
    case 'release':
      if (!['selected', 'asked', 'available', 'standby', 'offered', 'expired', 'unavailable'].includes(record.status)) {
        return refuse('conflict', 'Booked performers are cancelled, not released');
      }
      return moved(record, event, 'released', context, { standbyRank: null, deadline: null });
    case 'cancel':
      return cancel(record, event, context);
    case 'mark-worked':
      if (record.status !== 'booked') return refuse('conflict', 'Only booked performers can be marked');
      return moved(record, event, 'worked', context);
    case 'mark-no-show':
      return markNoShow(record, event, context);
    case 'blacklist':
      return moved(record, event, 'blacklisted', context, {
        blacklistReason: event.reason,
        standbyRank: null,
        deadline: null,
      });
    case 'send-call-time':
      return sendCallTime(record, event, context);
    case 'acknowledge-call-time':
      return acknowledge(record, event, context);
    case 'waive-penalty':
      if (record.penaltyCents === 0 || record.penaltyWaived) return refuse('conflict', 'There is no penalty to waive');
      return { ok: true, changed: true, record: { ...withEntry(record, event, context), penaltyWaived: true } };
    case 'pay-commission':
      if (record.commissionPaid) return { ok: true, changed: false, record };
      return { ok: true, changed: true, record: { ...withEntry(record, event, context), commissionPaid: true } };
  }
}

/** Which of a role's counts a status adds to (see `RoleCounts`); other statuses count nowhere. */
export function roleCountOf(
  status: ParticipantStatus,
): 'selected' | 'asked' | 'available' | 'booked' | 'standby' | null {
  switch (status) {
    case 'selected':
    case 'asked':
    case 'available':
    case 'booked':
      return status;
    case 'standby':
    case 'offered':
      return 'standby';
    default:
      return null;
  }
}

/** Statuses in which a performer holds the day (so they cannot be booked elsewhere on its dates). */
export const HOLDS_THE_DAY: readonly ParticipantStatus[] = ['booked'];
/** Statuses still waiting for the performer (the badge in the performer's area counts these). */
export const WAITING_FOR_PERFORMER: readonly ParticipantStatus[] = ['asked', 'offered'];

/** A new participant record, as casting selects a performer for a role. */
export function newParticipant(
  fields: Pick<ParticipantRecord, 'dayId' | 'projectId' | 'castingId' | 'performerId' | 'roleId' | 'dates'>,
  context: TransitionContext,
): ParticipantRecord {
  const at = context.now.toISOString();
  return {
    ...fields,
    status: 'selected',
    deadline: null,
    answeredBy: null,
    answeredAt: null,
    standbyRank: null,
    draftCallTime: null,
    finalCallTime: null,
    commissionPaid: false,
    penaltyCents: 0,
    penaltyReason: null,
    penaltyWaived: false,
    cancelledBy: null,
    blacklistReason: null,
    history: [{ event: 'select', from: 'selected', to: 'selected', by: context.by, byUid: context.byUid, at }],
    createdAt: at,
    updatedAt: at,
  };
}

export const participantId = (dayId: string, performerId: string) => `${dayId}_${performerId}`;

/**
 * When the performer is called: the day's first date at the final call time, else the draft one,
 * else the start of that date (Toronto). The late-cancellation rule counts back from here.
 */
export function callStartsAt(record: Pick<ParticipantRecord, 'dates' | 'draftCallTime' | 'finalCallTime'>): Date {
  const time = record.finalCallTime?.time ?? record.draftCallTime?.time ?? '00:00';
  return agencyInstant(record.dates[0] ?? '1970-01-01', time);
}

/** A call time sent and not acknowledged yet (the performer's area asks for it, the day page counts it). */
export const awaitsAcknowledgement = (record: Pick<ParticipantRecord, 'status' | 'draftCallTime' | 'finalCallTime'>) =>
  record.status === 'booked' &&
  [record.draftCallTime, record.finalCallTime].some(
    (callTime) => callTime !== null && callTime.acknowledgedAt === null,
  );

/** Something the performer has to do: answer a request or an offer, or acknowledge a call time. */
export const needsPerformer = (record: ParticipantRecord, now: Date): boolean =>
  (WAITING_FOR_PERFORMER.includes(record.status) &&
    (record.deadline === null || Date.parse(record.deadline) > now.getTime())) ||
  awaitsAcknowledgement(record);
