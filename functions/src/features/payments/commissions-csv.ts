/**
 * The commissions overview as CSV for the accountant: UTF-8 with a byte-order mark (so spreadsheet
 * programs read accents right), one row per commission, amounts in dollars with two decimals, dates
 * as YYYY-MM-DD in Toronto. Text cells that a spreadsheet would run as a formula (starting with =, +,
 * -, @, tab or carriage return) are prefixed with an apostrophe. csv-stringify is loaded on first use.
 */
import {
  agencyDateOf,
  formatCents,
  type CommissionDayRow,
  type CommissionOverviewRow,
  type PenaltyTotals,
} from '@scenecall/shared';

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell a spreadsheet will show as text. */
export const escapeFormula = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

const dollars = formatCents;
/** Cells that hold text someone typed: the only ones a formula could hide in. */
const typed = (read: (row: CommissionOverviewRow) => string) => (row: CommissionOverviewRow) =>
  escapeFormula(read(row));

const COLUMNS: [string, (row: CommissionOverviewRow) => string | number][] = [
  ['Invoice', (row) => row.invoiceNumber ?? ''],
  ['Status', (row) => row.status],
  ['Month', (row) => row.month],
  ['Performer', typed((row) => row.performerName)],
  ['Production', typed((row) => row.production)],
  ['Work dates', (row) => row.dates.join(' ')],
  ['Gross', (row) => dollars(row.grossCents)],
  ['Rate %', (row) => row.ratePercent],
  ['Commission', (row) => dollars(row.commissionCents)],
  ['HST', (row) => dollars(row.hstCents)],
  ['Total', (row) => dollars(row.totalCents)],
  ['Penalty', (row) => dollars(row.penaltyCents)],
  ['Penalties paid', (row) => dollars((row.penaltyLines ?? []).reduce((sum, line) => sum + line.amountCents, 0))],
  ['Created', (row) => agencyDateOf(row.createdAt)],
  ['Paid', (row) => (row.paidAt ? agencyDateOf(row.paidAt) : '')],
];

/**
 * `Penalty` is the late-commission penalty a payment gave; `Penalties paid` the penalties it paid
 * (no HST). With `penaltyTotals`, the last rows give the penalties owing, waived and paid.
 */
export async function commissionsCsv(
  rows: readonly CommissionOverviewRow[],
  penaltyTotals?: PenaltyTotals,
): Promise<string> {
  const { stringify } = await import('csv-stringify/sync');
  const records: (string | number)[][] = rows.map((row) => COLUMNS.map(([, cell]) => cell(row)));
  if (penaltyTotals) {
    const { owingCents, waivedCents, paidCents } = penaltyTotals;
    // Every row as wide as the header: spreadsheets and CSV readers refuse ragged rows.
    const padded = (...cells: string[]) => [...cells, ...Array<string>(COLUMNS.length - cells.length).fill('')];
    records.push(
      padded(),
      padded('Penalties owing', dollars(owingCents)),
      padded('Penalties waived', dollars(waivedCents)),
    );
    records.push(padded('Penalties paid', dollars(paidCents)));
  }
  return stringify(records, { bom: true, header: true, columns: COLUMNS.map(([name]) => name), eof: true });
}

const DAY_COLUMNS: [string, (row: CommissionDayRow) => string | number][] = [
  ['Production day', (row) => escapeFormula(row.dayName)],
  ['Dates', (row) => row.dates.join(' ')],
  ['Vouchers signed', (row) => row.signed],
  ['Vouchers disputed', (row) => row.disputed],
  ['Vouchers unsigned', (row) => row.unsigned],
  ['Gross worked', (row) => dollars(row.grossCents)],
  ['Commission owed', (row) => dollars(row.owedCents)],
  ['Commission paid', (row) => dollars(row.paidCents)],
  ['Commission outstanding', (row) => dollars(row.outstandingCents)],
];

/** The overview by production day as CSV, with the same conventions as the commissions' CSV. */
export async function commissionDaysCsv(rows: readonly CommissionDayRow[]): Promise<string> {
  const { stringify } = await import('csv-stringify/sync');
  const records = rows.map((row) => DAY_COLUMNS.map(([, cell]) => cell(row)));
  return stringify(records, { bom: true, header: true, columns: DAY_COLUMNS.map(([name]) => name), eof: true });
}
