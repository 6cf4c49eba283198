/** Display rules of the performer profile (spec 1, section 3). */
import { ADULT_AGE } from './constants';

export function yesNo(value: boolean | null | undefined): string {
  return value ? 'Yes' : 'No';
}

/** 'dark-brown' -> 'Dark-Brown'; the two non-binary genders show as 'Non Binary'. */
export function titleCaseHyphenated(value: string | null | undefined): string {
  if (!value) return '';
  if (value === 'non-binary-female' || value === 'non-binary-male') return 'Non Binary';
  return value
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('-');
}

/** SIN as 3-3-3 groups with all but the last 3 digits masked: '***-***-789'. */
export function maskSin(sin: string | null | undefined): string {
  const digits = (sin ?? '').replace(/\D/g, '');
  if (digits.length === 0) return '';
  const masked = digits
    .split('')
    .map((digit, index) => (index < digits.length - 3 ? '*' : digit))
    .join('');
  return masked.match(/.{1,3}/g)?.join('-') ?? masked;
}

/** Age in whole years on `today` (local calendar); a missing or invalid date gives 0. */
export function ageFromDateOfBirth(dateOfBirth: string | null | undefined, today = new Date()): number {
  if (!dateOfBirth) return 0;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dateOfBirth);
  if (!match) return 0;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let age = today.getFullYear() - year;
  const beforeBirthday = today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  if (beforeBirthday) age -= 1;
  return Math.max(age, 0);
}

export function isMinor(dateOfBirth: string | null | undefined, today = new Date()): boolean {
  return ageFromDateOfBirth(dateOfBirth, today) < ADULT_AGE;
}

/** Document title from the last path segment with words capitalised ('/about-us' -> 'About Us'). */
export function titleFromPath(pathname: string, fallback: string): string {
  const segment = pathname.split('/').filter(Boolean).pop();
  if (!segment) return fallback;
  return decodeURIComponent(segment)
    .split(/[-_]/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Local date as YYYY-MM-DD. */
export function toIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** A measurement with at most one decimal: 32 -> '32', 32.5 -> '32.5', 32.25 -> '32.3'. */
export function formatMeasurement(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return String(Math.round(value * 10) / 10);
}
