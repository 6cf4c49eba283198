import { rateCardSchema } from '@scenecall/shared';
import { describe, expect, it } from 'vitest';
import { allowanceIdFor, cardFromDraft, draftOf } from './rate-card-draft';

const CARD = rateCardSchema.parse({
  name: 'Guide hourly',
  unit: 'hour',
  baseRateCents: 1720,
  guaranteedHours: 8,
  roundingMinutes: 6,
  overtime: [{ afterHours: 8, multiplierPercent: 150 }],
  mealPenalty: { withinHours: 6, everyMinutes: 30, penaltyCents: 750 },
  allowances: [{ id: 'gown', label: 'Gown', amountCents: 4000 }],
  fittingHours: 2,
  selfDrive: { beyondKm: 40, centsPerKm: 50, unionStatuses: ['ACTRA Full'] },
});

describe('the rate card editor’s draft', () => {
  it('reads a card back unchanged, money typed in dollars', () => {
    const draft = draftOf(CARD);
    expect(draft).toMatchObject({ baseRate: '17.20', mealPenalty: '7.50', perKm: '0.50' });
    expect(cardFromDraft(draft)).toEqual({ ok: true, card: CARD });
    expect(cardFromDraft({ ...draft, baseRate: '$18' })).toMatchObject({ ok: true, card: { baseRateCents: 1800 } });
  });

  it('says what is wrong beside each field, in the schema’s terms', () => {
    const draft = draftOf(CARD);
    const result = cardFromDraft({
      ...draft,
      name: ' ',
      baseRate: '17.2.0',
      guaranteedHours: '7.3',
      overtime: [...draft.overtime, { afterHours: '6', multiplierPercent: '50' }],
      allowances: [...draft.allowances, { id: 'gown', label: 'Gown again', amount: '40' }],
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Required',
        baseRateCents: 'Write an amount in dollars, like 17.20',
        guaranteedHours: 'In quarter hours (7.5, 8.25)',
        'overtime.1.multiplierPercent': 'At least 100',
        'overtime.1.afterHours': 'Each step comes later',
        'allowances.1.label': 'Already used',
      },
    });
  });

  it('makes a new allowance’s id from its label, unique on the card', () => {
    expect(allowanceIdFor('Own umbrella!', [])).toBe('own-umbrella');
    expect(allowanceIdFor('Gown', ['gown', 'gown-2'])).toBe('gown-3');
    expect(allowanceIdFor('***', [])).toBe('item');
  });
});
