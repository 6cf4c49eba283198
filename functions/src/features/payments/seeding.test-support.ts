/** What the seeds use of the payments feature beyond its services: a commission as stored, to answer for Stripe. */
import type { CommissionRecord } from './commission-record';
import { findCommission } from './payments.repository';

/** The commission as stored (its PaymentIntent, state and total), for a seed to play Stripe's answer. */
export const commissionRecordOf = (commissionId: string): Promise<CommissionRecord | undefined> =>
  findCommission(commissionId);
