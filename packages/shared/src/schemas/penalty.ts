/** Penalties as the performer and the Admin see and act on them (see `penalty-state.ts`). */
import { z } from 'zod';
import {
  PENALTY_TEXT_MAX,
  type PenaltyEvidence,
  type PenaltyKind,
  type PenaltyRecord,
  type PenaltyState,
} from '../penalty-state';
import { idSchema, textSchema } from './common';

/** At most this many penalties in one payment. */
export const MAX_PENALTIES_PER_PAYMENT = 20;

const personText = (what: string) =>
  textSchema
    .trim()
    .min(1, { message: `${what} is required` })
    .max(PENALTY_TEXT_MAX, { message: `${what} is at most ${PENALTY_TEXT_MAX} characters` });

/** POST /performer/penalties/:penaltyId/answer: the performer's one answer. */
export const penaltyAnswerBodySchema = z.strictObject({ text: personText('Your answer') });
export type PenaltyAnswerBody = z.infer<typeof penaltyAnswerBodySchema>;

/** POST /admin/penalties/:penaltyId/waive: the Admin's note is required. */
export const penaltyWaiveBodySchema = z.strictObject({ note: personText('The note') });
export type PenaltyWaiveBody = z.infer<typeof penaltyWaiveBodySchema>;

/** POST /admin/penalties/:penaltyId/confirm: kept owing after the answer, with an optional note. */
export const penaltyConfirmBodySchema = z.strictObject({ note: personText('The note').optional() });
export type PenaltyConfirmBody = z.infer<typeof penaltyConfirmBodySchema>;

/** POST …/participants/:performerId/waive-penalty (the day's board): a note, optional there. */
export const boardWaiverBodySchema = penaltyConfirmBodySchema;

/** POST /admin/users/:uid/penalties: the Admin records a false-information penalty with a note. */
export const falseInformationPenaltyBodySchema = z.strictObject({ note: personText('The note') });
export type FalseInformationPenaltyBody = z.infer<typeof falseInformationPenaltyBodySchema>;

/** The owing penalties a payment covers (with a commission, or alone). */
export const penaltyIdsSchema = z
  .array(idSchema)
  .min(1, { message: 'Choose at least one penalty' })
  .max(MAX_PENALTIES_PER_PAYMENT, { message: `At most ${MAX_PENALTIES_PER_PAYMENT} penalties per payment` })
  .refine((ids) => new Set(ids).size === ids.length, { message: 'Each penalty only once' });

/** POST /performer/stripe/pay-penalties: owing penalties paid on their own. */
export const payPenaltiesBodySchema = z.strictObject({ penaltyIds: penaltyIdsSchema });
export type PayPenaltiesBody = z.infer<typeof payPenaltiesBodySchema>;

/** A penalty as the performer (their own) and the Admin see it. */
export interface PenaltyView {
  id: string;
  performerId: string;
  kind: PenaltyKind;
  amountCents: number;
  reason: string;
  evidence: PenaltyEvidence;
  state: PenaltyState;
  answer: PenaltyRecord['answer'];
  confirmed: PenaltyRecord['confirmed'];
  waiver: PenaltyRecord['waiver'];
  /** Held by a payment that is not finished: it cannot go in another one. */
  inPayment: boolean;
  paidAt: string | null;
  createdAt: string;
}

export interface PenaltyTotals {
  owingCents: number;
  waivedCents: number;
  paidCents: number;
}

export interface PenaltiesAnswer {
  penalties: PenaltyView[];
  totals: PenaltyTotals;
}

/** One penalty line of a payment and its invoice (no HST: see docs/decisions/penalties-and-hst.md). */
export interface PaymentPenaltyLine {
  penaltyId: string;
  kind: PenaltyKind;
  amountCents: number;
}

/** POST /performer/bookings/:dayId/cancel: under 24 h, the performer may say why (the penalty's answer). */
export const cancelBookingBodySchema = z.strictObject({
  reason: textSchema
    .trim()
    .max(PENALTY_TEXT_MAX, { message: `The reason is at most ${PENALTY_TEXT_MAX} characters` })
    .optional(),
});
export type CancelBookingBody = z.infer<typeof cancelBookingBodySchema>;
