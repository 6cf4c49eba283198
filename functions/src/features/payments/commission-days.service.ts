/**
 * The commissions overview by production day (issue 22): for the vouchers of a Toronto month, per
 * day, how many are signed, disputed and not signed yet, the signed gross, the commission it makes
 * at each performer's usual rate (their union status, as the form pre-selects), what was paid for
 * the day, and what is outstanding. A commission covering several days counts in equal shares.
 */
import {
  agencyMonthOf,
  commissionClassOfUnion,
  computeCommission,
  type CommissionDayRow,
  type CommissionDaysAnswer,
  type CommissionDaysQuery,
  type PerformerVoucherView,
} from '@scenecall/shared';
import { findUsers } from '../users';
import { vouchersBetween } from '../workday';
import type { CommissionRecord } from './commission-record';
import { listCommissionsOf } from './payments.repository';
import { readRateTable } from './commission-rates.repository';

/** The commission cents each paid commission of the performer counts for each day it names. */
function paidByDay(commissions: readonly { record: CommissionRecord }[]): Map<string, number> {
  const paid = new Map<string, number>();
  for (const { record } of commissions) {
    const days = record.status === 'paid' ? [...new Set(record.dayIds ?? [])] : [];
    days.forEach((dayId, index) => {
      const share = Math.floor(record.commissionCents / days.length);
      const remainder = index === 0 ? record.commissionCents - share * days.length : 0;
      paid.set(dayId, (paid.get(dayId) ?? 0) + share + remainder);
    });
  }
  return paid;
}

const emptyRow = (voucher: PerformerVoucherView): CommissionDayRow => ({
  dayId: voucher.dayId,
  dayName: voucher.dayName,
  dates: [],
  signed: 0,
  disputed: 0,
  unsigned: 0,
  grossCents: 0,
  owedCents: 0,
  paidCents: 0,
  outstandingCents: 0,
});

function count(row: CommissionDayRow, voucher: PerformerVoucherView): void {
  if (!row.dates.includes(voucher.date)) row.dates = [...row.dates, voucher.date].sort();
  if (voucher.status === 'signed') {
    row.signed += 1;
    row.grossCents += voucher.pay?.grossCents ?? 0;
  } else if (voucher.status === 'disputed') row.disputed += 1;
  else row.unsigned += 1;
}

export async function commissionDays(query: CommissionDaysQuery, now = new Date()): Promise<CommissionDaysAnswer> {
  const month = query.month ?? agencyMonthOf(now);
  const vouchers = await vouchersBetween(`${month}-01`, `${month}-31`);
  const performers = [...new Set(vouchers.map((voucher) => voucher.performerId))];
  const [users, commissions, table] = await Promise.all([
    findUsers(performers),
    Promise.all(performers.map(async (uid) => [uid, paidByDay(await listCommissionsOf(uid))] as const)),
    readRateTable(),
  ]);
  const paidOf = new Map(commissions);
  const rows = new Map<string, CommissionDayRow>();
  const signedGross = new Map<string, number>();
  for (const voucher of vouchers) {
    const row = rows.get(voucher.dayId) ?? emptyRow(voucher);
    count(row, voucher);
    rows.set(voucher.dayId, row);
    const key = `${voucher.dayId}\n${voucher.performerId}`;
    if (voucher.status === 'signed') signedGross.set(key, (signedGross.get(key) ?? 0) + (voucher.pay?.grossCents ?? 0));
  }
  for (const [key, gross] of signedGross) {
    const [dayId = '', performerId = ''] = key.split('\n');
    const rate = table.percents[commissionClassOfUnion(users.get(performerId)?.profile?.unionStatus)];
    rows.get(dayId)!.owedCents += computeCommission(gross, rate).commissionCents;
  }
  for (const performerId of performers) {
    for (const [dayId, cents] of paidOf.get(performerId) ?? []) {
      const row = rows.get(dayId);
      if (row) row.paidCents += cents;
    }
  }
  const days = [...rows.values()].map((row) => ({
    ...row,
    outstandingCents: Math.max(0, row.owedCents - row.paidCents),
  }));
  days.sort((a, b) => (b.dates[0] ?? '').localeCompare(a.dates[0] ?? '') || a.dayName.localeCompare(b.dayName));
  return { month, days };
}
