/**
 * A minor's guardian page (issue 39): reached by a signed, expiring link in the guardian's
 * messages (no account of its own), it lists the minor's requests and bookings and answers the
 * open ones for the minor. The token is the credential.
 */
import { z } from 'zod';
import { idSchema } from './common';
import type { PerformerBookingView } from './booking';

/** `g1.<performerId>.<expiry>.<mac>`: letters, digits, '.', '_' and '-'. */
export const guardianTokenSchema = z
  .string()
  .regex(/^g1\.[A-Za-z0-9_-]{1,128}\.[0-9a-z]{1,12}\.[A-Za-z0-9_-]{20,64}$/, { message: 'This link is not valid' });

export const guardianViewQuerySchema = z.strictObject({ token: guardianTokenSchema });
export const guardianAnswerBodySchema = z.strictObject({
  token: guardianTokenSchema,
  dayId: idSchema,
  available: z.boolean(),
});
export type GuardianAnswerBody = z.infer<typeof guardianAnswerBodySchema>;

export interface GuardianViewAnswer {
  /** The minor's first name (the page names whose requests these are). */
  performerName: string;
  guardianName: string | null;
  /** Requests and offered slots waiting for the guardian's answer. */
  requests: PerformerBookingView[];
  /** Upcoming days: available, on standby, booked. */
  upcoming: PerformerBookingView[];
  /** When the link stops working (ISO). */
  expiresAt: string;
}
