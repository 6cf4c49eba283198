import { describe, expect, it } from 'vitest';
import {
  ALLOWED_COMMISSION_PERCENTS,
  COMMISSION_RATE_OPTIONS,
  computeCommission,
  DEFAULT_COMMISSION_PERCENT,
  dollarsToCents,
  formatCad,
  formatCents,
} from './money';
import { agencyToday } from './dates';
import { createPaymentIntentBodySchema, defaultRateOptionFor } from './schemas/payment';

describe('commission rate options (spec 1, section 9)', () => {
  it('lists the five options with their percents in order', () => {
    expect(COMMISSION_RATE_OPTIONS.map((option) => [option.label, option.percent])).toEqual([
      ['Non-Union', 10],
      ['AABP', 10],
      ['ACTRA Apprentice', 15],
      ['ACTRA Full', 10],
      ['Actor / SSE / Upgrade', 15],
    ]);
    expect(DEFAULT_COMMISSION_PERCENT).toBe(10);
    expect([...ALLOWED_COMMISSION_PERCENTS]).toEqual([10, 15]);
  });

  it.each(COMMISSION_RATE_OPTIONS.map((option) => [option.label, option.percent] as const))(
    '%s: $200.00 gross gives the commission, 13%% HST and the total',
    (_label, percent) => {
      const result = computeCommission(20_000, percent);
      expect(result.commissionCents).toBe(200 * percent);
      expect(result.hstCents).toBe(Math.round(200 * percent * 0.13));
      expect(result.totalCents).toBe(result.commissionCents + result.hstCents);
    },
  );

  it('pre-selects the option of the union status, else the 10% default', () => {
    expect(defaultRateOptionFor('Non-Union')).toBe('non-union');
    expect(defaultRateOptionFor('AABP')).toBe('aabp');
    expect(defaultRateOptionFor('ACTRA Apprentice')).toBe('actra-apprentice');
    expect(defaultRateOptionFor('ACTRA Full')).toBe('actra-full');
    expect(defaultRateOptionFor(undefined)).toBe('non-union');
    expect(defaultRateOptionFor('Principal')).toBe('non-union');
  });
});

describe('computeCommission rounding: nearest cent, halves up, at each step', () => {
  it('is exact when nothing needs rounding', () => {
    expect(computeCommission(100_000, 10)).toEqual({
      grossCents: 100_000,
      ratePercent: 10,
      commissionCents: 10_000,
      hstCents: 1_300,
      totalCents: 11_300,
    });
  });

  it('rounds a commission half cent up (10% of $0.05 = 0.5 cent -> 1 cent)', () => {
    expect(computeCommission(5, 10).commissionCents).toBe(1);
  });

  it('rounds a commission below half a cent down (10% of $0.04 -> 0 cents)', () => {
    expect(computeCommission(4, 10).commissionCents).toBe(0);
  });

  it('rounds 15% of $123.45 = 1851.75 cents up to 1852', () => {
    const result = computeCommission(12_345, 15);
    expect(result.commissionCents).toBe(1852);
    // HST is 13% of the rounded commission: 240.76 -> 241
    expect(result.hstCents).toBe(241);
    expect(result.totalCents).toBe(2093);
  });

  it('rounds HST from the rounded commission, not from the gross (HST 0.5 cent up)', () => {
    // 10% of $1.50 = 15 cents; 13% of 15 = 1.95 -> 2
    expect(computeCommission(150, 10)).toMatchObject({ commissionCents: 15, hstCents: 2, totalCents: 17 });
    // 10% of $3.50 = 35 cents; 13% of 35 = 4.55 -> 5
    expect(computeCommission(350, 10)).toMatchObject({ commissionCents: 35, hstCents: 5, totalCents: 40 });
    // 10% of $0.50 = 5 cents; 13% of 5 = 0.65 -> 1
    expect(computeCommission(50, 10).hstCents).toBe(1);
  });

  it('keeps zero at zero and the largest allowed gross exact', () => {
    expect(computeCommission(0, 15).totalCents).toBe(0);
    expect(computeCommission(10_000_000, 15)).toMatchObject({
      commissionCents: 1_500_000,
      hstCents: 195_000,
      totalCents: 1_695_000,
    });
  });

  it('refuses fractional cents and negative values', () => {
    expect(() => computeCommission(10.5, 10)).toThrow(RangeError);
    expect(() => computeCommission(-1, 10)).toThrow(RangeError);
    expect(() => computeCommission(100, 12.5)).toThrow(RangeError);
  });

  it('matches a brute-force half-up rounding for every cent up to $20 at every rate', () => {
    for (const percent of ALLOWED_COMMISSION_PERCENTS) {
      for (let cents = 0; cents <= 2000; cents += 1) {
        const result = computeCommission(cents, percent);
        const commission = Math.floor((cents * percent) / 100 + 0.5);
        expect(result.commissionCents).toBe(commission);
        expect(result.hstCents).toBe(Math.floor((commission * 13) / 100 + 0.5));
      }
    }
  });
});

describe('dollar amounts typed by people', () => {
  it('converts to whole cents without float drift', () => {
    expect(dollarsToCents('0.29')).toBe(29);
    expect(dollarsToCents(1.15)).toBe(115);
    expect(dollarsToCents('250')).toBe(25_000);
    expect(dollarsToCents(19.99)).toBe(1999);
  });

  it('counts non-numbers, zero and negatives as 0 (the summary rule)', () => {
    expect(dollarsToCents('abc')).toBe(0);
    expect(dollarsToCents('')).toBe(0);
    expect(dollarsToCents(-5)).toBe(0);
  });

  it('formats cents with two decimals', () => {
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(123_456)).toBe('1234.56');
    expect(formatCad(-2500)).toBe('$-25.00');
    expect(formatCad(2093)).toBe('$20.93');
  });
});

describe('payment body schema', () => {
  const today = agencyToday();
  const valid = { production: 'Night Shift', dates: ['2025-01-02'], amount: 250.5, rate: 15 };

  it('accepts a valid body', () => {
    expect(createPaymentIntentBodySchema.parse(valid)).toEqual(valid);
    expect(createPaymentIntentBodySchema.safeParse({ ...valid, dates: [today] }).success).toBe(true);
  });

  it.each([
    ['an empty production', { production: '  ' }],
    ['no dates', { dates: [] }],
    ['a malformed date', { dates: ['2025-1-2'] }],
    ['a future date', { dates: ['2999-01-01'] }],
    ['a repeated date', { dates: ['2025-01-02', '2025-01-02'] }],
    [
      '32 dates',
      {
        dates: Array.from(
          { length: 32 },
          (_, i) => `2024-0${1 + Math.floor(i / 28)}-${String((i % 28) + 1).padStart(2, '0')}`,
        ),
      },
    ],
    ['a zero amount', { amount: 0 }],
    ['an amount over the cap', { amount: 100_000.01 }],
    ['fractions of a cent', { amount: 10.005 }],
    ['an amount as text', { amount: '250' }],
    ['a fractional rate', { rate: 12.5 }],
    ['a rate above the bounds', { rate: 51 }],
    ['a zero rate', { rate: 0 }],
    ['an extra field', { totalCents: 1 }],
  ])('refuses %s', (_what, change) => {
    expect(createPaymentIntentBodySchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});
