/**
 * What a booking request's e-mail and its text both tell, read once for both: the day, the role, the
 * deadline to answer, who answers, and the one-click answer links. A minor's request is answered by
 * their guardian (the licence agreement says so), by reply or by link; the links then record the
 * guardian as the one who answered. Each channel's template keeps its own wording.
 */
import { idSchema, isMinor } from '@scenecall/shared';
import { z } from 'zod';
import { issueBookingLink } from '../booking-links';
import { findDay } from '../../projects';
import { findParticipant } from '../participants.repository';
import { findUser } from '../../users';

/** What a request's e-mail and text are made from. */
export const bookingRequestData = z.strictObject({ dayId: idSchema, performerId: idSchema, offer: z.boolean() });
type BookingRequestData = z.output<typeof bookingRequestData>;

/** `tokenBytes`: the links' randomness, as `issueBookingLink` takes it (a text's link is shorter). */
export async function bookingRequestFacts({ dayId, performerId, offer }: BookingRequestData, tokenBytes?: number) {
  const [day, participant, user] = await Promise.all([
    findDay(dayId),
    findParticipant(dayId, performerId),
    findUser(performerId),
  ]);
  if (!day || !participant?.deadline) throw new Error('The request no longer exists');
  const profile = user?.profile ?? null;
  // An unknown date of birth is never taken for a minor's.
  const minor = Boolean(profile?.dateOfBirth) && isMinor(profile?.dateOfBirth);
  const deadline = participant.deadline;
  const links = await issueBookingLink(
    { dayId, performerId, answerer: minor ? 'guardian' : 'performer', deadline, offer },
    new Date(),
    tokenBytes,
  );
  return {
    day: day.record,
    role: day.record.roles.find((candidate) => candidate.id === participant.roleId),
    deadline,
    user,
    minor,
    links,
  };
}
