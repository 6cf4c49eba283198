/**
 * A performer's upcoming requests and bookings end through the booking loop, when they can no
 * longer work with the agency: a minor's guardian withdrew their consent, the performer ended their
 * agreement, or the agency suspended them or ended cooperation (issue 40). Open requests and offers
 * are released, booked days cancelled with the freed slot offered to standby, and each change is
 * told to the performer and casting as any other release or cancellation is.
 *
 * Only the performer's own ending of the agreement is their cancellation: under 24 hours before the
 * call, the agreement's late-cancellation rule applies (`cancel` by the performer). The agency's
 * actions and a guardian's withdrawal cancel as the agency, never with a penalty.
 */
import { agencyToday, callStartsAt, type ParticipantRecord, type TransitionContext } from '@scenecall/shared';
import { logEvent } from '../../http/logger';
import { listParticipationsOf } from './booking-finders.repository';
import { runBooking } from './booking-plan.repository';
import { BookingWork } from './booking-work';

const RELEASED = ['selected', 'asked', 'available', 'standby', 'offered'] as const;

/** Why the performer's upcoming work ends. */
export type WorkEndingCause = 'guardian-withdrawn' | 'agreement-ended' | 'agency-action';

const isUpcoming = (record: ParticipantRecord, today: string) =>
  record.dates.some((date) => date >= today) &&
  (record.status === 'booked' || (RELEASED as readonly string[]).includes(record.status));

/** Who releases the requests and who cancels the bookings, for each cause. */
function actorsOf(cause: WorkEndingCause, byUid: string | null) {
  const agency: TransitionContext['by'] = byUid ? 'admin' : 'system';
  if (cause === 'agreement-ended') return { releases: 'system' as const, cancels: 'performer' as const };
  return { releases: agency, cancels: agency };
}

/** Ends every upcoming request and booking of the performer; answers how many changed and the penalties charged. */
export async function releaseUpcomingWork(
  performerId: string,
  cause: WorkEndingCause,
  byUid: string | null,
  now = new Date(),
): Promise<{ released: number; penalties: number }> {
  const today = agencyToday(now);
  const actors = actorsOf(cause, byUid);
  const upcoming = (await listParticipationsOf(performerId)).filter((record) => isUpcoming(record, today));
  let released = 0;
  let penalties = 0;
  for (const { dayId } of upcoming) {
    const outcome = await runBooking(async (reads, at) => {
      const context = { by: actors.releases, byUid, now: at };
      const work = new BookingWork(reads, context);
      const record = await work.participant(dayId, performerId);
      if (!record) return work.plan({ changed: false, penalty: false });
      if (record.status === 'booked') {
        const callAt = callStartsAt(record);
        const cancel = { kind: 'cancel' as const, callStartsAt: callAt.toISOString() };
        const after = work.require(record, cancel, { ...context, by: actors.cancels });
        work.tell(after, 'cancelled');
        await work.offerFreedSlot(dayId, record.roleId, callAt);
        return work.plan({ changed: true, penalty: after.penaltyCents > record.penaltyCents });
      }
      if (!(RELEASED as readonly string[]).includes(record.status))
        return work.plan({ changed: false, penalty: false });
      const after = work.require(record, { kind: 'release' });
      work.tell(after, 'released');
      return work.plan({ changed: true, penalty: false });
    });
    if (outcome.changed) released += 1;
    if (outcome.penalty) penalties += 1;
  }
  logEvent('bookings.upcoming_work_ended', { cause, count: released, penalties });
  return { released, penalties };
}

/** A minor's guardian withdrew their consent (or an Admin did for them). */
export const releaseBookingsWithoutGuardian = async (
  performerId: string,
  byUid: string | null,
  now = new Date(),
): Promise<{ released: number }> => {
  const { released } = await releaseUpcomingWork(performerId, 'guardian-withdrawn', byUid, now);
  return { released };
};
