/**
 * `textDailyCounts/{hash}_{YYYY-MM-DD}`: texts handed to the provider per phone number per Toronto
 * day, so a runaway loop stops at the cap (shared TEXTS_PER_PHONE_PER_DAY). The number is kept only
 * as a hash.
 */
import { createHash } from 'node:crypto';
import { db } from '../../lib/firebase';

export const TEXT_DAILY_COUNTS_COLLECTION = 'textDailyCounts';

/** Takes one of the day's texts for the number; false when the day's cap is reached. */
export async function takeDailyText(phone: string, date: string, cap: number): Promise<boolean> {
  const hash = createHash('sha256').update(phone).digest('hex').slice(0, 32);
  const ref = db().collection(TEXT_DAILY_COUNTS_COLLECTION).doc(`${hash}_${date}`);
  return db().runTransaction(async (tx) => {
    const count = ((await tx.get(ref)).get('count') as number | undefined) ?? 0;
    if (count >= cap) return false;
    tx.set(ref, { count: count + 1, date });
    return true;
  });
}
