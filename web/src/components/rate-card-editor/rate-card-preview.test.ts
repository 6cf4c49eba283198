import { rateCardSchema } from '@scenecall/shared';
import { describe, expect, it } from 'vitest';
import { FIRST_SAMPLE, samplePay } from './rate-card-preview';

const CARD = rateCardSchema.parse({
  name: 'Guide hourly',
  unit: 'hour',
  baseRateCents: 1720,
  guaranteedHours: 8,
  roundingMinutes: 6,
  overtime: [{ afterHours: 8, multiplierPercent: 150 }],
  mealPenalty: null,
  allowances: [{ id: 'gown', label: 'Gown', amountCents: 4000 }],
  fittingHours: 2,
  selfDrive: { beyondKm: 40, centsPerKm: 50, unionStatuses: ['ACTRA Full'] },
});

describe('the rate card preview’s sample day', () => {
  it('prices the sample with the shared function: self-drive only for a listed status without a shuttle', () => {
    // 07:00–19:00, meal 13:00–13:30: 8 h × $17.20 + 3 h 30 × $25.80 = $227.90.
    expect(samplePay(CARD, FIRST_SAMPLE)).toMatchObject({ pay: { grossCents: 22_790 } });
    const drove = { ...FIRST_SAMPLE, drivenKm: '60', allowanceIds: ['gown'], fitting: true };
    // + $40 gown + 2 h fitting $34.40 + 20 km × $0.50.
    expect(samplePay(CARD, { ...drove, unionStatus: 'ACTRA Full' })).toMatchObject({
      pay: { grossCents: 22_790 + 4_000 + 3_440 + 1_000 },
    });
    expect(samplePay(CARD, { ...drove, unionStatus: 'ACTRA Full', shuttle: true })).toMatchObject({
      pay: { grossCents: 22_790 + 4_000 + 3_440 },
    });
    expect(samplePay(CARD, { ...drove, unionStatus: 'AABP' })).toMatchObject({
      pay: { grossCents: 22_790 + 4_000 + 3_440 },
    });
  });

  it('says why a sample cannot be priced', () => {
    expect(samplePay(CARD, { ...FIRST_SAMPLE, mealStart: '20:00', mealEnd: '20:30' })).toEqual({
      problem: 'A meal is within the work',
    });
    expect(samplePay(CARD, { ...FIRST_SAMPLE, drivenKm: 'far' })).toEqual({ problem: 'Km driven is a whole number' });
  });
});
