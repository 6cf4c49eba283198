/**
 * The set screen's own requests (issue 22): a performer's check-in code, a scanned code, bulk
 * events for many performers, and finishing a date (absent performers become no-shows).
 */
import { z } from 'zod';
import { calendarDateSchema, idSchema } from './common';
import { callTimeSchema } from './production';

/** Made once by the set device for each queued change, so a change sent twice is applied once. */
export const eventIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { message: 'is not a valid event id' });

/**
 * When the set device recorded a change (it may send it later, from its queue): the server judges
 * the change's date by it, never later than its own clock (shared `judgedTimeOf`). Absent: now.
 */
export const recordedAtSchema = z.iso.datetime({
  offset: true,
  error: 'The recorded time is not a time such as 2026-11-27T14:30:00.000Z',
});

/** GET /api/performer/bookings/{dayId}/check-in-code?date=: which date (default: today, else the next). */
export const checkInCodeQuerySchema = z.strictObject({ date: calendarDateSchema.optional() });
export type CheckInCodeQuery = z.infer<typeof checkInCodeQuerySchema>;

/** The performer's personal code for one date of a day they are booked on (shown as a QR code). */
export interface CheckInCodeView {
  dayId: string;
  date: string;
  code: string;
}

/** The longest code the server makes is well under this; anything longer is not one of ours. */
export const CHECK_IN_CODE_MAX = 200;

/** POST /api/project/{id}/days/{dayId}/check-ins: a scanned code checks its performer in. */
export const scanCheckInBodySchema = z.strictObject({
  code: z.string().min(1, { message: 'Scan a check-in code' }).max(CHECK_IN_CODE_MAX, {
    message: 'This check-in code is not valid',
  }),
  /** The date on the set screen: a code for another date of the day is refused. */
  date: calendarDateSchema,
  time: callTimeSchema,
  eventId: eventIdSchema.optional(),
  recordedAt: recordedAtSchema.optional(),
});
export type ScanCheckInBody = z.infer<typeof scanCheckInBodySchema>;

export const BULK_EVENT_KINDS = ['check-in', 'start-meal', 'end-meal', 'wrap'] as const;
export const MAX_BULK_PERFORMERS = 500;

const onSetEventSchema = z.strictObject({ kind: z.enum(BULK_EVENT_KINDS), time: callTimeSchema });

/**
 * POST /api/project/{id}/days/{dayId}/vouchers/bulk: the same events for everyone on set on that
 * date, a role's performers, or the performers named ("wrap everyone in Crowd at 18:30", "meal for
 * all 12:30–13:00" is a start-meal and an end-meal).
 */
export const bulkVoucherBodySchema = z
  .strictObject({
    date: calendarDateSchema,
    roleId: idSchema.optional(),
    performerIds: z
      .array(idSchema)
      .min(1, { message: 'Choose at least one performer' })
      .max(MAX_BULK_PERFORMERS)
      .optional(),
    events: z.array(onSetEventSchema).min(1, { message: 'Choose what to record' }).max(2),
    eventId: eventIdSchema.optional(),
    recordedAt: recordedAtSchema.optional(),
  })
  .refine((body) => body.roleId === undefined || body.performerIds === undefined, {
    message: 'Choose a role or performers, not both',
    path: ['roleId'],
  });
export type BulkVoucherBody = z.infer<typeof bulkVoucherBodySchema>;

export interface PerformerOutcome {
  performerId: string;
  reason: string;
}

/** What a bulk action or finishing the date did to each performer. */
export interface BulkVoucherAnswer {
  applied: string[];
  skipped: PerformerOutcome[];
}

/** POST /api/project/{id}/days/{dayId}/finish: the date is over; who never checked in is a no-show. */
export const finishDayBodySchema = z.strictObject({ date: calendarDateSchema });
export type FinishDayBody = z.infer<typeof finishDayBodySchema>;

export interface FinishDayAnswer {
  noShows: string[];
  skipped: PerformerOutcome[];
}
