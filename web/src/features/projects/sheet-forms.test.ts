import { defaultCallSheet, defaultFittingSheet, type CallSheet, type FittingSheet } from '@scenecall/shared';
import { describe, expect, it } from 'vitest';
import { CALL_SHEET_FIELDS, checkCallSheet, checkFittingSheet, FITTING_SHEET_FIELDS } from './sheet-forms';

const day = {
  title: 'Diner',
  dates: ['2026-12-03'],
  location: 'Toronto',
  rate: 'Regular',
  shuttle: 'Available' as const,
};

describe('the call and fitting sheet forms', () => {
  it('have a field for every field of the sheets', () => {
    expect(CALL_SHEET_FIELDS.map((field) => field.key).sort()).toEqual(Object.keys(defaultCallSheet(day)).sort());
    expect(FITTING_SHEET_FIELDS.map((field) => field.key).sort()).toEqual(Object.keys(defaultFittingSheet(day)).sort());
  });

  it('name the schedule line in error and accept the prefilled sheets', () => {
    const call: CallSheet = { ...defaultCallSheet(day), callSheet: [{ time: '', description: 'Call' }] };
    expect(checkCallSheet(call)).toMatchObject({ ok: false, errors: { 'callSheet.0.time': 'Times must be HH:mm' } });
    expect(checkCallSheet(defaultCallSheet(day)).ok).toBe(true);
    const fitting: FittingSheet = defaultFittingSheet(day);
    expect(checkFittingSheet(fitting).ok).toBe(true);
  });
});
