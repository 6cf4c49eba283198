/**
 * The booking loop's read cache: what a booking action may read inside its transaction (days with
 * their pending role count changes, participants, users, the project, a link, an earlier answer),
 * each document read once and then cached, so the plan writer sees what the action decided from.
 */
import {
  PARTICIPANTS_COLLECTION,
  PRODUCTION_DAYS_COLLECTION,
  participantId,
  type ParticipantRecord,
  type ProductionDayRecord,
  type ProjectRecord,
  type UserRecord,
} from '@scenecall/shared';
import type { Transaction } from 'firebase-admin/firestore';
import { declareQuery } from '../../lib/firestore-query';
import { countDocumentReads } from '../../lib/read-counter';
import { readUserInTransaction } from '../users';
import { bookingLinkRef, type BookingLinkRecord } from './booking-links.repository';
import { participantConverter, participantRef, participantsOfDayQuery } from './participants.repository';
import { dayConverter, dayRef, projectRef } from './booking-days.repository';
import { requestAnswerRef } from './request-answers.repository';
import { changesOfDayInTransaction, foldedInto, type PendingChanges } from './role-count-changes.repository';

const DAYS_OF_PROJECT = declareQuery("a project's days (blacklist)", {
  collection: PRODUCTION_DAYS_COLLECTION,
  where: [['projectId', '==']],
});
export const PARTICIPANTS_OF_PERFORMER = declareQuery("a performer's participations (bookings)", {
  collection: PARTICIPANTS_COLLECTION,
  where: [['performerId', '==']],
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

export const keyOf = (record: Pick<ParticipantRecord, 'dayId' | 'performerId'>) =>
  participantId(record.dayId, record.performerId);

export class TransactionReads implements BookingReads {
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
