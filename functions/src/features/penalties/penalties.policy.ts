/**
 * Who may reach a penalty: the performer who owes it, and Admin. Anyone else (another performer,
 * Casting) is told it does not exist (404), so penalty ids cannot be probed.
 */
import type { PenaltyRecord } from '@scenecall/shared';
import { notFound } from '../../http/api-error';
import { definePolicy } from '../../http/policy';
import { findPenalty } from './penalties.repository';

export interface PenaltyTarget {
  id: string;
  record: PenaltyRecord;
}

export const penaltyOfCaller = definePolicy<PenaltyTarget>(
  'penalty of its performer, or Admin',
  async (caller, { params }) => {
    const id = params.penaltyId ?? '';
    const record = await findPenalty(id);
    if (!record || (record.performerId !== caller.uid && caller.role !== 'Admin')) throw notFound('Penalty');
    return { id, record };
  },
);
