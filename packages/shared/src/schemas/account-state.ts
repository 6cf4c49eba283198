/**
 * What the account routes take (issue 40): an Admin's suspension, ending cooperation, reinstating
 * and reactivating; the performer ending their agreement; casting asking an Admin to review a
 * performer. The forms and the server parse with these, so both refuse the same input.
 */
import { z } from 'zod';
import { ACCOUNT_ACTION_REASONS, ACCOUNT_NOTE_MAX, type AccountState } from '../account-state';
import { agencyToday } from '../dates';
import { calendarDateSchema, idSchema, textSchema } from './common';

const reasonSchema = z.enum(ACCOUNT_ACTION_REASONS, { error: 'Choose a reason from the list' });

/** A note the performer will read (required with a reason). */
const requiredNoteSchema = textSchema
  .trim()
  .min(1, { error: 'Add a note the performer will read' })
  .max(ACCOUNT_NOTE_MAX, { error: `The note must be at most ${ACCOUNT_NOTE_MAX} characters` });

const optionalNoteSchema = textSchema
  .trim()
  .max(ACCOUNT_NOTE_MAX, { error: `The note must be at most ${ACCOUNT_NOTE_MAX} characters` })
  .optional();

/** POST /api/admin/users/:id/suspend: until a later day than today, or `null` until lifted. */
export const suspendAccountSchema = z.strictObject({
  reason: reasonSchema,
  note: requiredNoteSchema,
  until: calendarDateSchema
    .refine((date) => date > agencyToday(), { error: 'A suspension ends on a later day than today' })
    .nullable(),
});
export type SuspendAccountBody = z.infer<typeof suspendAccountSchema>;

/** POST /api/admin/users/:id/end-cooperation. */
export const endCooperationSchema = z.strictObject({ reason: reasonSchema, note: requiredNoteSchema });
export type EndCooperationBody = z.infer<typeof endCooperationSchema>;

/** POST /api/admin/users/:id/reinstate and /reactivate, POST /api/performer/end-agreement: an optional note. */
export const accountNoteSchema = z.strictObject({ note: optionalNoteSchema });
export type AccountNoteBody = z.infer<typeof accountNoteSchema>;

/** POST /api/casting/production-days/:dayId/review-requests: a production's complaint about a performer. */
export const reviewRequestSchema = z.strictObject({
  performerId: idSchema,
  note: textSchema
    .trim()
    .min(1, { error: 'Say what happened, for the Admin' })
    .max(ACCOUNT_NOTE_MAX, { error: `The note must be at most ${ACCOUNT_NOTE_MAX} characters` }),
});
export type ReviewRequestBody = z.infer<typeof reviewRequestSchema>;

/**
 * POST /api/admin/review-requests/:id/close: the Admin has dealt with the request (suspended, ended
 * cooperation, or found nothing to do); it leaves the queue. The optional note is kept with it.
 */
export const closeReviewRequestSchema = z.strictObject({ note: optionalNoteSchema });
export type CloseReviewRequestBody = z.infer<typeof closeReviewRequestSchema>;

/** A production's request that an Admin review a performer, as the Admin's queue lists it. */
export interface ReviewRequestView {
  id: string;
  dayId: string;
  dayName: string;
  dayDate: string;
  performerId: string;
  performerName: string;
  note: string;
  byUid: string;
  byName: string;
  at: string;
  status: 'open' | 'closed';
  /** The performer's account now: the Admin sees whether it was acted on. */
  accountState: AccountState;
}
