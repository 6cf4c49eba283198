/**
 * What a pay stub says, from the lines OCR read on it: the gross of this pay and the pay date. Pure,
 * so the rules are tested without pictures. A figure is reported only when its line was read with
 * confidence and says unambiguously what it is; otherwise null ("not read"): a wrong figure offered
 * to a hurried performer is worse than an empty field.
 */
import type { PayStubReading } from '@scenecall/shared';

export interface ReadLine {
  text: string;
  /** Tesseract's confidence in the line, 0–100. */
  confidence: number;
}

/** Lines read with less confidence than this are not trusted for a figure. */
export const MIN_LINE_CONFIDENCE = 70;

const GROSS_LABEL = /\b(?:total\s+)?gross(?:\s+(?:pay|earnings|wages|amount|income))?\b/i;
const NOT_THIS_PAY = /\b(?:ytd|year[\s-]*to[\s-]*date)\b/i;
const PAY_DATE_LABEL = /\b(?:pay(?:ment)?\s*date|date\s*paid|paid\s*on|cheque\s*date|deposit\s*date)\b/i;
const AMOUNT = /\$?\s?(\d{1,3}(?:,\d{3})+|\d+)\.(\d{2})\b/;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const pad = (value: number) => String(value).padStart(2, '0');

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return valid && year >= 2000 && year <= 2100 ? `${year}-${pad(month)}-${pad(day)}` : null;
}

const monthOf = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

/** A date written as 2026-03-20, 2026/03/20, Mar 20, 2026, March 20 2026 or 20 Mar 2026. Numeric d/m/y is ambiguous: not read. */
export function dateIn(text: string): string | null {
  const iso = /\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b/.exec(text);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const monthFirst = /\b([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})\b/.exec(text);
  if (monthFirst && monthOf(monthFirst[1]!) > 0) {
    return isoDate(Number(monthFirst[3]), monthOf(monthFirst[1]!), Number(monthFirst[2]));
  }
  const dayFirst = /\b(\d{1,2})\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})\b/.exec(text);
  if (dayFirst && monthOf(dayFirst[2]!) > 0) {
    return isoDate(Number(dayFirst[3]), monthOf(dayFirst[2]!), Number(dayFirst[1]));
  }
  const numeric = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/.exec(text);
  if (numeric) {
    const [first, second, year] = [Number(numeric[1]), Number(numeric[2]), Number(numeric[3])];
    if (first > 12) return isoDate(year, second, first);
    if (second > 12) return isoDate(year, first, second);
  }
  return null;
}

/** The first amount on a line (this pay's column comes before year-to-date), in cents. */
export function amountIn(text: string): number | null {
  const match = AMOUNT.exec(text);
  return match ? Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]) : null;
}

/** The one value a label's trusted lines agree on; null when none, several different, or low confidence. */
function labelled<T>(lines: readonly ReadLine[], label: RegExp, read: (text: string) => T | null): T | null {
  const candidates = lines.filter((line) => label.test(line.text) && !NOT_THIS_PAY.test(line.text));
  if (candidates.length === 0) return null;
  const values = candidates.map((line) =>
    line.confidence >= MIN_LINE_CONFIDENCE ? read(line.text.slice(line.text.search(label))) : null,
  );
  if (values.includes(null)) return null;
  return new Set(values).size === 1 ? values[0]! : null;
}

export function readPayStubLines(lines: readonly ReadLine[]): PayStubReading {
  return {
    grossCents: labelled(lines, GROSS_LABEL, amountIn),
    payDate: labelled(lines, PAY_DATE_LABEL, dateIn),
  };
}
