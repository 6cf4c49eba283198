/** Display rules of the performer profile (spec 1, section 3). */

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

/**
 * SIN as 3-3-3 groups with all but the last 3 digits masked: '***-***-789'. Already masked input
 * keeps its mask (the server answers the SIN masked, and the page masks what it shows).
 */
export function maskSin(sin: string | null | undefined): string {
  const digits = (sin ?? '').replace(/[^\d*]/g, '');
  if (digits.length === 0) return '';
  const masked = digits
    .split('')
    .map((digit, index) => (index < digits.length - 3 ? '*' : digit))
    .join('');
  return masked.match(/.{1,3}/g)?.join('-') ?? masked;
}

// In its own module: the app shell needs it on every page, and this module's date helpers would
// bring the date library into the first download (a module lands whole in the chunk that uses it).
export { titleFromPath } from './titles';

/** A measurement with at most one decimal: 32 -> '32', 32.5 -> '32.5', 32.25 -> '32.3'. */
export function formatMeasurement(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return String(Math.round(value * 10) / 10);
}
