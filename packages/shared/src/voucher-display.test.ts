import { describe, expect, it } from 'vitest';
import {
  disputeLineLabel,
  formatHours,
  voucherLineText,
  voucherSignatureText,
  voucherSummaryRows,
} from './voucher-display';
import { newVoucher, type VoucherRecord } from './voucher-state';

const signed: VoucherRecord = {
  ...newVoucher('day-1', 'me', '2026-12-03', new Date('2026-12-03T12:00:00Z')),
  status: 'signed',
  in: '07:00',
  out: '18:30',
  meals: [{ start: '12:00', end: '12:30' }],
  revision: 1,
  pay: {
    workedMinutes: 660,
    paidMinutes: 660,
    minimumApplied: false,
    lines: [
      { kind: 'straight', minutes: 480, cents: 14_080 },
      { kind: 'overtime', minutes: 180, multiplierPercent: 150, cents: 7_920 },
      { kind: 'allowance', id: 'wardrobe', label: 'Wardrobe change', count: 1, cents: 1_500 },
    ],
    grossCents: 23_500,
  },
  signature: { fullName: 'Grace Hopper', revision: 1, at: '2026-12-03T23:42:00Z', by: 'performer', client: 'test' },
};

describe('a voucher as people read it', () => {
  it('names the fitting and self-drive lines, and the km driven', () => {
    expect(voucherLineText({ kind: 'fitting', minutes: 120, cents: 3_440 })).toBe('Fitting, 2 h');
    expect(voucherLineText({ kind: 'self-drive', km: 25, beyondKm: 40, centsPerKm: 50, cents: 1_250 })).toBe(
      'Self-drive, 25 km beyond 40 km at $0.50/km',
    );
    const rows = Object.fromEntries(
      voucherSummaryRows({ agency: 'A', production: 'P', dayName: 'D' }, { ...signed, fitting: true, drivenKm: 65 }),
    );
    expect(rows).toMatchObject({ Fitting: 'Went to the fitting', 'Driven to set': '65 km from downtown Toronto' });
  });

  it('says how many of an allowance, and names the performer where the heading gives one (the PDF)', () => {
    const props = { kind: 'allowance', id: 'props', label: 'Own props', count: 2, cents: 1_000 } as const;
    expect(voucherLineText(props)).toBe('Own props ×2 at $5.00');
    expect(voucherLineText({ ...props, count: 1, cents: 500 })).toBe('Own props');
    const withProps = { ...signed, pay: { ...signed.pay!, lines: [...signed.pay!.lines, props] } };
    const heading = { agency: 'A', production: 'P', dayName: 'D' };
    const rows = voucherSummaryRows({ ...heading, performer: 'Grace Hopper' }, withProps);
    expect(rows.slice(0, 3)).toEqual([
      ['Agency', 'A'],
      ['Performer', 'Grace Hopper'],
      ['Production', 'P'],
    ]);
    expect(Object.fromEntries(rows)['Wardrobe, props and allowances']).toBe('Wardrobe change, Own props ×2');
    expect(voucherSummaryRows(heading, signed).map(([label]) => label)).not.toContain('Performer');
  });

  it('says hours from minutes', () => {
    expect([formatHours(660), formatHours(690), formatHours(0)]).toEqual(['11 h', '11 h 30 min', '0 h']);
  });

  it('lists the day, 12-hour times, allowances, hours and gross in dollars, in Toronto time', () => {
    const rows = Object.fromEntries(
      voucherSummaryRows({ agency: 'SceneCall', production: 'Maple', dayName: 'Maple: Diner' }, signed),
    );
    expect(rows).toMatchObject({
      Agency: 'SceneCall',
      Date: 'Thu, Dec 3, 2026',
      In: '7:00 AM',
      Out: '6:30 PM',
      Meals: '12:00 PM – 12:30 PM',
      'Wardrobe, props and allowances': 'Wardrobe change',
      'Hours worked': '11 h',
      Gross: '$235.00',
      Times: 'Toronto time',
    });
  });

  it('names the signer and the Toronto time of the signature, and a disputed line', () => {
    expect(voucherSignatureText(signed)).toBe('Signed by Grace Hopper on Thu, Dec 3, 2026, 6:42 PM Toronto time');
    expect(voucherSignatureText({ ...signed, signature: null })).toBeNull();
    expect([disputeLineLabel('out'), disputeLineLabel('the van'), disputeLineLabel(null)]).toEqual([
      'Out time',
      'the van',
      'The whole voucher',
    ]);
  });
});
