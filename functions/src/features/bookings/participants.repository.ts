/**
 * Participants (`participants/{dayId}_{performerId}`): a performer on one role of a production day,
 * with their booking state (`ParticipantRecord`, shared). This file reads them and types them (the
 * collection's converter). Every write (selecting, asking, booking, removing, a day's new dates, a
 * commission paid) goes through the booking loop's one write path, `runBooking`
 * (`booking-plan.repository.ts`), which keeps the day's role counts and
 * `participantRoles` exact in the same transaction.
 */
import { PARTICIPANTS_COLLECTION, participantId, type ParticipantRecord } from '@scenecall/shared';
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase';
import { recordConverter } from '../../lib/firestore-converter';
import { declareQuery } from '../../lib/firestore-query';

export const participantConverter = recordConverter<ParticipantRecord>([
  'dayId',
  'performerId',
  'roleId',
  'status',
  'dates',
  'history',
]);

const participants = () => db().collection(PARTICIPANTS_COLLECTION).withConverter(participantConverter);
export const participantRef = (dayId: string, performerId: string) =>
  participants().doc(participantId(dayId, performerId));

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

/** A day's participants, typed (for a query run inside a transaction, or not). */
export const participantsOfDayQuery = (dayId: string) =>
  PARTICIPANTS_OF_DAY.build([dayId]).withConverter(participantConverter);

const records = (docs: { data(): ParticipantRecord }[]) => docs.map((doc) => doc.data());

/** Every participant of a day (hundreds at most), in no particular order. */
export async function listParticipantsOfDay(dayId: string): Promise<ParticipantRecord[]> {
  return records((await participantsOfDayQuery(dayId).get()).docs);
}

/**
 * Listens to a day's participants: `onChange` gets all of them first, then those added or changed
 * by each write (the set screen's live changes). Returns the function that stops listening.
 */
export function watchParticipantsOfDay(
  dayId: string,
  onChange: (participants: ParticipantRecord[]) => void,
  onError: (error: Error) => void,
): () => void {
  return participantsOfDayQuery(dayId).onSnapshot((snapshot) => {
    const changed = snapshot.docChanges().filter((change) => change.type !== 'removed');
    onChange(changed.map(({ doc }) => doc.data()));
  }, onError);
}

/** The same, read inside a transaction (so the transaction retries if any of them changes). */
export async function participantsOfDayInTransaction(tx: Transaction, dayId: string): Promise<ParticipantRecord[]> {
  return records((await tx.get(participantsOfDayQuery(dayId))).docs);
}

/** Every day a performer is on, whatever the status (their bookings, offers, history). */
export async function listParticipantsOfPerformer(performerId: string): Promise<ParticipantRecord[]> {
  const query = PARTICIPANTS_OF_PERFORMER.build([performerId], { limit: MAX_PARTICIPATIONS_LISTED });
  return records((await query.withConverter(participantConverter).get()).docs);
}

export async function findParticipant(dayId: string, performerId: string): Promise<ParticipantRecord | undefined> {
  return (await participantRef(dayId, performerId).get()).data();
}
