/**
 * Phone numbers are North American: 11 digits starting with 1, shown and sent as 1-XXX-XXX-XXXX.
 * Firebase Auth stores them in E.164 (+1XXXXXXXXXX).
 */
export const PHONE_PATTERN = /^\d-\d{3}-\d{3}-\d{4}$/;
export const PHONE_PREFIX = '1-';
/** The caret may never sit before this position in a phone input (after the forced '1-'). */
export const PHONE_MIN_CARET = 2;

/**
 * The phone field's input mask (IMask options, plain data): a forced '1-', then the area code (never
 * starting with 0 or 1, so a typed or pasted country code '1' is skipped, not taken as a digit),
 * dashes after digits 1, 4 and 7. The dashes are added as the person types ('append') and never
 * re-added while they erase, so Backspace goes through them as in a plain text field.
 */
export const PHONE_INPUT_MASK = {
  mask: '1-N00-000-0000',
  definitions: { N: /[2-9]/ },
  eager: 'append',
  lazy: true,
} as const;

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
