/**
 * A minor's guardian page (issue 39): the minor's requests and upcoming bookings, and the guardian's
 * answers, recorded as the guardian's. The signed link is the credential (`guardian-links.ts`):
 * no account, as a guardian acts for one minor's bookings only and is reached where the messages go.
 */
import type { BookingLinkAnswer, GuardianViewAnswer } from '@scenecall/shared';
import { logEvent } from '../../http/logger';
import { verifyGuardianLink } from './guardian-links';
import { guardianMessagesViewOf } from './guardian-messages.service';
import { answerRequest, readPerformerBookings } from './performer-bookings.service';

export async function readGuardianView(token: string, now = new Date()): Promise<GuardianViewAnswer> {
  const holder = await verifyGuardianLink(token, now);
  const bookings = await readPerformerBookings(holder.performerId, now);
  return {
    performerName: holder.user.profile?.firstName ?? '',
    guardianName: holder.guardianName,
    requests: bookings.requests,
    upcoming: bookings.upcoming,
    expiresAt: holder.expiresAt.toISOString(),
    messages: guardianMessagesViewOf(holder.user),
  };
}

/** The guardian answers one of the minor's open requests (or offered slots). */
export async function answerAsGuardian(token: string, dayId: string, available: boolean): Promise<BookingLinkAnswer> {
  const holder = await verifyGuardianLink(token);
  const answer = await answerRequest(holder.performerId, dayId, available, 'app', 'guardian');
  logEvent('bookings.guardian_answered', { dayId, status: answer.status });
  return answer;
}
