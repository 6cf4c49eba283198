/**
 * Rate cards: the agency's default card (`rateCards/default`, an Admin's setting, seeded with demo
 * values) and the card each production day carries (`rateCards/day-{dayId}`), copied from the
 * default the first time the day's workday needs it, so a day keeps the terms it was worked on.
 */
import type { RateCard } from '@scenecall/shared';
import { db } from '../../lib/firebase';
import { recordConverter } from '../../lib/firestore-converter';
import { countDocumentReads } from '../../lib/read-counter';

const COLLECTION = 'rateCards';
const DEFAULT_ID = 'default';

interface RateCardRecord {
  card: RateCard;
  updatedAt: string;
}

const converter = recordConverter<RateCardRecord>(['card']);
const cardRef = (id: string) => db().collection(COLLECTION).withConverter(converter).doc(id);
const dayCardId = (dayId: string) => `day-${dayId}`;

export async function findDefaultRateCard(): Promise<RateCard | undefined> {
  const snapshot = await cardRef(DEFAULT_ID).get();
  countDocumentReads(1);
  return snapshot.data()?.card;
}

export async function saveDefaultRateCard(card: RateCard, now: Date): Promise<void> {
  await cardRef(DEFAULT_ID).set({ card, updatedAt: now.toISOString() });
}

/** The day's card, copied from the default (in a transaction) when the day has none yet. */
export async function dayRateCard(dayId: string, now: Date): Promise<RateCard | undefined> {
  return db().runTransaction(async (tx) => {
    const [own, fallback] = await Promise.all([tx.get(cardRef(dayCardId(dayId))), tx.get(cardRef(DEFAULT_ID))]);
    countDocumentReads(2);
    const card = own.data()?.card;
    if (card) return card;
    const copied = fallback.data()?.card;
    if (copied) tx.set(cardRef(dayCardId(dayId)), { card: copied, updatedAt: now.toISOString() });
    return copied;
  });
}

export async function saveDayRateCard(dayId: string, card: RateCard, now: Date): Promise<void> {
  await cardRef(dayCardId(dayId)).set({ card, updatedAt: now.toISOString() });
}
