/** What the seeds use of the workday feature beyond its services: the default rate card, set without an Admin's session. */
import type { RateCard } from '@scenecall/shared';
import { saveDefaultRateCard } from './rate-cards.repository';

/** Sets the agency's default rate card, as `changeDefaultRateCard` does, without logging an Admin's change. */
export const seedDefaultRateCard = (card: RateCard, now: Date): Promise<void> => saveDefaultRateCard(card, now);
