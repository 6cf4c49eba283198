import { describe, expect, it } from 'vitest';
import { defaultAvailabilityDeadline } from './availability-deadline';
import { agencyInstant } from './dates';

const at = (date: string, time: string) => agencyInstant(date, time);

describe('the availability check deadline proposed', () => {
  it('is 18:00 in Toronto the day before the first date', () => {
    expect(defaultAvailabilityDeadline(['2026-12-10', '2026-12-03'], at('2026-11-23', '09:00'))).toEqual({
      date: '2026-12-02',
      time: '18:00',
    });
  });

  it('moves to a later date of the day when the evening before is less than an hour away', () => {
    expect(defaultAvailabilityDeadline(['2026-12-03', '2026-12-04'], at('2026-12-02', '17:30'))).toEqual({
      date: '2026-12-03',
      time: '18:00',
    });
  });

  it('falls back to 23:00 on the last date once every 18:00 has passed', () => {
    expect(defaultAvailabilityDeadline(['2026-12-03'], at('2026-12-03', '19:00'))).toEqual({
      date: '2026-12-03',
      time: '23:00',
    });
  });
});
