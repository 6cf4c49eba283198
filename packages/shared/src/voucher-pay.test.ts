import { describe, expect, it } from 'vitest';
import { rateCardSchema, type RateCard } from './schemas/rate-card';
import { computeVoucherPay, VoucherTimesError, type WorkedDay } from './voucher-pay';

/** Demo figures for the examples, not anyone's real terms. */
const HOURLY: RateCard = rateCardSchema.parse({
  name: 'Demo hourly',
  unit: 'hour',
  baseRateCents: 1760,
  guaranteedHours: 8,
  roundingMinutes: 6,
  overtime: [
    { afterHours: 8, multiplierPercent: 150 },
    { afterHours: 12, multiplierPercent: 200 },
  ],
  mealPenalty: { withinHours: 6, everyMinutes: 30, penaltyCents: 750 },
  allowances: [
    { id: 'wardrobe', label: 'Wardrobe change', amountCents: 1500 },
    { id: 'car', label: 'Own car', amountCents: 2000 },
  ],
});

const LUNCH = { start: '12:00', end: '12:30' };

const day = (times: Partial<WorkedDay>): WorkedDay => ({
  date: '2026-06-12',
  in: '07:00',
  out: '15:00',
  meals: [],
  allowanceIds: [],
  ...times,
});

describe('what a voucher pays (worked examples with a demo card: $17.60/h, 8 h minimum, ×1.5 after 8 h, ×2 after 12 h)', () => {
  it('a short day under the minimum call is paid the minimum', () => {
    // 07:00–11:30: 4 h 30 worked, 8 h paid: 8 × $17.60 = $140.80.
    const pay = computeVoucherPay(HOURLY, day({ out: '11:30' }));
    expect(pay).toMatchObject({ workedMinutes: 270, paidMinutes: 480, minimumApplied: true, grossCents: 14_080 });
    expect(pay.lines).toEqual([{ kind: 'straight', minutes: 480, cents: 14_080 }]);
  });

  it('a day into both overtime steps, meals unpaid', () => {
    // 06:00–20:00 less two half-hour meals: 13 h. 8 h × $17.60 + 4 h × $26.40 + 1 h × $35.20.
    const pay = computeVoucherPay(
      HOURLY,
      day({
        in: '06:00',
        out: '20:00',
        meals: [
          { start: '12:00', end: '12:30' },
          { start: '18:00', end: '18:30' },
        ],
      }),
    );
    expect(pay.lines).toEqual([
      { kind: 'straight', minutes: 480, cents: 14_080 },
      { kind: 'overtime', minutes: 240, multiplierPercent: 150, cents: 10_560 },
      { kind: 'overtime', minutes: 60, multiplierPercent: 200, cents: 3_520 },
    ]);
    expect(pay).toMatchObject({ workedMinutes: 780, paidMinutes: 780, minimumApplied: false, grossCents: 28_160 });
  });

  it('a meal started 45 minutes late costs two penalties (each started half hour past 6 h)', () => {
    // Call 07:00, meal due by 13:00, taken 13:45–14:15.
    const pay = computeVoucherPay(HOURLY, day({ meals: [{ start: '13:45', end: '14:15' }] }));
    expect(pay.lines).toContainEqual({ kind: 'meal-penalty', count: 2, cents: 1_500 });
    expect(pay.grossCents).toBe(14_080 + 1_500);
  });

  it('no meal at all: penalties run from 6 h after the call to the wrap', () => {
    // 07:00–14:10: due 13:00, 70 minutes late = 3 started half hours.
    const pay = computeVoucherPay(HOURLY, day({ out: '14:10' }));
    expect(pay.lines).toContainEqual({ kind: 'meal-penalty', count: 3, cents: 2_250 });
  });

  it('a night shoot across midnight: times before the call are the next day', () => {
    // 18:00–03:12 less 23:00–23:30: 8 h 42 worked; 42 min at ×1.5 = $18.48.
    const pay = computeVoucherPay(
      HOURLY,
      day({ in: '18:00', out: '03:12', meals: [{ start: '23:00', end: '23:30' }] }),
    );
    expect(pay).toMatchObject({ workedMinutes: 522, paidMinutes: 522, grossCents: 14_080 + 1_848 });
    expect(pay.lines[1]).toEqual({ kind: 'overtime', minutes: 42, multiplierPercent: 150, cents: 1_848 });
  });

  it('counts real time across the autumn clock change: 20:00–04:00 on Oct 31 – Nov 1, 2026 is 9 hours', () => {
    const pay = computeVoucherPay(
      HOURLY,
      day({ date: '2026-10-31', in: '20:00', out: '04:00', meals: [{ start: '23:30', end: '00:00' }] }),
    );
    expect(pay).toMatchObject({ workedMinutes: 510, paidMinutes: 510, grossCents: 14_080 + 1_320 });
  });

  it('and across the spring clock change: 20:00–04:00 on Mar 13 – 14, 2027 is 7 hours, paid the minimum', () => {
    const pay = computeVoucherPay(HOURLY, day({ date: '2027-03-13', in: '20:00', out: '04:00' }));
    expect(pay).toMatchObject({ workedMinutes: 420, paidMinutes: 480, minimumApplied: true });
  });

  it('rounds worked time up to the card’s rounding (6 minutes)', () => {
    // 07:00–15:31 less a half-hour meal: 481 minutes worked, 486 paid: 6 minutes at ×1.5 = $2.64.
    const pay = computeVoucherPay(HOURLY, day({ out: '15:31', meals: [LUNCH] }));
    expect(pay).toMatchObject({ workedMinutes: 481, paidMinutes: 486, grossCents: 14_080 + 264 });
  });

  it('a day rate covers its hours; overtime is paid on its hourly equivalent', () => {
    const card = rateCardSchema.parse({
      ...HOURLY,
      name: 'Demo day rate',
      unit: 'day',
      baseRateCents: 20_000,
      guaranteedHours: 10,
      overtime: [{ afterHours: 10, multiplierPercent: 150 }],
      mealPenalty: null,
    });
    const pay = computeVoucherPay(card, day({ out: '19:00' }));
    expect(pay.lines).toEqual([
      { kind: 'straight', minutes: 600, cents: 20_000 },
      { kind: 'overtime', minutes: 120, multiplierPercent: 150, cents: 6_000 },
    ]);
  });

  it('adds the allowances chosen from the card, once each', () => {
    const pay = computeVoucherPay(HOURLY, day({ meals: [LUNCH], allowanceIds: ['wardrobe', 'car', 'wardrobe'] }));
    expect(pay.lines.filter((line) => line.kind === 'allowance').map((line) => line.cents)).toEqual([1_500, 2_000]);
    expect(pay.grossCents).toBe(14_080 + 3_500);
  });

  it('refuses times that cannot describe a day', () => {
    expect(() => computeVoucherPay(HOURLY, day({ allowanceIds: ['limo'] }))).toThrow(VoucherTimesError);
    expect(() => computeVoucherPay(HOURLY, day({ meals: [{ start: '15:30', end: '16:00' }] }))).toThrow(
      'A meal is within the work',
    );
    expect(() =>
      computeVoucherPay(
        HOURLY,
        day({
          meals: [
            { start: '12:00', end: '12:30' },
            { start: '12:15', end: '12:45' },
          ],
        }),
      ),
    ).toThrow('Meals do not overlap');
    expect(() => computeVoucherPay(HOURLY, day({ out: '25:00' }))).toThrow(VoucherTimesError);
  });
});

describe('the rate card schema', () => {
  it('refuses overtime steps out of order, a day rate covering no hours and an allowance id used twice', () => {
    const result = rateCardSchema.safeParse({
      ...HOURLY,
      unit: 'day',
      guaranteedHours: 0,
      overtime: [
        { afterHours: 10, multiplierPercent: 150 },
        { afterHours: 8, multiplierPercent: 200 },
      ],
      allowances: [HOURLY.allowances[0], HOURLY.allowances[0]],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(
      expect.arrayContaining(['guaranteedHours', 'overtime.1.afterHours', 'allowances.1.id']),
    );
  });

  it('holds hours to the quarter hour and money to whole cents', () => {
    expect(rateCardSchema.safeParse({ ...HOURLY, guaranteedHours: 7.3 }).success).toBe(false);
    expect(rateCardSchema.safeParse({ ...HOURLY, baseRateCents: 17.6 }).success).toBe(false);
  });
});
