/**
 * `reviewRequests/{id}`: a production's request that an Admin review a performer (issue 40, a
 * production complaint), with the day and the casting user's note, open until the Admin acts.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase';
import { recordConverter } from '../../lib/firestore-converter';
import { declareQuery } from '../../lib/firestore-query';

export const REVIEW_REQUESTS = 'reviewRequests';

export interface ReviewRequestRecord {
  dayId: string;
  performerId: string;
  note: string;
  byUid: string;
  at: string;
  status: 'open' | 'closed';
  /** Set when an Admin closes it: who, when, and their note. */
  closedBy?: string;
  closedAt?: string;
  closingNote?: string;
}

const converter = recordConverter<ReviewRequestRecord>(['dayId', 'performerId', 'note', 'byUid', 'at', 'status']);
const collection = () => db().collection(REVIEW_REQUESTS).withConverter(converter);

const REVIEW_REQUESTS_BY_STATUS = declareQuery('review requests in a status (the Admin queue)', {
  collection: REVIEW_REQUESTS,
  where: [['status', '==']],
});
/** Queue size the Admin sees at most. */
const LISTED = 200;

export async function addReviewRequest(record: ReviewRequestRecord): Promise<string> {
  const ref = collection().doc();
  await ref.create(record);
  return ref.id;
}

export async function listOpenReviewRequests(): Promise<{ id: string; record: ReviewRequestRecord }[]> {
  const snapshot = await REVIEW_REQUESTS_BY_STATUS.build(['open'], { limit: LISTED }).withConverter(converter).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, record: doc.data() }));
}

/**
 * Closes an open request (it leaves the queue); false when there is no such request. Closing one
 * already closed changes nothing (a second click, two Admins at once).
 */
export async function closeReviewRequest(
  id: string,
  closing: { closedBy: string; closedAt: string; closingNote: string | null },
): Promise<boolean> {
  const ref = collection().doc(id);
  return db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const record = snapshot.data();
    if (!record) return false;
    if (record.status === 'closed') return true;
    transaction.update(ref, {
      status: 'closed',
      closedBy: closing.closedBy,
      closedAt: closing.closedAt,
      closingNote: closing.closingNote ?? FieldValue.delete(),
    });
    return true;
  });
}
