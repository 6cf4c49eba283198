import { describe, expect, it } from 'vitest';
import { amountIn, dateIn, readPayStubLines } from './pay-stub-text';

const sure = (text: string) => ({ text, confidence: 92 });

describe('reading a pay stub from its lines', () => {
  it('reads the gross of this pay and the pay date', () => {
    const lines = ['NORTHERN PAYROLL', 'Pay Date: 2026-03-20', 'Gross Pay $1,234.56 $8,010.00', 'Net Pay $1,001.20'];
    expect(readPayStubLines(lines.map(sure))).toEqual({ grossCents: 123_456, payDate: '2026-03-20' });
  });

  it('ignores year-to-date lines and reads other wordings', () => {
    const lines = ['Date paid Mar 20, 2026', 'YTD Gross 9,000.00', 'Total gross earnings 245.10'];
    expect(readPayStubLines(lines.map(sure))).toEqual({ grossCents: 24_510, payDate: '2026-03-20' });
  });

  it('reports "not read" for a doubtful line, disagreeing lines or an ambiguous date', () => {
    expect(readPayStubLines([{ text: 'Gross Pay 1,234.56', confidence: 40 }]).grossCents).toBeNull();
    expect(readPayStubLines(['Gross 100.00', 'Gross pay 120.00'].map(sure)).grossCents).toBeNull();
    expect(readPayStubLines([sure('Pay date 03/04/2026')]).payDate).toBeNull();
    expect(readPayStubLines([sure('Net Pay 900.00')])).toEqual({ grossCents: null, payDate: null });
  });

  it('understands the usual date and amount forms', () => {
    expect(dateIn('20 March 2026')).toBe('2026-03-20');
    expect(dateIn('2026/3/5')).toBe('2026-03-05');
    expect(dateIn('20/03/2026')).toBe('2026-03-20');
    expect(dateIn('2026-02-30')).toBeNull();
    expect(amountIn('$ 17.20')).toBe(1720);
    expect(amountIn('12,345.00')).toBe(1_234_500);
  });
});
