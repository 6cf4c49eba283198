/**
 * Participants (`participants/{dayId}_{performerId}`): a performer on one role of a production day,
 * with their booking state (`ParticipantRecord`, shared). Every write that adds, removes or moves a
 * participant also updates the day's role counts and `participantRoles` in the same transaction, so
 * the counts the day page, the casting explorer and the booking loop read are always exact.
 */
import {
  HOLDS_THE_DAY,
  PARTICIPANTS_COLLECTION,
  PRODUCTION_DAYS_COLLECTION,
  isDayEditable,
  newParticipant,
  candidatesLeft,
  participantId,
  recountRole,
  type ParticipantRecord,
  type ParticipantTransition,
  type ProductionDayRecord,
  type TransitionContext,
} from '@scenecall/shared';
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase';
import { declareQuery } from '../../lib/firestore-query';

const participants = () => db().collection(PARTICIPANTS_COLLECTION);
const dayRef = (dayId: string) => db().collection(PRODUCTION_DAYS_COLLECTION).doc(dayId);
const participantRef = (dayId: string, performerId: string) => participants().doc(participantId(dayId, performerId));

/** A performer's bookings over the years stay well under this. */
const MAX_PARTICIPATIONS_LISTED = 1000;

const PARTICIPANTS_OF_DAY = declareQuery("a day's participants", {
  collection: PARTICIPANTS_COLLECTION,
  where: [['dayId', '==']],
});

const PARTICIPANTS_OF_PERFORMER = declareQuery("a performer's participations", {
  collection: PARTICIPANTS_COLLECTION,
  where: [['performerId', '==']],
});

const records = (docs: { data(): unknown }[]) => docs.map((doc) => doc.data() as ParticipantRecord);

/** Every participant of a day (hundreds at most), in no particular order. */
export async function listParticipantsOfDay(dayId: string): Promise<ParticipantRecord[]> {
  return records((await PARTICIPANTS_OF_DAY.build([dayId]).get()).docs);
}

/** The same, read inside a transaction (so the transaction retries if any of them changes). */
export async function participantsOfDayInTransaction(tx: Transaction, dayId: string): Promise<ParticipantRecord[]> {
  return records((await tx.get(PARTICIPANTS_OF_DAY.build([dayId]))).docs);
}

/** Every day a performer is on, whatever the status (their bookings, offers, history). */
export async function listParticipantsOfPerformer(performerId: string): Promise<ParticipantRecord[]> {
  const snapshot = await PARTICIPANTS_OF_PERFORMER.build([performerId], { limit: MAX_PARTICIPATIONS_LISTED }).get();
  return records(snapshot.docs);
}

export async function findParticipant(dayId: string, performerId: string): Promise<ParticipantRecord | undefined> {
  const snapshot = await participantRef(dayId, performerId).get();
  return snapshot.exists ? (snapshot.data() as ParticipantRecord) : undefined;
}

export type AddParticipantOutcome =
  | { ok: true; record: ParticipantRecord }
  | {
      ok: false;
      reason: 'day-missing' | 'day-closed' | 'role-missing' | 'role-full' | 'on-this-role' | 'on-another-role';
    };

/**
 * Puts a performer on a role of a day (status `selected`), counting them on the role and recording
 * the role in `participantRoles`; refused when the performer is already on the day (one role per day)
 * or, `withinLimit`, the role has all the candidates it may ask (twice its slots, `candidateLimit`).
 * The day is read in the transaction, so of two sessions taking the last place at once one commits
 * and the other retries and finds the role full. Tests pass false to build any state.
 */
export async function addParticipant(
  dayId: string,
  performerId: string,
  roleId: string,
  context: TransitionContext,
  { withinLimit }: { withinLimit: boolean },
): Promise<AddParticipantOutcome> {
  return db().runTransaction(async (tx): Promise<AddParticipantOutcome> => {
    const snapshot = await tx.get(dayRef(dayId));
    if (!snapshot.exists) return { ok: false, reason: 'day-missing' };
    const day = snapshot.data() as ProductionDayRecord;
    if (!isDayEditable(day.status)) return { ok: false, reason: 'day-closed' };
    const role = day.roles.find((candidate) => candidate.id === roleId);
    if (!role) return { ok: false, reason: 'role-missing' };
    const current = day.participantRoles[performerId];
    if (current !== undefined) return { ok: false, reason: current === roleId ? 'on-this-role' : 'on-another-role' };
    if (withinLimit && candidatesLeft(role) === 0) return { ok: false, reason: 'role-full' };
    const record = newParticipant(
      { dayId, projectId: day.projectId, castingId: day.castingId, performerId, roleId, dates: day.dates },
      context,
    );
    tx.create(participantRef(dayId, performerId), record);
    tx.update(dayRef(dayId), {
      roles: recountRole(day.roles, roleId, null, 'selected'),
      participantRoles: { ...day.participantRoles, [performerId]: roleId },
      updatedAt: record.createdAt,
    });
    return { ok: true, record };
  });
}

export type RemoveParticipantOutcome = { ok: true } | { ok: false; reason: 'missing' | 'holds-the-day' };

/**
 * Takes a performer off a day (a selection undone): the participant document goes, and so do their
 * count and their `participantRoles` entry. A booked performer is cancelled, never removed.
 */
export async function removeParticipant(dayId: string, performerId: string): Promise<RemoveParticipantOutcome> {
  return db().runTransaction(async (tx): Promise<RemoveParticipantOutcome> => {
    const [daySnapshot, participantSnapshot] = await Promise.all([
      tx.get(dayRef(dayId)),
      tx.get(participantRef(dayId, performerId)),
    ]);
    if (!daySnapshot.exists || !participantSnapshot.exists) return { ok: false, reason: 'missing' };
    const day = daySnapshot.data() as ProductionDayRecord;
    const participant = participantSnapshot.data() as ParticipantRecord;
    if (HOLDS_THE_DAY.includes(participant.status)) return { ok: false, reason: 'holds-the-day' };
    const participantRoles = Object.fromEntries(
      Object.entries(day.participantRoles).filter(([id]) => id !== performerId),
    );
    tx.delete(participantRef(dayId, performerId));
    tx.update(dayRef(dayId), {
      roles: recountRole(day.roles, participant.roleId, participant.status, null),
      participantRoles,
      updatedAt: new Date().toISOString(),
    });
    return { ok: true };
  });
}

/**
 * Moves one participant as `decide` says (usually `applyParticipantEvent`), in one transaction with
 * the day: the participant is written and the role counts follow its status. `decide` sees the day
 * too (slots left, deadlines). Answers the transition, or undefined when the day or participant is
 * missing. The booking loop's every action goes through here.
 */
export async function changeParticipant(
  dayId: string,
  performerId: string,
  decide: (participant: ParticipantRecord, day: ProductionDayRecord) => ParticipantTransition,
): Promise<ParticipantTransition | undefined> {
  return db().runTransaction(async (tx) => {
    const [daySnapshot, participantSnapshot] = await Promise.all([
      tx.get(dayRef(dayId)),
      tx.get(participantRef(dayId, performerId)),
    ]);
    if (!daySnapshot.exists || !participantSnapshot.exists) return undefined;
    const day = daySnapshot.data() as ProductionDayRecord;
    const before = participantSnapshot.data() as ParticipantRecord;
    const transition = decide(before, day);
    if (!transition.ok || !transition.changed) return transition;
    tx.set(participantRef(dayId, performerId), transition.record);
    if (transition.record.status !== before.status) {
      tx.update(dayRef(dayId), {
        roles: recountRole(day.roles, before.roleId, before.status, transition.record.status),
        updatedAt: transition.record.updatedAt,
      });
    }
    return transition;
  });
}
