/**
 * One-off (issue 36, with the late-commission migration): late-cancellation and no-show penalties
 * recorded on participants before penalty records existed get their record, waived when the
 * participant's was (the record then holds the money's state). Idempotent: a case with a record is
 * left as it is.
 */
import { PARTICIPANTS_COLLECTION } from '@scenecall/shared';
import { db } from '../../lib/firebase';
import { declareQuery } from '../../lib/firestore-query';
import { prepareRecordedBookingPenalty } from '../penalties';
import { penaltyCasesOf } from './booking-penalty-cases';
import { participantConverter } from './participants.repository';

const PARTICIPANTS_WITH_PENALTY = declareQuery('participants that carry a booking penalty (migration)', {
  collection: PARTICIPANTS_COLLECTION,
  where: [['penaltyCents', '>']],
});

export const WAIVED_BEFORE_RECORDS = 'Waived before penalty records existed';

/** `onlyPerformers`: these performers' participations only (a test's own data). Answers how many got a record. */
export async function recordBookingPenalties(
  options: { now?: Date; onlyPerformers?: readonly string[] } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const snapshot = await PARTICIPANTS_WITH_PENALTY.build([0], { limit: 10_000 })
    .withConverter(participantConverter)
    .get();
  const only = options.onlyPerformers;
  let recorded = 0;
  for (const doc of snapshot.docs) {
    const participant = doc.data();
    if (only && !only.includes(participant.performerId)) continue;
    const [penaltyCase] = penaltyCasesOf(
      [{ before: { ...participant, penaltyReason: null }, after: participant }],
      () => undefined,
      [],
      now,
    );
    if (!penaltyCase) continue;
    const waivedNote = participant.penaltyWaived ? WAIVED_BEFORE_RECORDS : null;
    const created = await db().runTransaction(async (tx) => {
      const prepared = await prepareRecordedBookingPenalty(tx, penaltyCase, waivedNote, now);
      prepared.write();
      return prepared.created;
    });
    if (created) recorded += 1;
  }
  return recorded;
}
