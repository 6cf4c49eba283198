/**
 * What a voucher pays: hours and gross from the times worked and the day's rate card. One pure
 * function, used by the set screen, the performer's review, the PDF and the commission form.
 *
 * - Times are Toronto wall-clock times (`HH:MM`) of the call date; a time earlier than the call is
 *   on the next day (a night shoot). Durations are real elapsed minutes, so a night across a clock
 *   change counts the hour the clock skipped or repeated.
 * - Worked time is call to wrap less the meals (unpaid), rounded up to the card's rounding; paid
 *   time is at least the minimum call. Overtime steps apply to paid time past their threshold.
 * - A fitting the performer went to is its own line: the card's fitting hours at the base rate.
 * - Self-drive pays each km driven past the card's limit, when the server found the performer
 *   eligible (`selfDriveEligible`: a listed union status, and the day has no shuttle).
 * - Money stays exact (whole cents × minutes) until each line is rounded half up to the cent; the
 *   gross is the sum of the lines, so what the performer reads adds up.
 */
import { addCalendarDays, agencyInstant } from './dates';
import type { UnionStatus } from './enums';
import { fittingHoursOf, type RateCard } from './schemas/rate-card';
import type { VoucherAllowance } from './voucher-allowances';

export interface WorkedMeal {
  start: string;
  end: string;
}

export interface WorkedDay {
  /** The call date, YYYY-MM-DD (Toronto). */
  date: string;
  /** Call (check-in) and wrap (check-out), HH:MM. */
  in: string;
  out: string;
  meals: readonly WorkedMeal[];
  /** Allowances of the card earned that day (wardrobe change, own car, props…), each with how many. */
  allowances: readonly VoucherAllowance[];
  /** The performer went to the day's fitting: paid the card's fitting hours. */
  fitting?: boolean;
  /** Km the performer drove to set, measured from downtown Toronto (one way). */
  drivenKm?: number;
  /** Decided by the server from the performer's union status and the day's shuttle (`selfDriveEligible`). */
  selfDriveEligible?: boolean;
}

export type VoucherLine =
  | { kind: 'straight'; minutes: number; cents: number }
  | { kind: 'overtime'; minutes: number; multiplierPercent: number; cents: number }
  | { kind: 'meal-penalty'; count: number; cents: number }
  /** `count` times the card's amount (lines priced before counts were stored without it: one). */
  | { kind: 'allowance'; id: string; label: string; count: number; cents: number }
  | { kind: 'fitting'; minutes: number; cents: number }
  | { kind: 'self-drive'; km: number; beyondKm: number; centsPerKm: number; cents: number };

export interface VoucherPay {
  /** Call to wrap, less meals, in real minutes. */
  workedMinutes: number;
  /** Worked time rounded up, and at least the minimum call. */
  paidMinutes: number;
  /** True when the minimum call paid more than was worked. */
  minimumApplied: boolean;
  lines: VoucherLine[];
  grossCents: number;
}

/** Times that cannot describe a day (a meal outside the work, meals overlapping). */
export class VoucherTimesError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VoucherTimesError';
  }
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const minutesOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The instant of a wall-clock time of the shift: on the call date, or the next day when before the call. */
function shiftClock(day: WorkedDay): (time: string) => number {
  if (!TIME.test(day.in)) throw new VoucherTimesError('The call time is not a time of day');
  const call = minutesOfDay(day.in);
  const nextDate = addCalendarDays(day.date, 1);
  return (time) => {
    if (!TIME.test(time)) throw new VoucherTimesError(`${time} is not a time of day`);
    return agencyInstant(minutesOfDay(time) < call ? nextDate : day.date, time).getTime();
  };
}

const MINUTE = 60_000;

interface Span {
  start: number;
  end: number;
}

function shiftOf(day: WorkedDay): { work: Span; meals: Span[] } {
  const at = shiftClock(day);
  const work = { start: at(day.in), end: at(day.out) };
  const meals = day.meals.map((meal) => ({ start: at(meal.start), end: at(meal.end) }));
  meals.sort((a, b) => a.start - b.start);
  meals.forEach((meal, index) => {
    if (meal.end <= meal.start) throw new VoucherTimesError('A meal ends after it starts');
    if (meal.start < work.start || meal.end > work.end) throw new VoucherTimesError('A meal is within the work');
    const previous = meals[index - 1];
    if (previous && meal.start < previous.end) throw new VoucherTimesError('Meals do not overlap');
  });
  return { work, meals };
}

/** `numerator / denominator` rounded half up, for non-negative integers. */
const roundHalfUp = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/** Cents for `minutes` at `multiplierPercent` of the card's hourly rate (a day rate spread over its hours). */
function wageCents(card: RateCard, minutes: number, multiplierPercent: number): number {
  // Quarter hours keep a fractional guarantee (7.5 h) in whole numbers.
  const quartersPerRate = card.unit === 'day' ? card.guaranteedHours * 4 : 4;
  return roundHalfUp(minutes * multiplierPercent * card.baseRateCents * 4, 60 * 100 * quartersPerRate);
}

function wageLines(card: RateCard, paidMinutes: number): VoucherLine[] {
  const lines: VoucherLine[] = [];
  const thresholds = card.overtime.map((step) => step.afterHours * 60);
  const straight = Math.min(paidMinutes, thresholds[0] ?? paidMinutes);
  lines.push({ kind: 'straight', minutes: straight, cents: wageCents(card, straight, 100) });
  card.overtime.forEach((step, index) => {
    const from = thresholds[index]!;
    const to = Math.min(paidMinutes, thresholds[index + 1] ?? paidMinutes);
    if (to > from) {
      const minutes = to - from;
      lines.push({
        kind: 'overtime',
        minutes,
        multiplierPercent: step.multiplierPercent,
        cents: wageCents(card, minutes, step.multiplierPercent),
      });
    }
  });
  return lines;
}

/** A penalty for each started period past a meal's deadline (the call, then each meal's end, plus the allowed hours). */
function mealPenaltyLines(card: RateCard, work: Span, meals: readonly Span[]): VoucherLine[] {
  const rule = card.mealPenalty;
  if (!rule) return [];
  const late = (from: number, until: number) => {
    const due = from + rule.withinHours * 60 * MINUTE;
    return until > due ? Math.ceil((until - due) / (rule.everyMinutes * MINUTE)) : 0;
  };
  let count = 0;
  let since = work.start;
  for (const meal of meals) {
    count += late(since, meal.start);
    since = meal.end;
  }
  count += late(since, work.end);
  return count > 0 ? [{ kind: 'meal-penalty', count, cents: count * rule.penaltyCents }] : [];
}

/** Each allowance earned, `count` times its amount on the card. */
function allowanceLines(card: RateCard, earned: readonly VoucherAllowance[]): VoucherLine[] {
  return earned.map(({ id, count }) => {
    const allowance = card.allowances.find((candidate) => candidate.id === id);
    if (!allowance) throw new VoucherTimesError(`The rate card has no allowance '${id}'`);
    if (!Number.isInteger(count) || count < 1) throw new VoucherTimesError(`How many of '${id}' is a whole number`);
    return { kind: 'allowance', id, label: allowance.label, count, cents: count * allowance.amountCents };
  });
}

function fittingLines(card: RateCard, day: WorkedDay): VoucherLine[] {
  if (!day.fitting) return [];
  const minutes = fittingHoursOf(card) * 60;
  return minutes > 0 ? [{ kind: 'fitting', minutes, cents: wageCents(card, minutes, 100) }] : [];
}

/** Whether self-drive pay applies to this performer on this day: a status the card lists, and no shuttle. */
export function selfDriveEligible(
  card: RateCard,
  facts: { unionStatus: UnionStatus | null | undefined; shuttle: boolean },
): boolean {
  const rule = card.selfDrive;
  return !!rule && !facts.shuttle && !!facts.unionStatus && rule.unionStatuses.includes(facts.unionStatus);
}

function selfDriveLines(card: RateCard, day: WorkedDay): VoucherLine[] {
  const rule = card.selfDrive;
  const driven = day.drivenKm ?? 0;
  if (!rule || !day.selfDriveEligible || driven <= rule.beyondKm) return [];
  const km = driven - rule.beyondKm;
  return [
    { kind: 'self-drive', km, beyondKm: rule.beyondKm, centsPerKm: rule.centsPerKm, cents: km * rule.centsPerKm },
  ];
}

export function computeVoucherPay(card: RateCard, day: WorkedDay): VoucherPay {
  const { work, meals } = shiftOf(day);
  const mealMinutes = meals.reduce((sum, meal) => sum + (meal.end - meal.start) / MINUTE, 0);
  const workedMinutes = (work.end - work.start) / MINUTE - mealMinutes;
  if (workedMinutes < 0) throw new VoucherTimesError('The wrap comes after the call');
  const rounded = Math.ceil(workedMinutes / card.roundingMinutes) * card.roundingMinutes;
  const minimum = card.guaranteedHours * 60;
  const paidMinutes = Math.max(rounded, minimum);
  const lines = [
    ...wageLines(card, paidMinutes),
    ...mealPenaltyLines(card, work, meals),
    ...allowanceLines(card, day.allowances),
    ...fittingLines(card, day),
    ...selfDriveLines(card, day),
  ];
  return {
    workedMinutes,
    paidMinutes,
    minimumApplied: minimum > rounded,
    lines,
    grossCents: lines.reduce((sum, line) => sum + line.cents, 0),
  };
}
