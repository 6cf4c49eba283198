import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { escapeFormula, performerListCsv, type PerformerListRow } from './performer-list-csv';

const row = (overrides: Partial<PerformerListRow>): PerformerListRow => ({
  name: 'Ada Lovelace',
  phone: '1-416-555-0110',
  email: 'ada@example.test',
  unionStatus: 'ACTRA Full',
  role: 'Diner',
  status: 'booked',
  draftCallTime: '06:00',
  finalCallTime: '',
  ...overrides,
});

describe('the full performer list CSV', () => {
  it('makes every cell a spreadsheet would run as a formula plain text', () => {
    for (const cell of ['=1+1', '+1', '-2', '@SUM(A1)', '\t=x', '\r=x']) expect(escapeFormula(cell)).toBe(`'${cell}`);
    for (const cell of ['Ada', '1-416-555-0110', '', 'a=b']) expect(escapeFormula(cell)).toBe(cell);
  });

  it('starts with a BOM, has a header, CRLF rows, and reads back cell for cell', async () => {
    const csv = await performerListCsv([
      row({}),
      row({ name: '=HYPERLINK("http://evil.test","x")', email: 'q"uote@example.test', role: 'Line, "two"\nthree' }),
    ]);
    expect(csv.startsWith('\ufeffName,Phone,E-mail,Union status,Role,Status,Draft call time,Final call time\r\n')).toBe(
      true,
    );
    const rows = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ Name: 'Ada Lovelace', 'Draft call time': '06:00', 'Final call time': '' });
    expect(rows[1]).toMatchObject({
      Name: `'=HYPERLINK("http://evil.test","x")`,
      'E-mail': 'q"uote@example.test',
      Role: 'Line, "two"\nthree',
    });
  });
});
