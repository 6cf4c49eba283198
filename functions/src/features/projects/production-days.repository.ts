/**
 * Production days (`productionDays/{dayId}`): the one store of a day's details, roles (with their
 * counts), call and fitting sheets, shared by the project screens, the casting explorer and the
 * booking loop. Writes that touch a day and its participants together are one transaction.
 */
import {
  PARTICIPANTS_COLLECTION,
  PRODUCTION_DAYS_COLLECTION,
  PROJECTS_COLLECTION,
  newParticipant,
  participantId,
  recountRole,
  type ParticipantRecord,
  type ProductionDayRecord,
  type ProjectRecord,
  type TransitionContext,
} from '@scenecall/shared';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase';
import { countDocumentReads } from '../../lib/read-counter';
import { declareQuery } from '../../lib/firestore-query';
import { participantsOfDayInTransaction } from './participants.repository';

/** Firestore allows 500 writes per transaction; the day document and a margin take the rest. */
export const MAX_PARTICIPANT_WRITES = 450;
const MAX_DAYS_LISTED = 1000;

const days = () => db().collection(PRODUCTION_DAYS_COLLECTION);
const participants = () => db().collection(PARTICIPANTS_COLLECTION);

const DAYS_OF_PROJECT = declareQuery("a project's days, by first date", {
  collection: PRODUCTION_DAYS_COLLECTION,
  where: [['projectId', '==']],
  orderBy: [['firstDate', 'asc']],
});

const DAYS_OF_CASTING = declareQuery("a Casting user's days, latest first (casting explorer)", {
  collection: PRODUCTION_DAYS_COLLECTION,
  where: [['castingId', '==']],
  orderBy: [['firstDate', 'desc']],
});

const ALL_DAYS = declareQuery('every day, latest first (casting explorer for Admin)', {
  collection: PRODUCTION_DAYS_COLLECTION,
  where: [],
  orderBy: [['firstDate', 'desc']],
});

export interface StoredDay {
  id: string;
  record: ProductionDayRecord;
}

export interface NewDayParticipant {
  performerId: string;
  roleId: string;
}

export type CreateDayOutcome =
  { ok: true; id: string } | { ok: false; reason: 'project-missing' | 'project-archived' | 'too-many-participants' };

/**
 * Creates a day and, in the same transaction, its first participants (status `selected`) with the
 * role counts and `participantRoles` that go with them, after checking the project still exists
 * and is active, or creating it (`newProject`: the wizard's new production, so a failure leaves no
 * project without its day). The caller has checked that each participant's role is one of the
 * day's roles and that no performer is listed twice.
 */
export async function createDayWithParticipants(
  record: ProductionDayRecord,
  firstParticipants: readonly NewDayParticipant[],
  context: TransitionContext,
  newProject?: ProjectRecord,
): Promise<CreateDayOutcome> {
  if (firstParticipants.length > MAX_PARTICIPANT_WRITES) return { ok: false, reason: 'too-many-participants' };
  const dayRef = days().doc();
  let roles = record.roles;
  const participantRoles: Record<string, string> = {};
  const records = firstParticipants.map(({ performerId, roleId }) => {
    roles = recountRole(roles, roleId, null, 'selected');
    participantRoles[performerId] = roleId;
    const fields = { dayId: dayRef.id, projectId: record.projectId, castingId: record.castingId, performerId, roleId };
    return newParticipant({ ...fields, dates: record.dates }, context);
  });
  const projectRef = db().collection(PROJECTS_COLLECTION).doc(record.projectId);
  return db().runTransaction(async (tx) => {
    if (newProject) tx.create(projectRef, newProject);
    else {
      const project = await tx.get(projectRef);
      if (!project.exists) return { ok: false, reason: 'project-missing' } as const;
      if ((project.data() as ProjectRecord).status !== 'active')
        return { ok: false, reason: 'project-archived' } as const;
    }
    tx.create(dayRef, { ...record, roles, participantRoles } satisfies ProductionDayRecord);
    for (const participant of records) {
      tx.create(participants().doc(participantId(dayRef.id, participant.performerId)), participant);
    }
    return { ok: true, id: dayRef.id } as const;
  });
}

export async function findDay(dayId: string): Promise<StoredDay | undefined> {
  const snapshot = await days().doc(dayId).get();
  countDocumentReads(1);
  return snapshot.exists ? { id: dayId, record: snapshot.data() as ProductionDayRecord } : undefined;
}

const toStoredDays = (docs: QueryDocumentSnapshot[]): StoredDay[] =>
  docs.map((doc) => ({ id: doc.id, record: doc.data() as ProductionDayRecord }));

/** A project's days, earliest first. */
export async function listDaysOfProject(projectId: string): Promise<StoredDay[]> {
  return toStoredDays((await DAYS_OF_PROJECT.build([projectId], { limit: MAX_DAYS_LISTED }).get()).docs);
}

const daysOfCasting = (castingId: string | null) =>
  castingId === null
    ? ALL_DAYS.build([], { limit: MAX_DAYS_LISTED })
    : DAYS_OF_CASTING.build([castingId], { limit: MAX_DAYS_LISTED });

/** A Casting user's days (or, with null, every day), latest first. */
export async function listDaysOfCasting(castingId: string | null): Promise<StoredDay[]> {
  return toStoredDays((await daysOfCasting(castingId).get()).docs);
}

/** What the casting explorer's list shows of a day. */
const DAY_SUMMARY_FIELDS = [
  'projectId',
  'production',
  'title',
  'dates',
  'firstDate',
  'location',
  'status',
  'roles',
] as const;
export type DaySummaryRecord = Pick<ProductionDayRecord, (typeof DAY_SUMMARY_FIELDS)[number]>;
export interface StoredDaySummary {
  id: string;
  record: DaySummaryRecord;
}

/**
 * The casting explorer's list: a Casting user's days (or, with null, every day), latest first, with
 * only the fields it shows. A day's performer map (one entry per participant, hundreds on a big
 * day), sheets and notes stay in Firestore: under load, sending and decoding them for every day of
 * every list was the stack's heaviest work (README 'Load').
 */
export async function listDaySummariesOfCasting(castingId: string | null): Promise<StoredDaySummary[]> {
  const { docs } = await daysOfCasting(castingId)
    .select(...DAY_SUMMARY_FIELDS)
    .get();
  countDocumentReads(docs.length, { query: true });
  return docs.map((doc) => ({ id: doc.id, record: doc.data() as DaySummaryRecord }));
}

export type DayDecision = { write: false } | { write: true; changes: Partial<ProductionDayRecord> };

/**
 * Reads the day and writes what `decide` answers, in one transaction (`decide` may throw to refuse).
 * When the dates change, every participant's copy of them changes in the same transaction.
 * Answers the day as written, or undefined when it does not exist.
 */
export async function updateDay(
  dayId: string,
  decide: (day: ProductionDayRecord) => DayDecision,
): Promise<ProductionDayRecord | undefined> {
  const ref = days().doc(dayId);
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return undefined;
    const current = snapshot.data() as ProductionDayRecord;
    const decision = decide(current);
    if (!decision.write) return current;
    const at = new Date().toISOString();
    const { dates } = decision.changes;
    const datesChanged = dates !== undefined && dates.join() !== current.dates.join();
    const onDay = datesChanged ? await participantsOfDayInTransaction(tx, dayId) : [];
    if (onDay.length > MAX_PARTICIPANT_WRITES) throw new Error('Too many participants to change the dates at once');
    const changes = { ...decision.changes, updatedAt: at };
    tx.update(ref, changes);
    for (const participant of onDay) {
      tx.update(participants().doc(participantId(dayId, participant.performerId)), { dates, updatedAt: at });
    }
    return { ...current, ...changes };
  });
}

export type DeleteDayOutcome = 'deleted' | 'missing';

/**
 * Deletes the day and its participants after `check` (which may throw to refuse) has seen them,
 * in one transaction: a booking made meanwhile makes the transaction retry and the check see it.
 */
export async function deleteDay(
  dayId: string,
  check: (day: ProductionDayRecord, onDay: ParticipantRecord[]) => void,
): Promise<DeleteDayOutcome> {
  const ref = days().doc(dayId);
  const leftOver = await db().runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return null;
    const onDay = await participantsOfDayInTransaction(tx, dayId);
    check(snapshot.data() as ProductionDayRecord, onDay);
    tx.delete(ref);
    const ids = onDay.map((participant) => participantId(dayId, participant.performerId));
    for (const id of ids.slice(0, MAX_PARTICIPANT_WRITES)) tx.delete(participants().doc(id));
    return ids.slice(MAX_PARTICIPANT_WRITES);
  });
  if (leftOver === null) return 'missing';
  // Past the transaction's write limit: the day is gone, so nobody can add to these any more.
  for (let start = 0; start < leftOver.length; start += MAX_PARTICIPANT_WRITES) {
    const batch = db().batch();
    for (const id of leftOver.slice(start, start + MAX_PARTICIPANT_WRITES)) batch.delete(participants().doc(id));
    await batch.commit();
  }
  return 'deleted';
}
