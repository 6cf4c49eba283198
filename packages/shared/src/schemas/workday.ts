/**
 * The workday's requests and answers (issue 22): what the set screen records for a booked
 * performer, what the performer signs or disputes, and what each side is shown.
 */
import { z } from 'zod';
import type { SetState, VoucherRecord } from '../voucher-state';
import { calendarDateSchema, textSchema } from './common';
import { callTimeSchema } from './production';
import { eventIdSchema, recordedAtSchema } from './set-screen';
import { allowanceIdSchema, type RateCard } from './rate-card';
import { VOUCHER_NOTES_MAX } from '../constants';
import { allowancesFromIds, VOUCHER_ALLOWANCE_MAX_COUNT } from '../voucher-allowances';

export const VOUCHER_REASON_MAX = 1_000;
export const MAX_VOUCHER_MEALS = 4;

const mealSchema = z.strictObject({ start: callTimeSchema, end: callTimeSchema });

const HOW_MANY = `How many: 1 to ${VOUCHER_ALLOWANCE_MAX_COUNT}`;

/** The allowances of a voucher: each of the card's at most once, with how many (see voucher-allowances). */
export const voucherAllowancesSchema = z
  .array(
    z.strictObject({
      id: allowanceIdSchema,
      count: z
        .number({ error: HOW_MANY })
        .int({ message: HOW_MANY })
        .min(1, { message: HOW_MANY })
        .max(VOUCHER_ALLOWANCE_MAX_COUNT, { message: HOW_MANY }),
    }),
  )
  .max(20)
  .superRefine((allowances, context) => {
    allowances.forEach((allowance, index) => {
      if (allowances.findIndex((other) => other.id === allowance.id) < index)
        context.addIssue({ code: 'custom', path: [index, 'id'], message: 'Listed once, with how many' });
    });
  });

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A correction sent by the app before allowance counts (a tab still open on the old version)
 * lists each allowance's id once per unit (`allowanceIds`): read as counts, so it pays what that
 * dialog showed. The set device's offline queue holds only check-ins, meals and wraps.
 */
function withAllowanceCounts(body: unknown): unknown {
  if (!isObject(body) || !isObject(body.event)) return body;
  const { allowanceIds, ...event } = body.event;
  const ids = Array.isArray(allowanceIds) ? allowanceIds : undefined;
  if (event.kind !== 'edit' || 'allowances' in event || !ids?.every((id) => typeof id === 'string')) return body;
  return { ...body, event: { ...event, allowances: allowancesFromIds(ids) } };
}

/** One thing recorded on set for a performer on one date of the day. */
const voucherEventSchema = z.strictObject({
  date: calendarDateSchema,
  /** Made once by the set device for a queued change: the same id sent again changes nothing. */
  eventId: eventIdSchema.optional(),
  /** When the set device recorded it (a queued change); absent: now. */
  recordedAt: recordedAtSchema.optional(),
  event: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('check-in'), time: callTimeSchema }),
    z.strictObject({ kind: z.literal('start-meal'), time: callTimeSchema }),
    z.strictObject({ kind: z.literal('end-meal'), time: callTimeSchema }),
    z.strictObject({
      kind: z.literal('wrap'),
      time: callTimeSchema,
      /** Why a minor wraps past their hour limit (required then; the server judges). */
      overLimitReason: textSchema.trim().max(VOUCHER_REASON_MAX, { message: 'The reason is too long' }).optional(),
    }),
    z.strictObject({
      kind: z.literal('edit'),
      in: callTimeSchema,
      out: callTimeSchema.nullable(),
      meals: z.array(mealSchema).max(MAX_VOUCHER_MEALS),
      allowances: voucherAllowancesSchema,
      /** The performer went to the day's fitting; absent: as recorded so far. */
      fitting: z.boolean().optional(),
      /** Km driven to set from downtown Toronto (self-drive pay); absent: as recorded so far. */
      drivenKm: z
        .number({ error: 'Km driven must be a number' })
        .int({ message: 'Km driven is a whole number' })
        .min(0, { message: 'Km driven cannot be negative' })
        .max(2_000, { message: 'Km driven is at most 2,000' })
        .optional(),
      notes: textSchema.trim().max(VOUCHER_NOTES_MAX, { message: 'The notes are too long' }),
    }),
  ]),
});
export const voucherEventBodySchema = z.preprocess(withAllowanceCounts, voucherEventSchema);
export type VoucherEventBody = z.infer<typeof voucherEventBodySchema>;

const revisionSchema = z.number().int().min(1).max(10_000);

export const signVoucherBodySchema = z.strictObject({
  fullName: textSchema.trim().min(1, { message: 'Type your full name' }).max(120),
  agreed: z.literal(true, { error: 'Tick the box to sign' }),
  revision: revisionSchema,
});
export type SignVoucherBody = z.infer<typeof signVoucherBodySchema>;

export const disputeVoucherBodySchema = z.strictObject({
  reason: textSchema
    .trim()
    .min(1, { message: 'Say what is wrong' })
    .max(VOUCHER_REASON_MAX, { message: 'The reason is too long' }),
  line: textSchema.trim().max(60).nullable().default(null),
  revision: revisionSchema,
});
export type DisputeVoucherBody = z.infer<typeof disputeVoucherBodySchema>;

/** A voucher as its performer and the set screen see it (the record less nothing: it is theirs). */
export type VoucherView = VoucherRecord & { id: string };

export interface SetScreenPerson {
  performerId: string;
  name: string;
  roleId: string;
  /** The performer's headshot (Storage key), as casting sees it. */
  headshotKey: string | null;
  state: SetState;
  /** From then on (ISO instant) the performer shows as late until checked in: call time plus the day's grace. */
  lateFrom: string;
  /** When the booking last changed (part of the screen's changes cursor). */
  bookingUpdatedAt: string;
  vouchers: VoucherView[];
  /** A minor's hour limit on the date shown ('Minor (12-15): up to 10 h, 12 h rest'), or null for an adult. */
  minorLimit: { maxHours: number; label: string } | null;
  /** The date shown is the performer's first booked day: the crew helps with the voucher (issue 39). */
  firstDay: boolean;
}

/** What the crew is told of a performer on their first booked day: at check-in and on the call sheet (issue 39). */
export const FIRST_DAY_MARK = 'First day: help with the voucher';

/** POST /api/project/{id}/days/{dayId}/check-ins: the performer the code named, checked in. */
export interface CheckInAnswer {
  performerId: string;
  voucher: VoucherView;
  /** The date checked in is the performer's first booked day (the crew shows `FIRST_DAY_MARK`). */
  firstDay: boolean;
}

/** GET /api/project/{id}/days/{dayId}/set: the day's booked performers and their vouchers. */
export interface SetScreenView {
  dayId: string;
  /** The day's own title (the set screen names the day by it). */
  title: string;
  dates: string[];
  /** The date shown: the one on set now (`setDateAt`: today's, a night shoot's until 06:00), else the next, else the last. */
  date: string;
  /** Minutes after the call time before a performer not checked in shows as late (the day's setting). */
  lateGraceMinutes: number;
  roles: { id: string; name: string }[];
  card: RateCard;
  /** The day has a fitting sheet: a voucher may say the performer went to the fitting. */
  hasFitting: boolean;
  people: SetScreenPerson[];
  /** The latest change of any booking of the day when read, on set or not (part of the changes cursor). */
  bookingsUpdatedAt: string;
}

/**
 * A voucher on its performer's pages and the Admin's user page: with the agency and the day it is
 * for, and whether its commission is paid (by a commission naming it, or its day paid).
 */
export interface PerformerVoucherView extends VoucherView {
  agency: string;
  production: string;
  dayName: string;
  commissionPaid: boolean;
}

/** GET /api/performer/vouchers and GET /api/admin/users/{uid}/vouchers: waiting for a signature first, then newest. */
export interface PerformerVouchersAnswer {
  vouchers: PerformerVoucherView[];
}
