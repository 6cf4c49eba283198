/**
 * `textDailyCounts/{hash}_{YYYY-MM-DD}`: texts handed to the provider per phone number per Toronto
 * day, so a runaway loop stops at the cap (shared TEXTS_PER_PHONE_PER_DAY); texts, not attempts. The
 * number is kept only as a hash.
 */
import { createHash } from 'node:crypto';
import { addCalendarDays, agencyInstant } from '@scenecall/shared';
import { db } from '../../lib/firebase';
import { recordConverter } from '../../lib/firestore-converter';

export const TEXT_DAILY_COUNTS_COLLECTION = 'textDailyCounts';

interface DailyCountRecord {
  count: number;
  date: string;
  /** The outbox texts counted, so a retried text keeps its one slot (at most the cap's length). */
  texts?: string[];
  /** Two days after the day counted: then Firestore's TTL policy removes the record. */
  expiresAt: Date;
}

const counts = () =>
  db()
    .collection(TEXT_DAILY_COUNTS_COLLECTION)
    .withConverter(recordConverter<DailyCountRecord>(['count', 'date']));

/**
 * Takes one of the day's texts for the number for outbox text `textId`; false when the day's cap
 * is reached. A text counts once a day however many attempts it takes: a retry keeps its slot.
 */
export async function takeDailyText(phone: string, date: string, cap: number, textId: string): Promise<boolean> {
  const hash = createHash('sha256').update(phone).digest('hex').slice(0, 32);
  const ref = counts().doc(`${hash}_${date}`);
  return db().runTransaction(async (tx) => {
    const record = (await tx.get(ref)).data();
    const texts = record?.texts ?? [];
    if (texts.includes(textId)) return true;
    const count = record?.count ?? 0;
    if (count >= cap) return false;
    tx.set(ref, {
      count: count + 1,
      date,
      texts: [...texts, textId],
      expiresAt: agencyInstant(addCalendarDays(date, 2)),
    });
    return true;
  });
}
