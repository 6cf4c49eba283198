/**
 * What a booking update's e-mail and its text both tell, read once for both: the day, the performer's
 * place on it, and the call time the update is about (the draft's or the final's). Each channel's
 * template keeps its own wording.
 */
import { formatTimeOfDay, idSchema } from '@scenecall/shared';
import { z } from 'zod';
import { findDay } from '../../projects';
import { findParticipant } from '../participants.repository';

export const BOOKING_UPDATES = [
  'booked',
  'standby',
  'released',
  'expired',
  'no-longer-needed',
  'call-time',
  'cancelled',
  'penalty-waived',
] as const;
export type BookingUpdate = (typeof BOOKING_UPDATES)[number];

/** What a booking update's e-mail and text are made from. */
export const bookingUpdateData = z.strictObject({
  dayId: idSchema,
  performerId: idSchema,
  kind: z.enum(BOOKING_UPDATES),
  which: z.enum(['draft', 'final']).optional(),
});
type BookingUpdateData = z.output<typeof bookingUpdateData>;

export async function bookingUpdateFacts({ dayId, performerId, which }: BookingUpdateData) {
  const [day, participant] = await Promise.all([findDay(dayId), findParticipant(dayId, performerId)]);
  if (!day || !participant) throw new Error('The booking no longer exists');
  const callTime = which === 'draft' ? participant.draftCallTime : participant.finalCallTime;
  return {
    day: day.record,
    participant,
    /** The call time with its zone ('7:00 AM EDT'), or null before one is set. */
    callTime: callTime ? formatTimeOfDay(callTime.time, { zone: true }) : null,
    callTimeChanged: callTime?.changed ?? false,
    draft: which === 'draft',
  };
}
