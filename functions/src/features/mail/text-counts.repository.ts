/**
 * `textDailyCounts/{digits}_{YYYY-MM-DD}`: texts handed to the provider per phone number per Toronto
 * day, so a runaway loop stops at the cap (shared TEXTS_PER_PHONE_PER_DAY).
 */
import { db } from '../../lib/firebase';

export const TEXT_DAILY_COUNTS_COLLECTION = 'textDailyCounts';

/** Takes one of the day's texts for the number; false when the day's cap is reached. */
export async function takeDailyText(phone: string, date: string, cap: number): Promise<boolean> {
  const ref = db()
    .collection(TEXT_DAILY_COUNTS_COLLECTION)
    .doc(`${phone.replace(/\D/g, '')}_${date}`);
  return db().runTransaction(async (tx) => {
    const count = ((await tx.get(ref)).get('count') as number | undefined) ?? 0;
    if (count >= cap) return false;
    tx.set(ref, { count: count + 1, phone, date });
    return true;
  });
}
