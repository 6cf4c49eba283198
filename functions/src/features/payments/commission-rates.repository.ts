/**
 * The agreement's commission table as the Admin set it: `commissionRateSettings/agency` (absent:
 * the agreement's defaults). The only code that reads or writes it.
 */
import { DEFAULT_COMMISSION_RATE_TABLE, type CommissionRateTable } from '@scenecall/shared';
import { db } from '../../lib/firebase';
import { recordConverter } from '../../lib/firestore-converter';
import { countDocumentReads } from '../../lib/read-counter';

interface RateTableRecord extends CommissionRateTable {
  updatedAt: string;
  updatedBy: string;
}

const tableRef = () =>
  db()
    .collection('commissionRateSettings')
    .withConverter(recordConverter<RateTableRecord>(['percents']))
    .doc('agency');

/** The table in force: each class the Admin set, the agreement's default for any other. */
export async function readRateTable(): Promise<CommissionRateTable> {
  countDocumentReads(1);
  const stored = (await tableRef().get()).data();
  return { percents: { ...DEFAULT_COMMISSION_RATE_TABLE.percents, ...stored?.percents } };
}

export async function saveRateTable(table: CommissionRateTable, by: string, now: Date): Promise<void> {
  await tableRef().set({ ...table, updatedAt: now.toISOString(), updatedBy: by });
}
