/** Heights are stored in centimetres and typed and shown in feet and inches. */
export const CM_PER_INCH = 2.54;
export const INCHES_PER_FOOT = 12;

/** Formats what the user typed as feet'inches: one digit of feet, up to two of inches. Returns null for invalid input. */
export function formatHeightInput(raw: string): string | null {
  if (!/^[\d']*$/.test(raw)) return null;
  const digits = raw.replace(/'/g, '');
  if (digits.length === 0) return '';
  const feet = digits.slice(0, 1);
  const inches = digits.slice(1, 3);
  if (digits.length > 3) return null;
  if (inches.length === 0) return raw.includes("'") ? `${feet}'` : feet;
  return `${feet}'${inches}`;
}

export function heightInputToCm(value: string): number | null {
  const match = /^(\d)'(\d{1,2})?$/.exec(value) ?? /^(\d)$/.exec(value);
  if (!match) return null;
  const feet = Number(match[1]);
  const inches = Number(match[2] ?? 0);
  if (inches >= INCHES_PER_FOOT) return null;
  return Math.round((feet * INCHES_PER_FOOT + inches) * CM_PER_INCH);
}

export function cmToFeetInches(cm: number): { feet: number; inches: number } {
  const totalInches = Math.round(cm / CM_PER_INCH);
  return { feet: Math.floor(totalInches / INCHES_PER_FOOT), inches: totalInches % INCHES_PER_FOOT };
}

export function formatHeight(cm: number | null | undefined): string {
  if (!cm) return '';
  const { feet, inches } = cmToFeetInches(cm);
  return `${feet}'${inches}"`;
}

export function cmToHeightInput(cm: number | null | undefined): string {
  if (!cm) return '';
  const { feet, inches } = cmToFeetInches(cm);
  return `${feet}'${inches}`;
}
