/**
 * The booking loop's one write path. A booking action reads what it needs (days, participants,
 * users, the project, a link) through `BookingReads`, decides, and answers a plan; the plan is then
 * written in the same transaction: participants, the role counts of their days (recounted from the
 * status changes), `users.bookedDates` (derived from every move into or out of `booked`), the
 * project's blacklist, one-click links used, and the e-mail the change causes (outbox). So a change
 * and what it tells people commit together, or not at all.
 */
import {
  PARTICIPANTS_COLLECTION,
  PRODUCTION_DAYS_COLLECTION,
  PROJECTS_COLLECTION,
  participantId,
  recountRole,
  type ParticipantRecord,
  type ProductionDayRecord,
  type ProjectRecord,
  type UserRecord,
} from '@scenecall/shared';
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase';
import { declareQuery } from '../../lib/firestore-query';
import { countDocumentReads } from '../../lib/read-counter';
import { enqueueMail, type NewMail } from '../mail/outbox.service';
import type { MailTemplateName } from '../mail/templates';
import { readUserInTransaction, writeUserInTransaction } from '../users/users.repository';
import { bookingLinkRef, type BookingLinkRecord } from './booking-links.repository';

const dayRef = (dayId: string) => db().collection(PRODUCTION_DAYS_COLLECTION).doc(dayId);
const participantRef = (dayId: string, performerId: string) =>
  db().collection(PARTICIPANTS_COLLECTION).doc(participantId(dayId, performerId));
const projectRef = (projectId: string) => db().collection(PROJECTS_COLLECTION).doc(projectId);

const PARTICIPANTS_OF_DAY = declareQuery("a day's participants (booking loop)", {
  collection: PARTICIPANTS_COLLECTION,
  where: [['dayId', '==']],
});
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

/** What a booking action may read, inside its transaction (each document read once, then cached). */
export interface BookingReads {
  day(dayId: string): Promise<ProductionDayRecord | undefined>;
  participantsOfDay(dayId: string): Promise<ParticipantRecord[]>;
  participant(dayId: string, performerId: string): Promise<ParticipantRecord | undefined>;
  user(uid: string): Promise<UserRecord | undefined>;
  project(projectId: string): Promise<ProjectRecord | undefined>;
  dayIdsOfProject(projectId: string): Promise<string[]>;
  link(hash: string): Promise<BookingLinkRecord | undefined>;
}

export type BookingMail = NewMail<MailTemplateName>;

export interface BookingPlan<T> {
  result: T;
  /** New versions of participants read through `BookingReads`. */
  participants?: ParticipantRecord[];
  mails?: BookingMail[];
  days?: { dayId: string; changes: Partial<ProductionDayRecord> }[];
  blacklist?: { projectId: string; performerId: string; entry: ProjectRecord['blacklist'][string] };
  usedLink?: { hash: string; at: string };
}

class TransactionReads implements BookingReads {
  readonly days = new Map<string, ProductionDayRecord | undefined>();
  readonly participants = new Map<string, ParticipantRecord | undefined>();
  readonly users = new Map<string, UserRecord | undefined>();
  private readonly projects = new Map<string, ProjectRecord | undefined>();

  constructor(private readonly tx: Transaction) {}

  private async cached<V>(cache: Map<string, V>, key: string, read: () => Promise<V>): Promise<V> {
    if (!cache.has(key)) cache.set(key, await read());
    return cache.get(key) as V;
  }

  day(dayId: string) {
    return this.cached(this.days, dayId, async () => {
      countDocumentReads(1);
      return (await this.tx.get(dayRef(dayId))).data() as ProductionDayRecord | undefined;
    });
  }

  async participantsOfDay(dayId: string) {
    const snapshot = await this.tx.get(PARTICIPANTS_OF_DAY.build([dayId]));
    countDocumentReads(snapshot.size, { query: true });
    const found = snapshot.docs.map((doc) => doc.data() as ParticipantRecord);
    // A participant already changed in memory must not be read back over.
    return found.map((record) => {
      const key = participantId(record.dayId, record.performerId);
      if (!this.participants.has(key)) this.participants.set(key, record);
      return this.participants.get(key) ?? record;
    });
  }

  participant(dayId: string, performerId: string) {
    return this.cached(this.participants, participantId(dayId, performerId), async () => {
      countDocumentReads(1);
      return (await this.tx.get(participantRef(dayId, performerId))).data() as ParticipantRecord | undefined;
    });
  }

  user(uid: string) {
    return this.cached(this.users, uid, () => readUserInTransaction(this.tx, uid));
  }

  project(projectId: string) {
    return this.cached(this.projects, projectId, async () => {
      countDocumentReads(1);
      return (await this.tx.get(projectRef(projectId))).data() as ProjectRecord | undefined;
    });
  }

  async dayIdsOfProject(projectId: string) {
    const snapshot = await this.tx.get(DAYS_OF_PROJECT.build([projectId]));
    countDocumentReads(snapshot.size, { query: true });
    for (const doc of snapshot.docs) this.days.set(doc.id, doc.data() as ProductionDayRecord);
    return snapshot.docs.map((doc) => doc.id);
  }

  async link(hash: string) {
    countDocumentReads(1);
    return (await this.tx.get(bookingLinkRef(hash))).data() as BookingLinkRecord | undefined;
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

/** Runs a booking action: `decide` reads and plans, then the plan is written in the same transaction. */
export async function runBooking<T>(
  decide: (reads: BookingReads, now: Date) => Promise<BookingPlan<T>>,
  clock: () => Date = () => new Date(),
): Promise<T> {
  return db().runTransaction(async (tx) => {
    const reads = new TransactionReads(tx);
    const now = clock();
    const plan = await decide(reads, now);
    const moves = (plan.participants ?? []).map((after) => {
      const before = reads.participants.get(participantId(after.dayId, after.performerId));
      if (!before) throw new Error('A booking plan changed a participant it did not read');
      return { before, after };
    });
    const bookedMoves = moves.filter(
      ({ before, after }) => (before.status === 'booked') !== (after.status === 'booked'),
    );
    // Reads come before every write: the users whose booked dates change, and every changed day.
    for (const { after } of bookedMoves) await reads.user(after.performerId);
    for (const { after } of moves) await reads.day(after.dayId);
    for (const change of plan.days ?? []) await reads.day(change.dayId);

    const dayChanges = new Map<string, Partial<ProductionDayRecord>>();
    for (const { before, after } of moves) {
      tx.set(participantRef(after.dayId, after.performerId), after);
      if (before.status === after.status) continue;
      const day = reads.days.get(after.dayId);
      if (!day) continue;
      const roles = recountRole(
        dayChanges.get(after.dayId)?.roles ?? day.roles,
        after.roleId,
        before.status,
        after.status,
      );
      dayChanges.set(after.dayId, { ...dayChanges.get(after.dayId), roles });
    }
    for (const { dayId, changes } of plan.days ?? []) dayChanges.set(dayId, { ...dayChanges.get(dayId), ...changes });
    for (const [dayId, changes] of dayChanges) {
      if (reads.days.get(dayId)) tx.update(dayRef(dayId), { ...changes, updatedAt: now.toISOString() });
    }

    const byPerformer = new Map<string, typeof bookedMoves>();
    for (const move of bookedMoves) {
      byPerformer.set(move.after.performerId, [...(byPerformer.get(move.after.performerId) ?? []), move]);
    }
    for (const [uid, changes] of byPerformer) {
      const user = reads.users.get(uid);
      if (user) writeUserInTransaction(tx, uid, { bookedDates: bookedDatesAfter(user, changes) });
    }
    if (plan.blacklist) {
      const { projectId, performerId, entry } = plan.blacklist;
      tx.update(projectRef(projectId), { [`blacklist.${performerId}`]: entry, updatedAt: now.toISOString() });
    }
    if (plan.usedLink) tx.update(bookingLinkRef(plan.usedLink.hash), { usedAt: plan.usedLink.at });
    for (const mail of plan.mails ?? []) await enqueueMail(mail, { tx, now });
    return plan.result;
  });
}

/** Requests and offers whose deadline has passed, oldest first (the deadlines job). */
export async function findWaitingPastDeadline(now: Date, limit: number): Promise<ParticipantRecord[]> {
  const snapshot = await WAITING_PAST_DEADLINE.build([['asked', 'offered'], now.toISOString()], { limit }).get();
  return snapshot.docs.map((doc) => doc.data() as ParticipantRecord);
}

/** Days still in Availability Check whose deadline has passed (automatic booking at the deadline). */
export async function findDaysPastDeadline(
  now: Date,
  limit: number,
): Promise<{ id: string; record: ProductionDayRecord }[]> {
  const snapshot = await DAYS_PAST_DEADLINE.build(['Availability Check', now.toISOString()], { limit }).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, record: doc.data() as ProductionDayRecord }));
}

/** Every participation of a performer (their bookings page, calendar feed, worked days). */
export async function listParticipationsOf(performerId: string): Promise<ParticipantRecord[]> {
  const snapshot = await PARTICIPANTS_OF_PERFORMER.build([performerId], { limit: 1000 }).get();
  countDocumentReads(snapshot.size, { query: true });
  return snapshot.docs.map((doc) => doc.data() as ParticipantRecord);
}

/** Days by id, in one batched read. */
export async function findDays(dayIds: readonly string[]): Promise<Map<string, ProductionDayRecord>> {
  const unique = [...new Set(dayIds)];
  if (unique.length === 0) return new Map();
  const snapshots = await db().getAll(...unique.map(dayRef));
  countDocumentReads(snapshots.length);
  return new Map(
    snapshots
      .filter((snapshot) => snapshot.exists)
      .map((snapshot) => [snapshot.id, snapshot.data() as ProductionDayRecord]),
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

/**
 * Days by id with only what the performer's bookings page shows, in one batched read: a day's
 * performer map (one entry per participant) stays in Firestore (README 'Load').
 */
export async function findDaysForPerformer(dayIds: readonly string[]): Promise<Map<string, DayForPerformer>> {
  const unique = [...new Set(dayIds)];
  if (unique.length === 0) return new Map();
  const snapshots = await db().getAll(...unique.map(dayRef), { fieldMask: [...DAY_FIELDS_FOR_PERFORMER] });
  countDocumentReads(snapshots.length);
  return new Map(
    snapshots
      .filter((snapshot) => snapshot.exists)
      .map((snapshot) => [snapshot.id, snapshot.data() as DayForPerformer]),
  );
}

/** Worked (or booked) participations whose commission is not paid yet, for the reminders job. */
export async function findWorkedUnpaid(limit: number): Promise<ParticipantRecord[]> {
  const snapshot = await WORKED_UNPAID.build([['worked', 'booked'], false], { limit }).get();
  return snapshot.docs.map((doc) => doc.data() as ParticipantRecord);
}
