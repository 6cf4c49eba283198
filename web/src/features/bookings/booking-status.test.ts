import type { PerformerBookingView } from '@scenecall/shared';
import { describe, expect, it } from 'vitest';
import { cancellingIsLate, penaltyText } from './booking-status';

const booking = (overrides: Partial<PerformerBookingView> = {}): PerformerBookingView => ({
  dayId: 'd',
  production: 'P',
  title: 'T',
  dates: ['2026-12-03'],
  location: 'Toronto',
  rate: '',
  requiredDocuments: '',
  notes: '',
  roleName: 'Diner',
  status: 'booked',
  dayStatus: 'Booked',
  deadline: null,
  draftCallTime: null,
  finalCallTime: null,
  penaltyCents: 0,
  penaltyReason: null,
  penaltyWaived: false,
  commissionPaid: false,
  ...overrides,
});

describe('booking status for the performer', () => {
  it('counts 24 hours back from the final call time in Toronto', () => {
    const final = { time: '07:00', acknowledged: true, changed: false };
    // 07:00 in Toronto on Dec 3 is 12:00 UTC.
    expect(cancellingIsLate(booking({ finalCallTime: final }), new Date('2026-12-02T12:01:00Z'))).toBe(true);
    expect(cancellingIsLate(booking({ finalCallTime: final }), new Date('2026-12-02T11:59:00Z'))).toBe(false);
  });

  it('shows a penalty and whether it was waived', () => {
    expect(penaltyText(booking())).toBeNull();
    expect(penaltyText(booking({ penaltyCents: 2500, penaltyReason: 'no-show', penaltyWaived: true }))).toBe(
      'No-show penalty: $25.00 (waived)',
    );
  });
});
