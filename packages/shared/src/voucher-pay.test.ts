import { describe, expect, it } from 'vitest';
import { rateCardSchema, type RateCard } from './schemas/rate-card';
import { computeVoucherPay, selfDriveEligible, VoucherTimesError, type WorkedDay } from './voucher-pay';

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
  allowances: [],
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

  it('adds each allowance chosen from the card as many times as it was earned', () => {
    // Two wardrobe changes and the own car: 2 × $15 + $20.
    const allowances = [
      { id: 'wardrobe', count: 2 },
      { id: 'car', count: 1 },
    ];
    const pay = computeVoucherPay(HOURLY, day({ meals: [LUNCH], allowances }));
    expect(pay.lines.filter((line) => line.kind === 'allowance')).toEqual([
      { kind: 'allowance', id: 'wardrobe', label: 'Wardrobe change', count: 2, cents: 3_000 },
      { kind: 'allowance', id: 'car', label: 'Own car', count: 1, cents: 2_000 },
    ]);
    expect(pay.grossCents).toBe(14_080 + 5_000);
  });

  it('ten of one allowance pay ten times its amount', () => {
    const pay = computeVoucherPay(HOURLY, day({ meals: [LUNCH], allowances: [{ id: 'car', count: 10 }] }));
    expect(pay.grossCents).toBe(14_080 + 20_000);
  });

  it('refuses times that cannot describe a day', () => {
    expect(() => computeVoucherPay(HOURLY, day({ allowances: [{ id: 'limo', count: 1 }] }))).toThrow(VoucherTimesError);
    expect(() => computeVoucherPay(HOURLY, day({ allowances: [{ id: 'car', count: 0 }] }))).toThrow(VoucherTimesError);
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

describe('the guide’s pay items (spec 2 §9): $17.20/h, a fitting paid 2 hours, $40 items, self-drive beyond 40 km', () => {
  /** The guide's figures; 50 ¢/km is a demo amount (the guide gives none). */
  const GUIDE: RateCard = rateCardSchema.parse({
    ...HOURLY,
    name: 'Guide hourly',
    baseRateCents: 1720,
    allowances: [{ id: 'gown', label: 'Gown', amountCents: 4000 }],
    fittingHours: 2,
    selfDrive: { beyondKm: 40, centsPerKm: 50, unionStatuses: ['ACTRA Full', 'ACTRA Apprentice'] },
  });

  it('a short day at $17.20/h with a gown and the fitting: 8 h minimum + $40 + 2 h', () => {
    // 8 × $17.20 = $137.60; the gown $40; the fitting 2 × $17.20 = $34.40. Gross $212.00.
    const pay = computeVoucherPay(GUIDE, day({ out: '13:00', allowances: [{ id: 'gown', count: 1 }], fitting: true }));
    expect(pay.lines).toEqual([
      { kind: 'straight', minutes: 480, cents: 13_760 },
      { kind: 'allowance', id: 'gown', label: 'Gown', count: 1, cents: 4_000 },
      { kind: 'fitting', minutes: 120, cents: 3_440 },
    ]);
    expect(pay.grossCents).toBe(21_200);
  });

  it('a fitting on a day rate is paid at its hourly equivalent; a card stored without the setting pays 2 hours', () => {
    const dayRate = rateCardSchema.parse({ ...GUIDE, unit: 'day', baseRateCents: 16_000, guaranteedHours: 10 });
    // $160 over 10 h = $16/h; 2 h = $32.
    expect(computeVoucherPay(dayRate, day({ fitting: true })).lines).toContainEqual({
      kind: 'fitting',
      minutes: 120,
      cents: 3_200,
    });
    const { fittingHours: _unset, ...older } = GUIDE;
    expect(computeVoucherPay(older, day({ fitting: true })).lines.at(-1)).toEqual({
      kind: 'fitting',
      minutes: 120,
      cents: 3_440,
    });
  });

  it('self-drive pays each km past 40 when the server found the performer eligible', () => {
    // 07:00–15:00 with lunch: the 8 h minimum. 65 km from downtown: 25 km × $0.50 = $12.50.
    const drive = (drivenKm: number, selfDriveEligible: boolean, card = GUIDE) =>
      computeVoucherPay(card, day({ meals: [LUNCH], drivenKm, selfDriveEligible }));
    const pay = drive(65, true);
    expect(pay.lines.at(-1)).toEqual({ kind: 'self-drive', km: 25, beyondKm: 40, centsPerKm: 50, cents: 1_250 });
    expect(pay.grossCents).toBe(13_760 + 1_250);
    expect([drive(65, false).grossCents, drive(40, true).grossCents]).toEqual([13_760, 13_760]);
    expect(drive(65, true, HOURLY).grossCents).toBe(14_080);
  });

  it('eligibility: ACTRA Full and Apprentice, on a day without a shuttle', () => {
    const facts = (unionStatus: 'ACTRA Full' | 'ACTRA Apprentice' | 'AABP' | null, shuttle: boolean) =>
      selfDriveEligible(GUIDE, { unionStatus, shuttle });
    expect([facts('ACTRA Full', false), facts('ACTRA Apprentice', false)]).toEqual([true, true]);
    expect([facts('ACTRA Full', true), facts('AABP', false), facts(null, false)]).toEqual([false, false, false]);
    expect(selfDriveEligible(HOURLY, { unionStatus: 'ACTRA Full', shuttle: false })).toBe(false);
  });

  it('cards stored before these settings still parse; a status listed twice is refused', () => {
    expect(rateCardSchema.safeParse(HOURLY).success).toBe(true);
    const twice = rateCardSchema.safeParse({
      ...GUIDE,
      selfDrive: { beyondKm: 40, centsPerKm: 50, unionStatuses: ['ACTRA Full', 'ACTRA Full'] },
    });
    expect(twice.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['selfDrive.unionStatuses']);
  });
});
