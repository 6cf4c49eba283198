/**
 * The agency's default rate card for the demo: demo values, not anyone's real terms (an Admin edits
 * them at PUT /api/admin/rate-cards/default). Left alone when a default already exists.
 */
import type { RateCard } from '@scenecall/shared';
import { findDefaultRateCard, saveDefaultRateCard } from '../../functions/src/features/workday/rate-cards.repository';

export const DEMO_RATE_CARD: RateCard = {
  name: 'Demo background, hourly',
  unit: 'hour',
  baseRateCents: 1760,
  guaranteedHours: 8,
  roundingMinutes: 6,
  overtime: [
    { afterHours: 8, multiplierPercent: 150 },
    { afterHours: 12, multiplierPercent: 200 },
  ],
  mealPenalty: { withinHours: 6, everyMinutes: 30, penaltyCents: 750 },
  allowances: [
    { id: 'wardrobe', label: 'Wardrobe change', amountCents: 1500 },
    { id: 'own-car', label: 'Own car on camera', amountCents: 2500 },
    { id: 'props', label: 'Own props', amountCents: 1000 },
  ],
};

export async function seedDemoRateCard(now = new Date()): Promise<void> {
  if (!(await findDefaultRateCard())) await saveDefaultRateCard(DEMO_RATE_CARD, now);
}
