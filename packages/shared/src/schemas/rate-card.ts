/**
 * A rate card: how a production day pays its background performers. A day carries its own card
 * (copied from one of the agency's default cards, which an Admin edits as settings), so a voucher
 * is always computed with the terms the day was booked on. No union or minimum-wage figure is a
 * fact in code: every number here is data, and the demo cards are seeded as demo values.
 */
import { z } from 'zod';
import { UNION_STATUSES } from '../enums';

/** Hours written to the quarter hour (7.5, 8, 10.25). */
const quarterHours = (max: number) => z.number().min(0).max(max).multipleOf(0.25);

export const RATE_UNITS = ['hour', 'day'] as const;
export type RateUnit = (typeof RATE_UNITS)[number];

export const overtimeStepSchema = z.strictObject({
  /** Paid time past this many hours earns the multiplier (until the next step's threshold). */
  afterHours: quarterHours(24).positive(),
  /** 150 = time and a half. */
  multiplierPercent: z.number().int().min(100).max(400),
});

export const mealPenaltySchema = z.strictObject({
  /** A meal must start within this many hours of the call, and of the end of the previous meal. */
  withinHours: quarterHours(12).positive(),
  /** Each started period of this many minutes past that limit, until the meal starts, is one penalty. */
  everyMinutes: z.number().int().min(1).max(120),
  penaltyCents: z.number().int().min(0).max(100_000),
});

/** An allowance's id on its card (a voucher names its allowances by it). */
export const allowanceIdSchema = z.string().regex(/^[a-z0-9-]{1,40}$/, 'Letters, digits and dashes');

export const allowanceSchema = z.strictObject({
  id: allowanceIdSchema,
  label: z.string().trim().min(1).max(60),
  amountCents: z.number().int().min(0).max(1_000_000),
});

/** The guide's fitting pay (spec 2 §9 'a fitting pays 2 hours'), for cards stored before it was a setting. */
export const GUIDE_FITTING_HOURS = 2;

/**
 * Self-drive pay (spec 2 §9: beyond 40 km from downtown Toronto, for ACTRA Full and Apprentice
 * without a shuttle): each km driven past `beyondKm` pays `centsPerKm`, for the union statuses listed.
 */
export const selfDriveSchema = z.strictObject({
  beyondKm: z.number().int().min(0).max(500),
  centsPerKm: z.number().int().min(0).max(1_000),
  unionStatuses: z
    .array(z.enum(UNION_STATUSES))
    .max(UNION_STATUSES.length)
    .refine((statuses) => new Set(statuses).size === statuses.length, { message: 'Each status only once' }),
});

export const rateCardSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(80),
    unit: z.enum(RATE_UNITS),
    /** Per hour, or per day for a day rate (which covers `guaranteedHours`). */
    baseRateCents: z.number().int().positive().max(1_000_000),
    /** The minimum call: hours paid whatever was worked. For a day rate, the hours the day covers. */
    guaranteedHours: quarterHours(24),
    /** Worked time is rounded up to a multiple of this many minutes (6 = tenths of an hour). */
    roundingMinutes: z.number().int().min(1).max(60),
    overtime: z.array(overtimeStepSchema).max(4),
    mealPenalty: mealPenaltySchema.nullable(),
    allowances: z.array(allowanceSchema).max(20),
    /** A fitting is paid this many hours at the base rate. Absent on cards stored before: the guide's 2 hours. */
    fittingHours: quarterHours(12).optional(),
    /** Absent or null: no self-drive pay on this card. */
    selfDrive: selfDriveSchema.nullable().optional(),
  })
  .superRefine((card, context) => {
    if (card.unit === 'day' && card.guaranteedHours === 0)
      context.addIssue({ code: 'custom', path: ['guaranteedHours'], message: 'A day rate covers some hours' });
    card.overtime.forEach((step, index) => {
      const previous = card.overtime[index - 1];
      if (previous && step.afterHours <= previous.afterHours)
        context.addIssue({ code: 'custom', path: ['overtime', index, 'afterHours'], message: 'Each step comes later' });
    });
    const ids = card.allowances.map((allowance) => allowance.id);
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index)
        context.addIssue({ code: 'custom', path: ['allowances', index, 'id'], message: 'Already used' });
    });
  });

export type RateCard = z.infer<typeof rateCardSchema>;
export type OvertimeStep = z.infer<typeof overtimeStepSchema>;
export type MealPenaltyRule = z.infer<typeof mealPenaltySchema>;
export type Allowance = z.infer<typeof allowanceSchema>;
export type SelfDriveRule = z.infer<typeof selfDriveSchema>;

/** The card's fitting hours (cards stored before the setting pay the guide's 2 hours). */
export const fittingHoursOf = (card: RateCard): number => card.fittingHours ?? GUIDE_FITTING_HOURS;
