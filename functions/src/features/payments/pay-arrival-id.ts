import { createHash } from 'node:crypto';

/** The id of a performer's work date in `payArrivals`: the same date is always the same document. */
export const payArrivalIdOf = (performerId: string, workDate: string) =>
  createHash('sha256').update(`${performerId}\n${workDate}`).digest('hex').slice(0, 32);
