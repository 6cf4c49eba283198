/**
 * The Admin's commissions overview (/admin/commissions, for the agency's bookkeeping): every
 * commission with its performer, amounts and invoice, filtered by status and by month (paid
 * commissions count in the Toronto month they were paid, the others in the month they were created),
 * with the monthly totals of paid commissions. Performer names come from the user index (no reads);
 * a deleted performer's commission keeps the name on its invoice.
 */
import {
  agencyMonthBounds,
  agencyMonthOf,
  type CommissionOverviewRow,
  type CommissionsOverview,
  type CommissionsOverviewQuery,
  type CommissionStatus,
  type MonthlyCommissionTotals,
} from '@scenecall/shared';
import { everyPenalty, penaltyTotalsOf } from '../penalties';
import { currentUserIndex, type UserIndex } from '../users';
import { toCommissionView, type CommissionRecord } from './commission-record';
import { listCommissionsBetween, listCommissionsByStatus, type StoredCommission } from './payments.repository';

/** Rows in one answer; more means the filters should be narrowed (the answer says so). */
export const OVERVIEW_ROW_LIMIT = 2000;

const monthOf = (record: CommissionRecord) =>
  agencyMonthOf(record.status === 'paid' && record.paidAt ? record.paidAt : record.createdAt);

async function commissionsFor(query: CommissionsOverviewQuery): Promise<StoredCommission[]> {
  const limit = OVERVIEW_ROW_LIMIT + 1;
  if (!query.month) return listCommissionsByStatus(query.status, limit);
  const { from, to } = agencyMonthBounds(query.month);
  const [start, end] = [from.toISOString(), to.toISOString()];
  const unpaid: CommissionStatus[] = query.status
    ? query.status === 'paid'
      ? []
      : [query.status]
    : ['pending', 'failed'];
  const wantsPaid = !query.status || query.status === 'paid';
  const [paid, others] = await Promise.all([
    wantsPaid ? listCommissionsBetween(['paid'], 'paidAt', start, end, limit) : [],
    unpaid.length > 0 ? listCommissionsBetween(unpaid, 'createdAt', start, end, limit) : [],
  ]);
  return [...paid, ...others];
}

function rowOf({ id, record }: StoredCommission, index: UserIndex): CommissionOverviewRow {
  const performer = index.get(record.performerId);
  return {
    ...toCommissionView(id, record),
    performerId: performer ? record.performerId : null,
    performerName: performer?.name || record.performerName || (performer ? performer.email : 'Deleted performer'),
    month: monthOf(record),
  };
}

const newestFirst = (a: CommissionOverviewRow, b: CommissionOverviewRow) =>
  b.month.localeCompare(a.month) || (b.paidAt ?? b.createdAt).localeCompare(a.paidAt ?? a.createdAt);

export function monthlyTotals(rows: readonly CommissionOverviewRow[]): MonthlyCommissionTotals[] {
  const months = new Map<string, MonthlyCommissionTotals>();
  for (const row of rows) {
    if (row.status !== 'paid') continue;
    const totals = months.get(row.month) ?? {
      month: row.month,
      count: 0,
      grossCents: 0,
      commissionCents: 0,
      hstCents: 0,
      totalCents: 0,
      penaltyCents: 0,
    };
    totals.count += 1;
    totals.grossCents += row.grossCents;
    totals.commissionCents += row.commissionCents;
    totals.hstCents += row.hstCents;
    totals.totalCents += row.totalCents;
    totals.penaltyCents += row.penaltyCents;
    months.set(row.month, totals);
  }
  return [...months.values()].sort((a, b) => b.month.localeCompare(a.month));
}

/** Penalties recorded in the month (all without one), with their performer's name, and their totals by state. */
async function penaltiesFor(query: CommissionsOverviewQuery, index: UserIndex) {
  const { penalties } = await everyPenalty(OVERVIEW_ROW_LIMIT);
  const inMonth = query.month
    ? penalties.filter((penalty) => agencyMonthOf(penalty.createdAt) === query.month)
    : penalties;
  return {
    penalties: inMonth.map((penalty) => {
      const performer = index.get(penalty.performerId);
      return { ...penalty, performerName: performer?.name || performer?.email || 'Deleted performer' };
    }),
    penaltyTotals: penaltyTotalsOf(inMonth),
  };
}

export async function commissionsOverview(query: CommissionsOverviewQuery): Promise<CommissionsOverview> {
  const [stored, index] = await Promise.all([commissionsFor(query), currentUserIndex()]);
  const rows = stored.map((commission) => rowOf(commission, index)).sort(newestFirst);
  const truncated = rows.length > OVERVIEW_ROW_LIMIT;
  const shown = rows.slice(0, OVERVIEW_ROW_LIMIT);
  return { rows: shown, monthlyTotals: monthlyTotals(shown), truncated, ...(await penaltiesFor(query, index)) };
}
