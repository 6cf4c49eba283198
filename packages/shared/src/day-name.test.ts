import { describe, expect, it } from 'vitest';
import { productionDayName } from './day-name';

describe('the name of a production day', () => {
  it('joins the production and the day title', () => {
    expect(productionDayName({ production: 'Maple Street', title: 'Diner scene' })).toBe('Maple Street: Diner scene');
    expect(productionDayName({ production: 'Maple Street', title: 'Diner scene' }, ' — ')).toBe(
      'Maple Street — Diner scene',
    );
  });

  it('says the production once when the day has no title of its own', () => {
    expect(productionDayName({ production: 'Probe Diner', title: 'Probe Diner' }, ' — ')).toBe('Probe Diner');
    expect(productionDayName({ production: 'Probe Diner', title: ' ' })).toBe('Probe Diner');
  });
});
