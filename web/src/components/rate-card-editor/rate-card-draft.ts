/**
 * A rate card as its editor holds it: every field as typed (text), turned into a card by the
 * shared `rateCardSchema`, so the page and the server refuse the same things with the same
 * messages. Money is typed in dollars ('17.20') and kept in cents.
 */
import {
  formatCad,
  rateCardSchema,
  type RateCard,
  type RateUnit,
  type UnionStatus,
  fittingHoursOf,
} from '@scenecall/shared';
import type { z } from 'zod';

export interface RateCardDraft {
  name: string;
  unit: RateUnit;
  baseRate: string;
  guaranteedHours: string;
  roundingMinutes: string;
  overtime: { afterHours: string; multiplierPercent: string }[];
  mealPenaltyOn: boolean;
  mealWithinHours: string;
  mealEveryMinutes: string;
  mealPenalty: string;
  /** `fresh`: added in this editor, its id made from its label when saved (`id` is then only the row's key). */
  allowances: { id: string; label: string; amount: string; fresh?: boolean }[];
  fittingHours: string;
  selfDriveOn: boolean;
  beyondKm: string;
  perKm: string;
  unionStatuses: UnionStatus[];
}

/** Field messages by the card's path ('baseRateCents', 'overtime.0.afterHours'). */
export type DraftErrors = Record<string, string>;

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** A card to start from when there is none yet: every figure left for the person to type. */
const BLANK: RateCardDraft = {
  name: '',
  unit: 'hour',
  baseRate: '',
  guaranteedHours: '',
  roundingMinutes: '6',
  overtime: [],
  mealPenaltyOn: false,
  mealWithinHours: '',
  mealEveryMinutes: '',
  mealPenalty: '',
  allowances: [],
  fittingHours: '',
  selfDriveOn: false,
  beyondKm: '',
  perKm: '',
  unionStatuses: [],
};

export function draftOf(card: RateCard | null): RateCardDraft {
  if (!card) return BLANK;
  return {
    name: card.name,
    unit: card.unit,
    baseRate: dollars(card.baseRateCents),
    guaranteedHours: String(card.guaranteedHours),
    roundingMinutes: String(card.roundingMinutes),
    overtime: card.overtime.map((step) => ({
      afterHours: String(step.afterHours),
      multiplierPercent: String(step.multiplierPercent),
    })),
    mealPenaltyOn: card.mealPenalty !== null,
    mealWithinHours: String(card.mealPenalty?.withinHours ?? 6),
    mealEveryMinutes: String(card.mealPenalty?.everyMinutes ?? 30),
    mealPenalty: dollars(card.mealPenalty?.penaltyCents ?? 0),
    allowances: card.allowances.map((allowance) => ({
      id: allowance.id,
      label: allowance.label,
      amount: dollars(allowance.amountCents),
    })),
    fittingHours: String(fittingHoursOf(card)),
    selfDriveOn: !!card.selfDrive,
    beyondKm: String(card.selfDrive?.beyondKm ?? 40),
    perKm: dollars(card.selfDrive?.centsPerKm ?? 0),
    unionStatuses: card.selfDrive?.unionStatuses ?? [],
  };
}

/** An id for a new allowance from its label ('Own umbrella' -> 'own-umbrella'), unique on the card. */
export function allowanceIdFor(label: string, taken: readonly string[]): string {
  const base =
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 34) || 'item';
  let id = base;
  for (let n = 2; taken.includes(id); n += 1) id = `${base}-${n}`;
  return id;
}

const MONEY = /^\d{1,7}(\.\d{1,2})?$/;
const NUMBER = /^\d{1,6}(\.\d+)?$/;

/** Reads typed values into numbers, noting the ones that are not numbers at all. */
class Reader {
  readonly errors: DraftErrors = {};
  cents(path: string, text: string): number {
    const value = text.trim().replace(/^\$/, '');
    if (MONEY.test(value)) return Math.round(Number(value) * 100);
    this.errors[path] = 'Write an amount in dollars, like 17.20';
    return 0;
  }
  number(path: string, text: string): number {
    const value = text.trim();
    if (NUMBER.test(value)) return Number(value);
    this.errors[path] = 'Write a number';
    return 0;
  }
}

const MONEY_PATHS = /Cents$|centsPerKm$/;

/** A clear message for a schema issue on a field (money said in dollars). */
function messageOf(issue: z.core.$ZodIssue): string {
  const path = issue.path.join('.');
  const said = (limit: number | bigint) =>
    MONEY_PATHS.test(path) ? formatCad(Number(limit)) : Number(limit).toLocaleString('en-CA');
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return 'Required';
      return issue.inclusive === false ? `More than ${said(issue.minimum)}` : `At least ${said(issue.minimum)}`;
    case 'too_big':
      return `At most ${said(issue.maximum)}`;
    case 'not_multiple_of':
      return issue.divisor === 0.25 ? 'In quarter hours (7.5, 8.25)' : 'A whole number';
    case 'invalid_type':
      return 'A whole number';
    default:
      return issue.message;
  }
}

export type DraftResult = { ok: true; card: RateCard } | { ok: false; errors: DraftErrors };

export function cardFromDraft(draft: RateCardDraft): DraftResult {
  const read = new Reader();
  const candidate = {
    name: draft.name,
    unit: draft.unit,
    baseRateCents: read.cents('baseRateCents', draft.baseRate),
    guaranteedHours: read.number('guaranteedHours', draft.guaranteedHours),
    roundingMinutes: read.number('roundingMinutes', draft.roundingMinutes),
    overtime: draft.overtime.map((step, index) => ({
      afterHours: read.number(`overtime.${index}.afterHours`, step.afterHours),
      multiplierPercent: read.number(`overtime.${index}.multiplierPercent`, step.multiplierPercent),
    })),
    mealPenalty: draft.mealPenaltyOn
      ? {
          withinHours: read.number('mealPenalty.withinHours', draft.mealWithinHours),
          everyMinutes: read.number('mealPenalty.everyMinutes', draft.mealEveryMinutes),
          penaltyCents: read.cents('mealPenalty.penaltyCents', draft.mealPenalty),
        }
      : null,
    allowances: draft.allowances.map((allowance, index, all) => ({
      id: allowance.fresh
        ? allowanceIdFor(
            allowance.label,
            all.filter((other) => other !== allowance).map((other) => other.id),
          )
        : allowance.id,
      label: allowance.label,
      amountCents: read.cents(`allowances.${index}.amountCents`, allowance.amount),
    })),
    fittingHours: read.number('fittingHours', draft.fittingHours),
    selfDrive: draft.selfDriveOn
      ? {
          beyondKm: read.number('selfDrive.beyondKm', draft.beyondKm),
          centsPerKm: read.cents('selfDrive.centsPerKm', draft.perKm),
          unionStatuses: draft.unionStatuses,
        }
      : null,
  };
  const parsed = rateCardSchema.safeParse(candidate);
  const errors: DraftErrors = { ...read.errors };
  for (const issue of parsed.error?.issues ?? []) {
    const path = issue.path.join('.').replace(/^(allowances\.\d+)\.id$/, '$1.label');
    errors[path] ??= messageOf(issue);
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, card: parsed.data };
}
