/**
 * A minor's guardian page (issue 39): reached by a signed, expiring link in the guardian's
 * messages (no account of its own), it lists the minor's requests and bookings and answers the
 * open ones for the minor. The token is the credential.
 */
import { z } from 'zod';
import { idSchema } from './common';
import type { PerformerBookingView } from './booking';
import { MESSAGE_PREFERENCES, type MessageKind, type MessagePreference } from '../texts';

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

const preference = z.enum(MESSAGE_PREFERENCES, { error: 'Choose e-mail, text or both' });

/**
 * PUT /guardian/messages: the guardian's own choices (form and server): texts to their number (the
 * unticked box, recorded as a consent event), a channel per kind of message, and whether the minor
 * gets a copy of the e-mails.
 */
export const guardianMessagesBodySchema = z.strictObject({
  token: guardianTokenSchema,
  texts: z.boolean({ error: 'Say whether you want texts' }),
  preferences: z.strictObject({ requests: preference, bookings: preference, reminders: preference }),
  copyPerformer: z.boolean({ error: 'Say whether your child gets a copy of the e-mails' }),
});
export type GuardianMessagesBody = z.infer<typeof guardianMessagesBodySchema>;

/** The guardian's choices as the guardian page shows them. */
export interface GuardianMessagesView {
  /** The guardian's number on record (as the profile has it), or null: no texts possible. */
  tel: string | null;
  /** Texts on for this number (the guardian's consent for it, not withdrawn). */
  texts: boolean;
  /** When the guardian agreed to texts for this number (ISO), if they did. */
  agreedAt: string | null;
  preferences: Record<MessageKind, MessagePreference>;
  copyPerformer: boolean;
  /** The box's words, recorded with the consent. */
  consentWording: string;
}

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
  messages: GuardianMessagesView;
}
