/**
 * A voucher as people read it, written once for the performer's page, the Admin's list and the
 * PDF: times 12-hour in Toronto time, hours from minutes, dollars from cents.
 */
import { formatAgencyDateTime, formatDateForPeople, formatTimeOfDay } from './dates';
import { formatCad } from './money';
import type { VoucherLine } from './voucher-pay';
import type { VoucherRecord, VoucherStatus } from './voucher-state';

export const VOUCHER_STATUS_LABELS: Record<VoucherStatus, string> = {
  open: 'On set',
  sent: 'To sign',
  disputed: 'Disputed',
  signed: 'Signed',
};

/** 660 → '11 h', 690 → '11 h 30 min'. */
export function formatHours(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** 'Own props', or 'Own props ×2 at $10.00' when more than one (a line priced before counts: one). */
function allowanceText(line: Extract<VoucherLine, { kind: 'allowance' }>): string {
  return line.count > 1 ? `${line.label} ×${line.count} at ${formatCad(line.cents / line.count)}` : line.label;
}

export function voucherLineText(line: VoucherLine): string {
  switch (line.kind) {
    case 'straight':
      return `Straight time, ${formatHours(line.minutes)}`;
    case 'overtime':
      return `Overtime ×${line.multiplierPercent / 100}, ${formatHours(line.minutes)}`;
    case 'meal-penalty':
      return line.count === 1 ? 'Meal penalty' : `Meal penalties (${line.count})`;
    case 'allowance':
      return allowanceText(line);
    case 'fitting':
      return `Fitting, ${formatHours(line.minutes)}`;
    case 'self-drive':
      return `Self-drive, ${line.km} km beyond ${line.beyondKm} km at ${formatCad(line.centsPerKm)}/km`;
  }
}

/** The facts a voucher is about, besides the record: who it is from and for which day. */
export interface VoucherHeading {
  agency: string;
  production: string;
  dayName: string;
  /** The performer's full name, where someone else reads it (the PDF, as a timecard names its worker). */
  performer?: string;
}

/** 'Own props ×2' in the summary; one is its label alone. */
const allowanceSummary = (line: Extract<VoucherLine, { kind: 'allowance' }>) =>
  line.count > 1 ? `${line.label} ×${line.count}` : line.label;

const time = (value: string | null) => (value ? formatTimeOfDay(value) : 'Not recorded');

/** Label and value rows, in reading order: the day, the times, the hours and the gross. */
export function voucherSummaryRows(heading: VoucherHeading, voucher: VoucherRecord): [string, string][] {
  const meals = voucher.meals.map((meal) => `${time(meal.start)} – ${time(meal.end)}`).join(', ');
  const allowances = (voucher.pay?.lines ?? []).filter((line) => line.kind === 'allowance');
  const rows: [string, string][] = [
    ['Agency', heading.agency],
    ...(heading.performer === undefined ? [] : [['Performer', heading.performer] as [string, string]]),
    ['Production', heading.production],
    ['Day', heading.dayName],
    ['Date', formatDateForPeople(voucher.date)],
    ['In', time(voucher.in)],
    ['Out', time(voucher.out)],
    ['Meals', meals || 'None'],
    ['Wardrobe, props and allowances', allowances.map(allowanceSummary).join(', ') || 'None'],
  ];
  if (voucher.fitting) rows.push(['Fitting', 'Went to the fitting']);
  if (voucher.drivenKm) rows.push(['Driven to set', `${voucher.drivenKm} km from downtown Toronto`]);
  if (voucher.overLimitReason) rows.push(['Past the minor’s hour limit', voucher.overLimitReason]);
  if (voucher.notes) rows.push(['Notes', voucher.notes]);
  if (voucher.pay) {
    rows.push(['Hours worked', formatHours(voucher.pay.workedMinutes)]);
    const minimum = voucher.pay.minimumApplied ? ' (minimum call)' : '';
    rows.push(['Hours paid', `${formatHours(voucher.pay.paidMinutes)}${minimum}`]);
    rows.push(['Gross', formatCad(voucher.pay.grossCents)]);
  }
  rows.push(['Times', 'Toronto time']);
  return rows;
}

/** 'Signed by Ada Lovelace on Thu, Dec 3, 2026, 6:42 PM Toronto time', or null while unsigned. */
export function voucherSignatureText(voucher: VoucherRecord): string | null {
  const signature = voucher.signature;
  if (!signature) return null;
  return `Signed by ${signature.fullName} on ${formatAgencyDateTime(signature.at, { zone: true })}`;
}

/** The lines a performer may dispute, as they choose them and as the set screen names them. */
export const VOUCHER_DISPUTE_LINES = [
  { id: 'in', label: 'In time' },
  { id: 'out', label: 'Out time' },
  { id: 'meals', label: 'Meals' },
  { id: 'allowances', label: 'Wardrobe, props and allowances' },
  { id: 'hours', label: 'Hours and overtime' },
  { id: 'meal-penalty', label: 'Meal penalty' },
  { id: 'other', label: 'Something else' },
] as const;

/** A dispute's line as people read it (a free text line is shown as written). */
export const disputeLineLabel = (line: string | null): string =>
  VOUCHER_DISPUTE_LINES.find((candidate) => candidate.id === line)?.label ?? line ?? 'The whole voucher';
