/** Deleting a production day with its participants (the booking loop's collections), in one transaction. */
import type { ParticipantRecord, ProductionDayRecord } from '@scenecall/shared';
import { db } from '../../lib/firebase';
import { participantRef, participantsOfDayInTransaction } from './participants.repository';
import { MAX_PARTICIPANT_WRITES } from '../projects';
import { dayRef } from './booking-days.repository';

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
