import type { CommissionOverviewRow } from '@scenecall/shared';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { commissionsCsv, escapeFormula } from './commissions-csv';

const row = (overrides: Partial<CommissionOverviewRow> = {}): CommissionOverviewRow => ({
  id: 'c1',
  performerId: 'p1',
  performerName: 'Zoë Tremblay',
  production: 'Maple Street, Season 2',
  dates: ['2026-11-02', '2026-11-03'],
  grossCents: 123_450,
  ratePercent: 10,
  commissionCents: 12_345,
  hstCents: 1_605,
  totalCents: 13_950,
  penaltyCents: 2_500,
  status: 'paid',
  invoiceNumber: 'INV-000007',
  createdAt: '2026-11-20T15:00:00.000Z',
  paidAt: '2026-12-01T03:30:00.000Z',
  month: '2026-11',
  ...overrides,
});

describe('commissions CSV', () => {
  it('starts with a UTF-8 byte-order mark and a header, amounts in dollars, dates in Toronto', async () => {
    const csv = await commissionsCsv([row()]);
    expect(csv.startsWith('\uFEFFInvoice,Status,Month,Performer,Production,')).toBe(true);
    const [header, first] = parse(csv, { bom: true }) as string[][];
    const cell = (name: string) => first![header!.indexOf(name)];
    expect(cell('Performer')).toBe('Zoë Tremblay');
    expect(cell('Production')).toBe('Maple Street, Season 2');
    expect(cell('Gross')).toBe('1234.50');
    expect(cell('Total')).toBe('139.50');
    expect(cell('Penalty')).toBe('25.00');
    // Paid at 22:30 in Toronto on Nov 30.
    expect(cell('Paid')).toBe('2026-11-30');
  });

  it('makes typed text that starts like a formula read as text', async () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(escapeFormula(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    expect(escapeFormula('Maple Street')).toBe('Maple Street');
    const csv = await commissionsCsv([row({ production: '=HYPERLINK("http://x")', performerName: '@evil' })]);
    const [header, first] = parse(csv, { bom: true }) as string[][];
    expect(first![header!.indexOf('Production')]).toBe('\'=HYPERLINK("http://x")');
    expect(first![header!.indexOf('Performer')]).toBe("'@evil");
  });

  it("gives each payment's penalties paid, and the penalties owing, waived and paid as its last rows, as wide as the header", async () => {
    const paidWithPenalty = row({ penaltyLines: [{ penaltyId: 'no-show-d-p1', kind: 'no-show', amountCents: 2500 }] });
    const csv = await commissionsCsv([paidWithPenalty], { owingCents: 5000, waivedCents: 2500, paidCents: 2500 });
    const records = parse(csv, { bom: true, skip_records_with_empty_values: true }) as string[][];
    const [header, first] = records;
    expect(first![header!.indexOf('Penalties paid')]).toBe('25.00');
    expect(records.slice(-3).map((record) => record.slice(0, 2))).toEqual([
      ['Penalties owing', '50.00'],
      ['Penalties waived', '25.00'],
      ['Penalties paid', '25.00'],
    ]);
  });
});
