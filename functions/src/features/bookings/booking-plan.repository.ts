/**
 * The booking loop's one write path. A booking action reads what it needs (days, participants,
 * users, the project, a link) through `BookingReads`, decides, and answers a plan; the plan is then
 * written in the same transaction: participants, the role counts of their days (recounted from the
 * status changes), `users.bookedDates` (derived from every move into or out of `booked`), the
 * project's blacklist, one-click links used, and the e-mail the change causes (outbox). So a change
 * and what it tells people commit together, or not at all.
 */
import {
  agencyDateOf,
  recipientChannelsFor,
  recountRole,
  requestCodeFor,
  roleCountOf,
  type ParticipantRecord,
  type ParticipantStatus,
  type ProductionDayRecord,
  type MessageKind,
  type ProjectRecord,
  type UserRecord,
} from '@scenecall/shared';
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase';
import { enqueueMail, enqueueText, recordTextReply, type NewMail, type TextReply, type TextTemplate } from '../mail';
import { prepareBookingPenalties, prepareBookingPenaltyWaiver } from '../penalties';
import { recordBookedDates } from '../users';
import { penaltyCasesOf, type PenaltyAnswer } from './booking-penalty-cases';
import { bookingLinkRef } from './booking-links.repository';
import { keyOf, TransactionReads, type BookingReads } from './booking-reads.repository';
import { participantRef } from './participants.repository';
import { dayRef, projectRef } from './booking-days.repository';
import { requestAnswerRef } from './request-answers.repository';
import { foldRoleCountChangesSoon } from './role-count-folding.repository';
import { newRoleCountChangeRef } from './role-count-changes.repository';

/**
 * A message of the booking loop: its e-mail, and the text that may go with it or instead of it.
 * Which of the two go out is the recipient's choice for that kind of message (shared
 * `recipientChannelsFor`: a minor's guardian's, else the performer's; e-mail only until they opted
 * in to texts), read in the same transaction.
 */
export interface BookingMail extends NewMail {
  /** `urgent`: sent even in quiet hours (a call time changed close to the call). */
  text?: {
    kind: MessageKind;
    template: TextTemplate;
    data: Record<string, unknown>;
    urgent?: boolean;
    /** A request or offer: the participant asked, who takes a short code when the text goes (`withRequestCodes`). */
    request?: { dayId: string; performerId: string };
  };
}

export interface BookingPlan<T> {
  result: T;
  /** New versions of participants read (or created by `newDay`) through `BookingReads`. */
  participants?: ParticipantRecord[];
  /** Participants new on a stored day (`newParticipant`): counted on their role, in `participantRoles`. */
  added?: ParticipantRecord[];
  /** Participants read through `BookingReads` and taken off their day (a selection undone). */
  removed?: ParticipantRecord[];
  mails?: BookingMail[];
  days?: { dayId: string; changes: Partial<ProductionDayRecord> }[];
  blacklist?: { projectId: string; performerId: string; entry: ProjectRecord['blacklist'][string] };
  usedLink?: { hash: string; at: string };
  /** Stored under the request's idempotency key, so a retried request answers `value` (`BookingReads.answered`). */
  answer?: { key: string; value: string };
  /** An answer by text: the reply sent back, recorded with the answer. */
  reply?: TextReply;
  /** The performer's reason for a late cancellation: the answer of the penalty the move gives. */
  penaltyAnswers?: PenaltyAnswer[];
  /** The Admin waived a participant's penalty: its record is waived with the note, in this transaction. */
  penaltyWaiver?: Parameters<typeof prepareBookingPenaltyWaiver>[1];
}

const sortedDates = (dates: Iterable<string>) => [...new Set(dates)].sort();

/** The performer's booked dates after their participations moved as `changes` says. */
function bookedDatesAfter(user: UserRecord, changes: { before: ParticipantRecord; after: ParticipantRecord }[]) {
  let dates = new Set(user.bookedDates ?? []);
  for (const { before, after } of changes) {
    if (before.status === 'booked' && after.status !== 'booked') {
      dates = new Set([...dates].filter((date) => !before.dates.includes(date)));
    }
    if (before.status !== 'booked' && after.status === 'booked') after.dates.forEach((date) => dates.add(date));
  }
  return sortedDates(dates);
}

type Move = { before: ParticipantRecord; after: ParticipantRecord };

/** The day's roles and `participantRoles` after participants moved, joined and left. */
function recountedDays(
  reads: TransactionReads,
  plan: BookingPlan<unknown>,
  moves: Move[],
): Map<string, Partial<ProductionDayRecord>> {
  const changes = new Map<string, Partial<ProductionDayRecord>>();
  const recount = (dayId: string, roleId: string, from: ParticipantStatus | null, to: ParticipantStatus | null) => {
    const day = reads.days.get(dayId);
    if (!day) return undefined;
    const current = changes.get(dayId) ?? {};
    const roles = recountRole(current.roles ?? day.roles, roleId, from, to);
    const next = { ...current, roles };
    changes.set(dayId, next);
    return next;
  };
  const roster = (dayId: string) =>
    changes.get(dayId)?.participantRoles ?? reads.days.get(dayId)?.participantRoles ?? {};
  for (const { before, after } of moves) {
    if (before.status !== after.status) recount(after.dayId, after.roleId, before.status, after.status);
  }
  for (const record of plan.added ?? []) {
    const next = recount(record.dayId, record.roleId, null, record.status);
    if (next) next.participantRoles = { ...roster(record.dayId), [record.performerId]: record.roleId };
  }
  for (const record of plan.removed ?? []) {
    const current = reads.participants.get(keyOf(record)) ?? record;
    const next = recount(record.dayId, current.roleId, current.status, null);
    if (next) {
      next.participantRoles = Object.fromEntries(
        Object.entries(roster(record.dayId)).filter(([performerId]) => performerId !== record.performerId),
      );
    }
  }
  for (const { dayId, changes: asked } of plan.days ?? []) changes.set(dayId, { ...changes.get(dayId), ...asked });
  return changes;
}

/**
 * Moves on days the action never read: their counts are recorded as pending changes
 * (`role-count-changes.repository.ts`) instead of rewriting the day. Such an action decided nothing
 * from the day's counts (an answer to a request keeps or lowers a role's candidates; a slot taken
 * reads the day), so it need not lock the day: a thousand answers to one day do not queue on it.
 */
const movesOnUnreadDays = (reads: TransactionReads, moves: Move[]) =>
  moves.filter(
    ({ before, after }) => roleCountOf(before.status) !== roleCountOf(after.status) && !reads.days.has(after.dayId),
  );

/** The day's changes with the pending role count changes read with it (then deleted) on the day. */
function withFoldedCounts(reads: TransactionReads, dayId: string, changes: Partial<ProductionDayRecord>) {
  const pending = reads.pending.get(dayId)?.refs ?? [];
  const day = reads.days.get(dayId);
  return { pending, changes: pending.length > 0 && day ? { roles: day.roles, ...changes } : changes };
}

/**
 * Reads what the plan's writes depend on (the days it adds to, removes from or changes, the users
 * whose booked dates change), then answers the function that writes it: Firestore wants every read
 * of a transaction before its first write, and another repository's transaction (a commission
 * marked paid) may still read after a booking action has decided. `countedLater`: the days whose
 * counts were left as pending changes (see `movesOnUnreadDays`).
 */
async function preparePlan<T>(
  tx: Transaction,
  reads: TransactionReads,
  plan: BookingPlan<T>,
  now: Date,
): Promise<{ write: () => Promise<void>; countedLater: string[] }> {
  const moves: Move[] = (plan.participants ?? []).map((after) => {
    const before = reads.participants.get(keyOf(after));
    if (!before) throw new Error('A booking plan changed a participant it did not read');
    return { before, after };
  });
  for (const record of plan.removed ?? []) {
    if (!reads.participants.get(keyOf(record))) throw new Error('A booking plan removed a participant it did not read');
  }
  const bookedMoves = moves.filter(({ before, after }) => (before.status === 'booked') !== (after.status === 'booked'));
  for (const { after } of bookedMoves) await reads.user(after.performerId);
  for (const record of [...(plan.added ?? []), ...(plan.removed ?? [])]) await reads.day(record.dayId);
  for (const change of plan.days ?? []) await reads.day(change.dayId);
  const unread = movesOnUnreadDays(reads, moves);
  const texted = (plan.mails ?? []).filter((mail) => mail.text && 'uid' in mail.to);
  await Promise.all(texted.map((mail) => reads.user(mail.to.uid!)));
  const penaltyCases = penaltyCasesOf(moves, (dayId) => reads.days.get(dayId), plan.penaltyAnswers ?? [], now);
  const writePenalties = await prepareBookingPenalties(tx, penaltyCases, now);
  const writeWaiver = plan.penaltyWaiver ? await prepareBookingPenaltyWaiver(tx, plan.penaltyWaiver, now) : undefined;
  await withRequestCodes(reads, texted, moves, now);

  const write = async () => {
    const at = now.toISOString();
    const dayChanges = recountedDays(reads, plan, moves);
    for (const [id, { project, record }] of reads.newDays) {
      if (project) tx.create(projectRef(project.id), project.record);
      tx.create(dayRef(id), { ...record, ...dayChanges.get(id) });
    }
    for (const [dayId, asked] of dayChanges) {
      if (reads.newDays.has(dayId) || !reads.days.get(dayId)) continue;
      const { pending, changes } = withFoldedCounts(reads, dayId, asked);
      tx.update(dayRef(dayId), { ...changes, updatedAt: at });
      for (const ref of pending) tx.delete(ref);
    }
    for (const { before, after } of unread) {
      const { dayId, roleId } = after;
      tx.create(newRoleCountChangeRef(), { dayId, roleId, from: before.status, to: after.status, at });
    }
    const moved = new Map(moves.map(({ after }) => [keyOf(after), after]));
    for (const record of reads.newParticipants()) {
      tx.create(participantRef(record.dayId, record.performerId), moved.get(keyOf(record)) ?? record);
    }
    for (const { after } of moves) {
      if (!reads.isNewParticipant(after)) tx.set(participantRef(after.dayId, after.performerId), after);
    }
    for (const record of plan.added ?? []) tx.create(participantRef(record.dayId, record.performerId), record);
    for (const record of plan.removed ?? []) tx.delete(participantRef(record.dayId, record.performerId));

    const byPerformer = new Map<string, Move[]>();
    for (const move of bookedMoves) {
      byPerformer.set(move.after.performerId, [...(byPerformer.get(move.after.performerId) ?? []), move]);
    }
    for (const [uid, changes] of byPerformer) {
      const user = reads.users.get(uid);
      if (user) recordBookedDates(tx, uid, bookedDatesAfter(user, changes));
    }
    if (plan.blacklist) {
      const { projectId, performerId, entry } = plan.blacklist;
      tx.update(projectRef(projectId), { [`blacklist.${performerId}`]: entry, updatedAt: at });
    }
    if (plan.usedLink) tx.update(bookingLinkRef(plan.usedLink.hash), { usedAt: plan.usedLink.at });
    if (plan.answer) tx.create(requestAnswerRef(plan.answer.key), { value: plan.answer.value, at });
    for (const mail of plan.mails ?? []) await enqueueMessage(tx, reads, mail, now);
    if (plan.reply) await recordTextReply(plan.reply, { tx, now });
    writePenalties();
    writeWaiver?.();
  };
  return { write, countedLater: [...new Set(unread.map(({ after }) => after.dayId))] };
}

/**
 * A request or offer that goes by text takes its short code in the transaction that makes it
 * (shared `requestCodeFor`), so the code its text prints means it until it closes: the performer's
 * participations are read here, and the code is written on the participant with the request.
 */
async function withRequestCodes(reads: TransactionReads, texted: BookingMail[], moves: Move[], now: Date) {
  const given = new Map<string, number[]>();
  for (const mail of texted) {
    const request = mail.text?.request;
    if (
      !request ||
      !recipientChannelsFor(reads.users.get(request.performerId) ?? {}, mail.text!.kind, agencyDateOf(now)).includes(
        'sms',
      )
    ) {
      continue;
    }
    const index = moves.findIndex(({ after }) => keyOf(after) === keyOf(request));
    if (index < 0) continue;
    const { before, after } = moves[index]!;
    const others = (await reads.participationsOf(request.performerId)).filter(
      (record) => record.dayId !== request.dayId,
    );
    const held = given.get(request.performerId) ?? [];
    const requestCode = requestCodeFor(after.requestCode, others, now, held);
    given.set(request.performerId, [...held, requestCode]);
    moves[index] = { before, after: { ...after, requestCode } };
  }
}

/** The e-mail and/or the text of a booking message, as the performer chose for its kind. */
async function enqueueMessage(tx: Transaction, reads: TransactionReads, mail: BookingMail, now: Date): Promise<void> {
  const { text, ...email } = mail;
  const uid = mail.to.uid;
  const channels =
    text && uid ? recipientChannelsFor(reads.users.get(uid) ?? {}, text.kind, agencyDateOf(now)) : ['email'];
  if (channels.includes('email')) await enqueueMail(email, { tx, now });
  if (text && uid && channels.includes('sms')) {
    // Booking messages must arrive: a text going alone takes its e-mail as the fallback.
    const fallback = channels.includes('email') ? undefined : email;
    await enqueueText(
      { template: text.template, data: text.data, to: { uid }, urgent: text.urgent, fallback },
      { tx, now },
    );
  }
}

/** Runs a booking action: `decide` reads and plans, then the plan is written in the same transaction. */
export async function runBooking<T>(
  decide: (reads: BookingReads, now: Date) => Promise<BookingPlan<T>>,
  clock: () => Date = () => new Date(),
): Promise<T> {
  const { result, countedLater } = await db().runTransaction(async (tx) => {
    const reads = new TransactionReads(tx);
    const now = clock();
    const plan = await decide(reads, now);
    const prepared = await preparePlan(tx, reads, plan, now);
    await prepared.write();
    return { result: plan.result, countedLater: prepared.countedLater };
  });
  // Committed: the day documents catch up with the answers without holding them up.
  for (const dayId of countedLater) foldRoleCountChangesSoon(dayId);
  return result;
}

/**
 * A booking action inside a transaction another repository runs: reads and decides now, and
 * answers the function that writes the plan, to call once that transaction has done its reads.
 */
export async function prepareBookingIn<T>(
  tx: Transaction,
  decide: (reads: BookingReads, now: Date) => Promise<BookingPlan<T>>,
  now: Date,
): Promise<{ result: T; write: () => Promise<void> }> {
  const reads = new TransactionReads(tx);
  const plan = await decide(reads, now);
  // Left over counts, if any, are folded by the `role-counts` job: this transaction is not ours to await.
  return { result: plan.result, write: (await preparePlan(tx, reads, plan, now)).write };
}
