/** The agency's default rate card (an Admin's setting) and the card a production day carries. */
import type { RateCard } from '@scenecall/shared';
import type { Caller } from '../../http/caller';
import { logEvent } from '../../http/logger';
import type { DayTarget } from '../projects';
import { dayRateCard, findDefaultRateCard, saveDayRateCard, saveDefaultRateCard } from './rate-cards.repository';

export const readDefaultRateCard = async (): Promise<{ card: RateCard | null }> => ({
  card: (await findDefaultRateCard()) ?? null,
});

export async function changeDefaultRateCard(
  caller: Caller,
  card: RateCard,
  now = new Date(),
): Promise<{ card: RateCard }> {
  await saveDefaultRateCard(card, now);
  logEvent('workday.default_rate_card_changed', { by: caller.uid });
  return { card };
}

export const readDayRateCard = async ({ day }: DayTarget, now = new Date()): Promise<{ card: RateCard | null }> => ({
  card: (await dayRateCard(day.id, now)) ?? null,
});

/** A new card prices what is recorded from now on; vouchers already sent keep their pay until edited. */
export async function changeDayRateCard(caller: Caller, { day }: DayTarget, card: RateCard, now = new Date()) {
  await saveDayRateCard(day.id, card, now);
  logEvent('workday.day_rate_card_changed', { dayId: day.id, by: caller.uid });
  return { card };
}
