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
  PARTICIPANTS_COLLECTION,
  PRODUCTION_DAYS_COLLECTION,
  participantId,
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
import { readAll, recordConverter } from '../../lib/firestore-converter';
import { declareQuery } from '../../lib/firestore-query';
import { countDocumentReads } from '../../lib/read-counter';
import { logFailure } from '../../http/logger';
import { enqueueMail, enqueueText, recordTextReply, type NewMail, type TextReply, type TextTemplate } from '../mail';
import { prepareBookingPenalties, prepareBookingPenaltyWaiver } from '../penalties';
import { readUserInTransaction, writeUserInTransaction } from '../users';
import { penaltyCasesOf, type PenaltyAnswer } from './booking-penalty-cases';
import { bookingLinkRef, type BookingLinkRecord } from './booking-links.repository';
import {
  participantConverter,
  participantRef,
  participantsOfDayInTransaction,
  participantsOfDayQuery,
} from './participants.repository';
import { dayConverter, dayRef, MAX_PARTICIPANT_WRITES } from './production-days.repository';
import { projectRef } from './projects.repository';
import {
  changesOfDayInTransaction,
  foldedInto,
  MAX_CHANGES_FOLDED,
  newRoleCountChangeRef,
  type PendingChanges,
} from './role-count-changes.repository';

/** `requestAnswers/{uid}_{key}`: what a request sent with an idempotency key answered (the wizard's Confirm). */
const REQUEST_ANSWERS_COLLECTION = 'requestAnswers';
interface RequestAnswerRecord {
  value: string;
  at: string;
}
const requestAnswerConverter = recordConverter<RequestAnswerRecord>(['value']);
const requestAnswerRef = (key: string) =>
  db().collection(REQUEST_ANSWERS_COLLECTION).withConverter(requestAnswerConverter).doc(key);

const DAYS_OF_PROJECT = declareQuery("a project's days (blacklist)", {
  collection: PRODUCTION_DAYS_COLLECTION,
  where: [['projectId', '==']],
});
const WAITING_PAST_DEADLINE = declareQuery('requests and offers whose deadline passed (booking deadlines job)', {
  collection: PARTICIPANTS_COLLECTION,
  where: [
    ['status', 'in'],
    ['deadline', '<='],
  ],
});
const DAYS_PAST_DEADLINE = declareQuery('days whose availability deadline passed (booking deadlines job)', {
  collection: PRODUCTION_DAYS_COLLECTION,
  where: [
    ['status', '=='],
    ['availabilityDeadline', '<='],
  ],
});
const PARTICIPANTS_OF_PERFORMER = declareQuery("a performer's participations (bookings)", {
  collection: PARTICIPANTS_COLLECTION,
  where: [['performerId', '==']],
});

const WORKED_UNPAID = declareQuery('worked days whose commission is not paid (commission reminders job)', {
  collection: PARTICIPANTS_COLLECTION,
  where: [
    ['status', 'in'],
    ['commissionPaid', '=='],
  ],
});

/** A day created by a booking action (the wizard's Confirm, a new day of a project), with its project when new too. */
export interface NewDay {
  id: string;
  record: ProductionDayRecord;
  project?: { id: string; record: ProjectRecord };
}

/** What a booking action may read, inside its transaction (each document read once, then cached). */
export interface BookingReads {
  day(dayId: string): Promise<ProductionDayRecord | undefined>;
  participantsOfDay(dayId: string): Promise<ParticipantRecord[]>;
  participant(dayId: string, performerId: string): Promise<ParticipantRecord | undefined>;
  user(uid: string): Promise<UserRecord | undefined>;
  project(projectId: string): Promise<ProjectRecord | undefined>;
  dayIdsOfProject(projectId: string): Promise<string[]>;
  link(hash: string): Promise<BookingLinkRecord | undefined>;
  /** What an earlier request with this idempotency key answered (see `BookingPlan.answer`). */
  answered(key: string): Promise<string | undefined>;
  /**
   * A day this action creates, with its first participants: from here on the reads see them as if
   * stored, and the plan's writes create them (and `day.project` when given), counts included.
   */
  newDay(day: NewDay, participants: readonly ParticipantRecord[]): void;
}

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

const keyOf = (record: Pick<ParticipantRecord, 'dayId' | 'performerId'>) =>
  participantId(record.dayId, record.performerId);

class TransactionReads implements BookingReads {
  /** Days as read, with their pending role count changes folded in (`pending`, deleted when the day is written). */
  readonly days = new Map<string, ProductionDayRecord | undefined>();
  readonly pending = new Map<string, PendingChanges>();
  readonly participants = new Map<string, ParticipantRecord | undefined>();
  readonly users = new Map<string, UserRecord | undefined>();
  private readonly projects = new Map<string, ProjectRecord | undefined>();
  /** Days created by this action, and the keys of the participants created with them. */
  readonly newDays = new Map<string, NewDay>();
  private readonly newDayParticipants = new Map<string, ParticipantRecord[]>();

  constructor(private readonly tx: Transaction) {}

  private async cached<V>(cache: Map<string, V>, key: string, read: () => Promise<V>): Promise<V> {
    if (!cache.has(key)) cache.set(key, await read());
    return cache.get(key) as V;
  }

  day(dayId: string) {
    return this.cached(this.days, dayId, async () => {
      countDocumentReads(1);
      const [snapshot, pending] = await Promise.all([
        this.tx.get(dayRef(dayId)),
        changesOfDayInTransaction(this.tx, dayId),
      ]);
      return this.withPending(dayId, snapshot.data(), pending);
    });
  }

  /** The day as it stands: its stored counts and the changes not yet on it. */
  private withPending(dayId: string, day: ProductionDayRecord | undefined, pending: PendingChanges) {
    this.pending.set(dayId, pending);
    if (!day || pending.records.length === 0) return day;
    return { ...day, roles: foldedInto(day.roles, pending.records) };
  }

  async participantsOfDay(dayId: string) {
    const created = this.newDayParticipants.get(dayId);
    if (created) return created;
    const snapshot = await this.tx.get(participantsOfDayQuery(dayId));
    countDocumentReads(snapshot.size, { query: true });
    const found = snapshot.docs.map((doc) => doc.data());
    // A participant already changed in memory must not be read back over.
    return found.map((record) => {
      const key = keyOf(record);
      if (!this.participants.has(key)) this.participants.set(key, record);
      return this.participants.get(key) ?? record;
    });
  }

  participant(dayId: string, performerId: string) {
    return this.cached(this.participants, participantId(dayId, performerId), async () => {
      countDocumentReads(1);
      return (await this.tx.get(participantRef(dayId, performerId))).data();
    });
  }

  user(uid: string) {
    return this.cached(this.users, uid, () => readUserInTransaction(this.tx, uid));
  }

  project(projectId: string) {
    return this.cached(this.projects, projectId, async () => {
      countDocumentReads(1);
      return (await this.tx.get(projectRef(projectId))).data();
    });
  }

  async dayIdsOfProject(projectId: string) {
    const snapshot = await this.tx.get(DAYS_OF_PROJECT.build([projectId]).withConverter(dayConverter));
    countDocumentReads(snapshot.size, { query: true });
    const pending = await Promise.all(snapshot.docs.map((doc) => changesOfDayInTransaction(this.tx, doc.id)));
    snapshot.docs.forEach((doc, index) => this.days.set(doc.id, this.withPending(doc.id, doc.data(), pending[index]!)));
    return snapshot.docs.map((doc) => doc.id);
  }

  /** Every participation of the performer, read in the transaction (their requests' short codes). */
  async participationsOf(performerId: string): Promise<ParticipantRecord[]> {
    const snapshot = await this.tx.get(
      PARTICIPANTS_OF_PERFORMER.build([performerId], { limit: 1000 }).withConverter(participantConverter),
    );
    countDocumentReads(snapshot.size, { query: true });
    return snapshot.docs.map((doc) => this.participants.get(keyOf(doc.data())) ?? doc.data());
  }

  async link(hash: string) {
    countDocumentReads(1);
    return (await this.tx.get(bookingLinkRef(hash))).data();
  }

  async answered(key: string) {
    countDocumentReads(1);
    return (await this.tx.get(requestAnswerRef(key))).data()?.value;
  }

  newDay(day: NewDay, participants: readonly ParticipantRecord[]) {
    this.days.set(day.id, day.record);
    this.newDays.set(day.id, day);
    if (day.project) this.projects.set(day.project.id, day.project.record);
    this.newDayParticipants.set(day.id, [...participants]);
    for (const record of participants) this.participants.set(keyOf(record), record);
  }

  isNewParticipant(record: ParticipantRecord): boolean {
    return (
      this.newDayParticipants.get(record.dayId)?.some((created) => created.performerId === record.performerId) ?? false
    );
  }

  /** Every participant created with a new day, as first planned. */
  newParticipants(): ParticipantRecord[] {
    return [...this.newDayParticipants.values()].flat();
  }
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
      if (user) writeUserInTransaction(tx, uid, { bookedDates: bookedDatesAfter(user, changes) });
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
 * Puts the day's pending role count changes on the day document and deletes them, in one
 * transaction (at most `MAX_CHANGES_FOLDED` at a time: answers the number folded). A day deleted
 * since leaves its changes to be deleted.
 */
export async function foldRoleCountChanges(dayId: string): Promise<number> {
  return db().runTransaction(async (tx) => {
    const [snapshot, pending] = await Promise.all([tx.get(dayRef(dayId)), changesOfDayInTransaction(tx, dayId)]);
    if (pending.refs.length === 0) return 0;
    const day = snapshot.data();
    if (day) {
      tx.update(dayRef(dayId), { roles: foldedInto(day.roles, pending.records), updatedAt: new Date().toISOString() });
    }
    for (const ref of pending.refs) tx.delete(ref);
    return pending.refs.length;
  });
}

/** Days being folded by this instance, and whether more changes came in meanwhile. */
const folding = new Map<string, { again: boolean }>();

/**
 * Folds the day's changes after the answer that made them has been answered: one fold per day at
 * a time in this instance, run again while answers keep coming. What it misses (an instance
 * stopped) the `role-counts` job folds.
 */
function foldRoleCountChangesSoon(dayId: string): void {
  const running = folding.get(dayId);
  if (running) {
    running.again = true;
    return;
  }
  const state = { again: false };
  folding.set(dayId, state);
  void (async () => {
    try {
      do {
        state.again = false;
        while ((await foldRoleCountChanges(dayId)) >= MAX_CHANGES_FOLDED);
      } while (state.again);
    } catch (error) {
      logFailure('bookings.role_counts_not_folded', error, { dayId });
    } finally {
      folding.delete(dayId);
    }
  })();
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

/**
 * Deletes a day and its participants after `check` (which may throw to refuse) has seen them, in
 * one transaction: a booking made meanwhile makes the transaction retry and the check see it.
 * Answers false when the day does not exist.
 */
export async function deleteDayWithParticipants(
  dayId: string,
  check: (day: ProductionDayRecord, onDay: ParticipantRecord[]) => void,
): Promise<boolean> {
  const leftOver = await db().runTransaction(async (tx) => {
    const day = (await tx.get(dayRef(dayId))).data();
    if (!day) return null;
    const onDay = await participantsOfDayInTransaction(tx, dayId);
    check(day, onDay);
    tx.delete(dayRef(dayId));
    for (const record of onDay.slice(0, MAX_PARTICIPANT_WRITES)) tx.delete(participantRef(dayId, record.performerId));
    return onDay.slice(MAX_PARTICIPANT_WRITES);
  });
  if (leftOver === null) return false;
  // Past the transaction's write limit: the day is gone, so nobody can add to these any more.
  for (let start = 0; start < leftOver.length; start += MAX_PARTICIPANT_WRITES) {
    const batch = db().batch();
    for (const record of leftOver.slice(start, start + MAX_PARTICIPANT_WRITES)) {
      batch.delete(participantRef(dayId, record.performerId));
    }
    await batch.commit();
  }
  return true;
}

/** What an earlier request with this idempotency key answered, read outside a transaction. */
export async function answeredBefore(key: string): Promise<string | undefined> {
  countDocumentReads(1);
  return (await requestAnswerRef(key).get()).data()?.value;
}

/** Requests and offers whose deadline has passed, oldest first (the deadlines job). */
export async function findWaitingPastDeadline(now: Date, limit: number): Promise<ParticipantRecord[]> {
  const snapshot = await WAITING_PAST_DEADLINE.build([['asked', 'offered'], now.toISOString()], { limit })
    .withConverter(participantConverter)
    .get();
  return snapshot.docs.map((doc) => doc.data());
}

/** Days still in Availability Check whose deadline has passed (automatic booking at the deadline). */
export async function findDaysPastDeadline(
  now: Date,
  limit: number,
): Promise<{ id: string; record: ProductionDayRecord }[]> {
  const snapshot = await DAYS_PAST_DEADLINE.build(['Availability Check', now.toISOString()], { limit })
    .withConverter(dayConverter)
    .get();
  return snapshot.docs.map((doc) => ({ id: doc.id, record: doc.data() }));
}

/** Every participation of a performer (their bookings page, calendar feed, worked days). */
export async function listParticipationsOf(performerId: string): Promise<ParticipantRecord[]> {
  const snapshot = await PARTICIPANTS_OF_PERFORMER.build([performerId], { limit: 1000 })
    .withConverter(participantConverter)
    .get();
  countDocumentReads(snapshot.size, { query: true });
  return snapshot.docs.map((doc) => doc.data());
}

/** Days by id, in one batched read. */
export async function findDays(dayIds: readonly string[]): Promise<Map<string, ProductionDayRecord>> {
  const unique = [...new Set(dayIds)];
  if (unique.length === 0) return new Map();
  const snapshots = await readAll(unique.map(dayRef));
  countDocumentReads(snapshots.length);
  return new Map(
    snapshots.flatMap((snapshot) => {
      const record = snapshot.data();
      return record ? [[snapshot.id, record] as const] : [];
    }),
  );
}

/** What a performer's bookings page shows of a day. */
const DAY_FIELDS_FOR_PERFORMER = [
  'production',
  'title',
  'dates',
  'lastDate',
  'location',
  'rate',
  'requiredDocuments',
  'notes',
  'roles',
  'status',
] as const;
export type DayForPerformer = Pick<ProductionDayRecord, (typeof DAY_FIELDS_FOR_PERFORMER)[number]>;
/** The masked read holds only those fields: the whole day's converter would call it malformed. */
const dayForPerformerConverter = recordConverter<DayForPerformer>(['dates', 'status', 'roles']);

/**
 * Days by id with only what the performer's bookings page shows, in one batched read: a day's
 * performer map (one entry per participant) stays in Firestore (docs/performance.md, bench:load).
 */
export async function findDaysForPerformer(dayIds: readonly string[]): Promise<Map<string, DayForPerformer>> {
  const unique = [...new Set(dayIds)];
  if (unique.length === 0) return new Map();
  const refs = unique.map((dayId) => dayRef(dayId).withConverter(null).withConverter(dayForPerformerConverter));
  const snapshots = await readAll(refs, { fieldMask: [...DAY_FIELDS_FOR_PERFORMER] });
  countDocumentReads(snapshots.length);
  return new Map(
    snapshots.flatMap((snapshot) => {
      const record = snapshot.data();
      return record ? [[snapshot.id, record] as const] : [];
    }),
  );
}

/** Worked (or booked) participations whose commission is not paid yet, for the reminders job. */
export async function findWorkedUnpaid(limit: number): Promise<ParticipantRecord[]> {
  const snapshot = await WORKED_UNPAID.build([['worked', 'booked'], false], { limit })
    .withConverter(participantConverter)
    .get();
  return snapshot.docs.map((doc) => doc.data());
}
