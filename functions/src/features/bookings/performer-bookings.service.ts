/**
 * What a performer (or a minor's guardian) does in the booking loop: answer a request or an offered
 * slot, in the app or by a one-click link; acknowledge call times; cancel a booking. And what they
 * see: their requests, upcoming and past bookings.
 */
import {
  agencyToday,
  callStartsAt,
  callTimeView,
  needsPerformer,
  roleDisplayName,
  type BookingLinkAnswer,
  type BookingLinkView,
  type CallTimeKind,
  type ParticipantActor,
  type ParticipantRecord,
  type PerformerBookingView,
  type PerformerBookingsAnswer,
  type ProductionDayRecord,
} from '@scenecall/shared';
import { ApiError } from '../../http/api-error';
import { logEvent } from '../../http/logger';
import { findDays } from '../projects';
import { findDaysForPerformer, listParticipationsOf, type DayForPerformer } from './booking-finders.repository';
import { findBookingLink, type BookingLinkRecord } from './booking-links.repository';
import { runBooking } from './booking-plan.repository';
import { findParticipant } from './participants.repository';
import type { TextReply } from '../mail';
import { hashBookingToken } from './booking-links';
import { BookingWork } from './booking-work';
import { penaltyWaivedReader } from './booking-penalty-states';

const notFound = () => new ApiError('not-found', 'This booking was not found');

/** Answers a request (available or not) or an offered slot (take it or not), inside `work`. */
async function answerIn(work: BookingWork, record: ParticipantRecord, available: boolean): Promise<ParticipantRecord> {
  if (record.status !== 'offered') return work.require(record, { kind: 'answer', available });
  if (!available) {
    const after = work.require(record, { kind: 'decline-offer' });
    await work.offerFreedSlot(record.dayId, record.roleId, callStartsAt(record));
    return after;
  }
  const day = await work.day(record.dayId);
  const role = day.roles.find((candidate) => candidate.id === record.roleId);
  const booked = (await work.participantsOf(record.dayId)).filter(
    (other) => other.roleId === record.roleId && other.status === 'booked',
  ).length;
  if (await work.bookedElsewhere(record))
    throw new ApiError('conflict', 'You are already booked on one of these dates');
  const clash = (await work.withoutGuardian(record)) ?? (await work.restClash(record));
  if (clash) throw new ApiError('conflict', clash);
  const after = work.require(record, { kind: 'accept-offer', slotsLeft: (role?.slots ?? 0) - booked });
  work.tell(after, 'booked');
  return after;
}

/** The performer answers in the app (or by a text reply). */
export async function answerRequest(
  performerId: string,
  dayId: string,
  available: boolean,
  via: 'app' | 'text' = 'app',
  by: Extract<ParticipantActor, 'performer' | 'guardian'> = 'performer',
  /** An answer by text: its reply (worded from the day), recorded in the same transaction. */
  reply?: (answered: {
    status: BookingLinkAnswer['status'];
    day: ProductionDayRecord | undefined;
  }) => TextReply | undefined,
): Promise<BookingLinkAnswer> {
  // The reply names the day as read outside the transaction: an answer that does not take a slot
  // never locks the day (its counts follow as pending changes, see projects' `runBooking`).
  const named = reply
    ? findDays([dayId]).then(
        (days) => days.get(dayId),
        () => undefined,
      )
    : undefined;
  const answer = await runBooking(async (reads, now) => {
    const work = new BookingWork(reads, { by, byUid: performerId, now });
    const record = await work.participant(dayId, performerId);
    if (!record || record.status === 'blacklisted') throw notFound();
    const after = await answerIn(work, record, available);
    const status = after.status;
    const replied = reply?.({ status, day: await named });
    return work.plan({ status }, replied ? { reply: replied } : {});
  });
  logEvent('bookings.answered', { dayId, via, status: answer.status });
  return answer;
}

/** Why a link cannot be used (any more), or nothing when it can. */
function linkRefusal(link: BookingLinkRecord | undefined, record: ParticipantRecord | undefined, now: Date) {
  if (!link || !record) return new ApiError('not-found', 'This link is not valid');
  if (link.usedAt) return new ApiError('conflict', 'This link was already used');
  const open = link.offer ? record.status === 'offered' : record.status === 'asked';
  if (!open || record.deadline !== link.deadline) return new ApiError('conflict', 'This request was already answered');
  if (Date.parse(link.deadline) <= now.getTime()) return new ApiError('conflict', 'The time to answer has passed');
  return null;
}

/** What the link's page shows (reading changes nothing). */
export async function readBookingLink(token: string): Promise<BookingLinkView> {
  const link = await findBookingLink(hashBookingToken(token));
  const [record, day] = link
    ? await Promise.all([
        findParticipant(link.dayId, link.performerId),
        findDays([link.dayId]).then((days) => days.get(link.dayId)),
      ])
    : [undefined, undefined];
  const refusal = linkRefusal(link, record, new Date());
  if (refusal || !link || !record || !day) throw refusal ?? new ApiError('not-found', 'This link is not valid');
  const role = day.roles.find((candidate) => candidate.id === record.roleId);
  return {
    production: day.production,
    title: day.title,
    dates: day.dates,
    location: day.location,
    roleName: role ? roleDisplayName(role) : '',
    offer: link.offer,
    deadline: record.deadline,
    answerer: link.answerer,
  };
}

/** The one-click link's answer (posted by the page's button): single use, until the deadline. */
export async function answerByLink(token: string, available: boolean): Promise<BookingLinkAnswer> {
  const hash = hashBookingToken(token);
  const answer = await runBooking(async (reads, now) => {
    const link = await reads.link(hash);
    const record = link && (await reads.participant(link.dayId, link.performerId));
    const refusal = linkRefusal(link, record, now);
    if (refusal || !link || !record) throw refusal ?? new ApiError('not-found', 'This link is not valid');
    const by: ParticipantActor = link.answerer;
    const work = new BookingWork(reads, { by, byUid: null, now });
    const after = await answerIn(work, record, available);
    return work.plan({ status: after.status }, { usedLink: { hash, at: now.toISOString() } });
  });
  logEvent('bookings.answered', { via: 'link', status: answer.status });
  return answer;
}

export async function acknowledgeCallTime(performerId: string, dayId: string, which: CallTimeKind) {
  return runBooking(async (reads, now) => {
    const work = new BookingWork(reads, { by: 'performer', byUid: performerId, now });
    const record = await work.participant(dayId, performerId);
    if (!record || record.status === 'blacklisted') throw notFound();
    const after = work.require(record, { kind: 'acknowledge-call-time', which });
    return work.plan({ acknowledged: (which === 'draft' ? after.draftCallTime : after.finalCallTime) !== null });
  });
}

/**
 * The performer cancels a booking: under 24 h before the call, the $25 late-cancellation penalty,
 * whose record takes the reason they gave (if any) as their answer.
 */
export async function cancelBooking(performerId: string, dayId: string, reason?: string) {
  const answer = await runBooking(async (reads, now) => {
    const work = new BookingWork(reads, { by: 'performer', byUid: performerId, now });
    const record = await work.participant(dayId, performerId);
    if (!record || record.status === 'blacklisted') throw notFound();
    const callAt = callStartsAt(record);
    const after = work.require(record, { kind: 'cancel', callStartsAt: callAt.toISOString() });
    work.tell(after, 'cancelled');
    await work.offerFreedSlot(dayId, record.roleId, callAt);
    const penaltyAnswers = reason?.trim() ? [{ dayId, performerId, text: reason.trim() }] : [];
    return work.plan({ status: after.status, penaltyCents: after.penaltyCents }, { penaltyAnswers });
  });
  logEvent('bookings.cancelled_by_performer', { dayId, penalty: answer.penaltyCents > 0 });
  return answer;
}

/** A performer never learns they were blacklisted: to them it reads as released. */
const statusForPerformer = (record: ParticipantRecord) =>
  record.status === 'blacklisted' ? 'released' : record.status;

function bookingView(record: ParticipantRecord, day: DayForPerformer, waived: boolean): PerformerBookingView {
  const role = day.roles.find((candidate) => candidate.id === record.roleId);
  return {
    dayId: record.dayId,
    production: day.production,
    title: day.title,
    dates: day.dates,
    location: day.location,
    rate: day.rate,
    requiredDocuments: day.requiredDocuments,
    notes: day.notes,
    roleName: role ? roleDisplayName(role) : '',
    status: statusForPerformer(record),
    dayStatus: day.status,
    deadline: record.deadline,
    draftCallTime: callTimeView(record.draftCallTime),
    finalCallTime: callTimeView(record.finalCallTime),
    penaltyCents: record.penaltyCents,
    penaltyReason: record.penaltyReason,
    penaltyWaived: waived,
    commissionPaid: record.commissionPaid,
  };
}

const UPCOMING = ['available', 'standby', 'booked'];

/** The performer's area: requests to answer, upcoming bookings, past ones. */
export async function readPerformerBookings(performerId: string, now = new Date()): Promise<PerformerBookingsAnswer> {
  const records = (await listParticipationsOf(performerId)).filter((record) => record.status !== 'selected');
  const [days, waived] = await Promise.all([
    findDaysForPerformer(records.map((record) => record.dayId)),
    penaltyWaivedReader(records),
  ]);
  const today = agencyToday(now);
  const answer: PerformerBookingsAnswer = { requests: [], upcoming: [], past: [], needsAnswer: 0 };
  for (const record of records) {
    const day = days.get(record.dayId);
    if (!day) continue;
    const view = bookingView(record, day, waived(record));
    const open = needsPerformer(record, now);
    if (open) answer.needsAnswer += 1;
    if (open && record.status !== 'booked') answer.requests.push(view);
    else if (day.lastDate >= today && UPCOMING.includes(record.status)) answer.upcoming.push(view);
    else answer.past.push(view);
  }
  const byDate = (a: PerformerBookingView, b: PerformerBookingView) =>
    (a.dates[0] ?? '').localeCompare(b.dates[0] ?? '');
  answer.requests.sort(byDate);
  answer.upcoming.sort(byDate);
  answer.past.sort((a, b) => byDate(b, a));
  return answer;
}
