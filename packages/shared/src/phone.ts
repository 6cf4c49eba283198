/**
 * Phone numbers are North American: 11 digits starting with 1, shown and sent as 1-XXX-XXX-XXXX.
 * Firebase Auth stores them in E.164 (+1XXXXXXXXXX).
 */
export const PHONE_PATTERN = /^\d-\d{3}-\d{3}-\d{4}$/;
export const PHONE_PREFIX = '1-';
/** The caret may never sit before this position in a phone input (after the forced '1-'). */
export const PHONE_MIN_CARET = 2;

/**
 * Formats raw input as the user types: digits only, a leading 1, at most 11 digits, dashes after
 * digits 1, 4 and 7. A North American area code never starts with 1, so every 1 before the area
 * code is the country code: the forced '1-' plus a typed or pasted '1437…' gives '1-437-…', once.
 */
export function formatPhoneInput(raw: string): string {
  const national = raw.replace(/\D/g, '').replace(/^1+/, '');
  const digits = `1${national}`.slice(0, 11);
  const parts = [digits.slice(0, 1), digits.slice(1, 4), digits.slice(4, 7), digits.slice(7, 11)];
  const filled = parts.filter((part) => part.length > 0);
  // A dash follows each completed group so that '1' becomes '1-' as the spec's focus rule expects.
  let out = filled.join('-');
  if (digits.length === 1 || digits.length === 4 || digits.length === 7) out += '-';
  return out;
}

export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value) && value.startsWith('1');
}

export function phoneToE164(tel: string): string {
  return `+${tel.replace(/\D/g, '')}`;
}

export function e164ToPhone(e164: string): string {
  const digits = e164.replace(/\D/g, '');
  return `${digits.slice(0, 1)}-${digits.slice(1, 4)}-${digits.slice(4, 7)}-${digits.slice(7, 11)}`;
}

/** Shows any stored phone (digits, E.164 or formatted) as 1-XXX-XXX-XXXX. */
export function displayPhone(value: string | undefined | null): string {
  if (!value) return '';
  const digits = value.replace(/\D/g, '');
  if (digits.length === 10) return e164ToPhone(`1${digits}`);
  if (digits.length === 11) return e164ToPhone(digits);
  return value;
}
