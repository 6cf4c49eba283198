/**
 * The agency's default rate card, an Admin's setting (Settings page; PUT /api/admin/rate-cards/default),
 * seeded with the guide's facts (spec 2 §9): AABP and Non-Union paid $17.20/hour, a fitting paid
 * 2 hours, a gown, tuxedo, gear or suitcase paid $40, self-drive pay beyond 40 km from downtown
 * Toronto for ACTRA Full and Apprentice without a shuttle. The guide gives no minimum call,
 * overtime, meal penalty or amount per km: those are demo values, to be set by the agency.
 * Left alone when the Admin has set a default; the first demo card (the same name, unchanged)
 * is replaced by this one.
 */
import type { RateCard } from '@scenecall/shared';
import { readDefaultRateCard } from '../../functions/src/features/workday/rate-cards.service';
import { seedDefaultRateCard } from '../../functions/src/features/workday/seeding.test-support';

const GUIDE_ITEM_CENTS = 4000;

export const DEMO_RATE_CARD: RateCard = {
  name: 'Background, AABP and Non-Union, hourly',
  unit: 'hour',
  baseRateCents: 1720,
  guaranteedHours: 8,
  roundingMinutes: 6,
  overtime: [
    { afterHours: 8, multiplierPercent: 150 },
    { afterHours: 12, multiplierPercent: 200 },
  ],
  mealPenalty: { withinHours: 6, everyMinutes: 30, penaltyCents: 750 },
  allowances: [
    { id: 'gown', label: 'Gown', amountCents: GUIDE_ITEM_CENTS },
    { id: 'tuxedo', label: 'Tuxedo', amountCents: GUIDE_ITEM_CENTS },
    { id: 'gear', label: 'Gear', amountCents: GUIDE_ITEM_CENTS },
    { id: 'suitcase', label: 'Suitcase', amountCents: GUIDE_ITEM_CENTS },
  ],
  fittingHours: 2,
  selfDrive: { beyondKm: 40, centsPerKm: 50, unionStatuses: ['ACTRA Full', 'ACTRA Apprentice'] },
};

/** The first demo default (issue 22), replaced on kept local data while nobody has changed it. */
const FIRST_DEMO_CARD_NAME = 'Demo background, hourly';

export async function seedDemoRateCard(now = new Date()): Promise<void> {
  const { card: current } = await readDefaultRateCard();
  if (!current || (current.name === FIRST_DEMO_CARD_NAME && current.baseRateCents === 1760))
    await seedDefaultRateCard(DEMO_RATE_CARD, now);
}
