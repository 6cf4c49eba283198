/**
 * Who may reach a commission (and a pay arrival): the performer who owes it, and Admin. Anyone else is told it does not
 * exist (404), so commission ids cannot be probed.
 */
import { notFound } from '../../http/api-error';
import { definePolicy } from '../../http/policy';
import type { CommissionRecord } from './commission-record';
import { findCommission } from './payments.repository';
import { findPayArrival, type StoredPayArrival } from './pay-arrivals.repository';

export interface CommissionTarget {
  id: string;
  record: CommissionRecord;
}

export const commissionOfCaller = definePolicy<CommissionTarget>(
  'commission of its performer, or Admin',
  async (caller, { params }) => {
    const id = params.id ?? '';
    const record = await findCommission(id);
    if (!record || (record.performerId !== caller.uid && caller.role !== 'Admin')) throw notFound('Commission');
    return { id, record };
  },
);

/** A pay arrival (and its stub's picture): its performer and Admins; anyone else is told it does not exist. */
export const payArrivalOfCaller = definePolicy<StoredPayArrival>(
  'pay arrival of its performer, or Admin',
  async (caller, { params }) => {
    const id = params.id ?? '';
    const record = await findPayArrival(id);
    if (!record || (record.performerId !== caller.uid && caller.role !== 'Admin')) throw notFound('Pay arrival');
    return { id, record };
  },
);
