/**
 * Working hours of minors on set (spec 2 §9, the 'Minors' guide): under 12, 8 hours; 12 to 15, up to
 * 10 hours; 16 and 17, up to 12 hours; and a 12-hour rest between working days. Call sheets and
 * fitting sheets mark every minor with their limit.
 */
import { ADULT_AGE } from './constants';
import { ageOn, isCalendarDate } from './dates';

export const MINOR_REST_HOURS = 12;

/**
 * Whether the performer is a minor on a Toronto date: under 18 from a known date of birth (an
 * unknown or future date of birth is never taken for a minor's, as the hour limits read it).
 */
export function isMinorOnDate(dateOfBirth: string | null | undefined, date: string): boolean {
  const born = dateOfBirth?.slice(0, 10);
  if (!born || !isCalendarDate(born) || born > date) return false;
  return ageOn(born, date) < ADULT_AGE;
}

/** Age bands, youngest first: a minor younger than `underAge` may work at most `maxHours`. */
export const MINOR_HOUR_LIMITS = [
  { underAge: 12, maxHours: 8, band: 'under 12' },
  { underAge: 16, maxHours: 10, band: '12-15' },
  { underAge: ADULT_AGE, maxHours: 12, band: '16-17' },
] as const;

export interface MinorHourLimit {
  age: number;
  band: (typeof MINOR_HOUR_LIMITS)[number]['band'];
  maxHours: number;
  restHours: number;
}

/**
 * The hour limit of a performer working on `workDate`, or null for an adult or an unknown date of
 * birth (an unknown age is never guessed to be a minor's).
 */
export function minorHourLimit(dateOfBirth: string | null | undefined, workDate: string): MinorHourLimit | null {
  if (!dateOfBirth || !isCalendarDate(dateOfBirth.slice(0, 10)) || dateOfBirth.slice(0, 10) > workDate) return null;
  const age = ageOn(dateOfBirth, workDate);
  const limit = MINOR_HOUR_LIMITS.find((entry) => age < entry.underAge);
  return limit ? { age, band: limit.band, maxHours: limit.maxHours, restHours: MINOR_REST_HOURS } : null;
}

/** How the limit reads on a call sheet: 'Minor (12-15): up to 10 h, 12 h rest'. */
export function describeMinorHourLimit(limit: MinorHourLimit): string {
  const hours = limit.band === 'under 12' ? `${limit.maxHours} h` : `up to ${limit.maxHours} h`;
  return `Minor (${limit.band}): ${hours}, ${limit.restHours} h rest`;
}
