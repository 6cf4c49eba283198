/**
 * The full performer list as CSV for spreadsheets: UTF-8 with a byte-order mark (so Excel reads
 * accents), CRLF rows, and every cell that a spreadsheet would read as a formula (starting with =,
 * +, -, @, a tab or a carriage return) prefixed with an apostrophe, so a name like '=HYPERLINK(...)'
 * stays text. csv-stringify is loaded on first use.
 */
export interface PerformerListRow {
  name: string;
  phone: string;
  email: string;
  unionStatus: string;
  role: string;
  status: string;
  draftCallTime: string;
  finalCallTime: string;
}

export const PERFORMER_LIST_COLUMNS: { key: keyof PerformerListRow; header: string }[] = [
  { key: 'name', header: 'Name' },
  { key: 'phone', header: 'Phone' },
  { key: 'email', header: 'E-mail' },
  { key: 'unionStatus', header: 'Union status' },
  { key: 'role', header: 'Role' },
  { key: 'status', header: 'Status' },
  { key: 'draftCallTime', header: 'Draft call time' },
  { key: 'finalCallTime', header: 'Final call time' },
];

/** A cell a spreadsheet would run as a formula, made plain text. */
export function escapeFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

export async function performerListCsv(rows: readonly PerformerListRow[]): Promise<string> {
  const { stringify } = await import('csv-stringify/sync');
  const escaped = rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [key, escapeFormula(value)])),
  );
  return stringify(escaped, {
    bom: true,
    header: true,
    record_delimiter: 'windows',
    columns: PERFORMER_LIST_COLUMNS,
  });
}
