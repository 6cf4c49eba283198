/** What the seeds use of the penalties feature beyond its services: a penalty case in a given state. */
import type { PenaltyRecord } from '@scenecall/shared';
import { createPenaltyIfAbsent } from './penalties.repository';

/** Stores the demo penalty unless its case has one already; answers whether it did. */
export const seedPenalty = (id: string, record: PenaltyRecord): Promise<boolean> => createPenaltyIfAbsent(id, record);
