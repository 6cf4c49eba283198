/**
 * `openCallsSeen/{performerId}`: the posting time of the newest open call the performer was shown,
 * the only code that reads or writes it. It only moves forward, so an older device's list cannot
 * bring back calls the performer has seen elsewhere.
 */
import { db } from '../../lib/firebase';
import { recordConverter } from '../../lib/firestore-converter';
import { countDocumentReads } from '../../lib/read-counter';

interface SeenRecord {
  seenAt: string;
  updatedAt: string;
}

const seenRef = (performerId: string) =>
  db()
    .collection('openCallsSeen')
    .withConverter(recordConverter<SeenRecord>(['seenAt']))
    .doc(performerId);

export async function readOpenCallsSeen(performerId: string): Promise<string | null> {
  countDocumentReads(1);
  return (await seenRef(performerId).get()).data()?.seenAt ?? null;
}

/** Keeps the later of the stored and the given time; answers the time kept. */
export async function saveOpenCallsSeen(performerId: string, seenAt: string, now: Date): Promise<string> {
  const ref = seenRef(performerId);
  return db().runTransaction(async (transaction) => {
    const stored = (await transaction.get(ref)).data()?.seenAt;
    if (stored !== undefined && Date.parse(stored) >= Date.parse(seenAt)) return stored;
    transaction.set(ref, { seenAt, updatedAt: now.toISOString() });
    return seenAt;
  });
}
