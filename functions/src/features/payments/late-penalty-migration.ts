/**
 * One-off migration (issue 36): late-commission penalties recorded under the old rule (14 days after
 * the latest work date) are recomputed with the shared rule (`lateCommissionPenaltyCents`: 2 weeks
 * after the pay arrived, or after the latest expected pay date). A penalty the new rule does not
 * give is removed (its record deleted, the commission's `penaltyCents` set to 0) and the performer
 * is told once by e-mail (outbox, deduplicated); one it keeps becomes a penalty record. Each
 * commission is one transaction; running it again changes nothing.
 */
import { agencyDateOf, lateCommissionPenaltyCents, type WorkedDayPay } from '@scenecall/shared';
import { logEvent } from '../../http/logger';
import { prepareLatePenaltyRemoval } from '../penalties';
import type { CommissionRecord } from './commission-record';
import { preparePenaltiesPaid } from './payment-penalties';
import { listCommissionsWithLatePenalty, recomputeCommissionPenalty } from './payments.repository';

export interface LatePenaltyMigrationOutcome {
  checked: number;
  kept: number;
  removed: number;
}

/** A commission may carry the pay dates of its worked days; older ones only their work dates. */
type WithWorkedDays = CommissionRecord & { workedDays?: readonly WorkedDayPay[] };

export const workedDaysOf = (record: WithWorkedDays): readonly WorkedDayPay[] =>
  record.workedDays ?? record.dates.map((workDate) => ({ workDate }));

/** `onlyPerformers`: act on these performers' commissions only (a test's own data). */
export async function recomputeLatePenalties(
  options: { now?: Date; onlyPerformers?: readonly string[] } = {},
): Promise<LatePenaltyMigrationOutcome> {
  const now = options.now ?? new Date();
  const outcome: LatePenaltyMigrationOutcome = { checked: 0, kept: 0, removed: 0 };
  const stored = await listCommissionsWithLatePenalty(10_000);
  const only = options.onlyPerformers;
  for (const { id } of stored.filter(({ record }) => !only || only.includes(record.performerId))) {
    outcome.checked += 1;
    let result: 'kept' | 'removed' | undefined;
    await recomputeCommissionPenalty(id, async (tx, record) => {
      if (record.status !== 'paid' || !record.paidAt || record.penaltyCents <= 0) return undefined;
      const penaltyCents = lateCommissionPenaltyCents(workedDaysOf(record), agencyDateOf(record.paidAt));
      if (penaltyCents > 0) {
        result = 'kept';
        const write = await preparePenaltiesPaid(tx, id, { ...record, penaltyCents }, now);
        return { penaltyCents, write: async () => write() };
      }
      const removal = await prepareLatePenaltyRemoval(tx, { id, ...record }, now);
      if (!removal.removed) return undefined;
      result = 'removed';
      return { penaltyCents: 0, write: removal.write };
    });
    if (result) outcome[result] += 1;
  }
  logEvent('payments.late_penalties_recomputed', { ...outcome });
  return outcome;
}
