/**
 * A minor's guardian withdrew their consent (or an Admin did for them): the minor's upcoming
 * requests and bookings end through the booking loop. Open requests and offers are released, booked
 * days are cancelled by the agency (no penalty: the performer did not cancel), and each change is
 * told to the performer as any other release or cancellation is.
 */
import { agencyToday, callStartsAt, type ParticipantRecord } from '@scenecall/shared';
import { logEvent } from '../../http/logger';
import { listParticipationsOf } from './booking-finders.repository';
import { runBooking } from './booking-plan.repository';
import { BookingWork } from './booking-work';

const RELEASED = ['selected', 'asked', 'available', 'standby', 'offered'] as const;

const isUpcoming = (record: ParticipantRecord, today: string) =>
  record.dates.some((date) => date >= today) &&
  (record.status === 'booked' || (RELEASED as readonly string[]).includes(record.status));

export async function releaseBookingsWithoutGuardian(
  performerId: string,
  byUid: string | null,
  now = new Date(),
): Promise<{ released: number }> {
  const today = agencyToday(now);
  const upcoming = (await listParticipationsOf(performerId)).filter((record) => isUpcoming(record, today));
  let released = 0;
  for (const { dayId } of upcoming) {
    const changed = await runBooking(async (reads, at) => {
      const work = new BookingWork(reads, { by: byUid ? 'admin' : 'system', byUid, now: at });
      const record = await work.participant(dayId, performerId);
      if (!record) return work.plan(false);
      if (record.status === 'booked') {
        const callAt = callStartsAt(record);
        const after = work.require(record, { kind: 'cancel', callStartsAt: callAt.toISOString() });
        work.tell(after, 'cancelled');
        await work.offerFreedSlot(dayId, record.roleId, callAt);
        return work.plan(true);
      }
      if (!(RELEASED as readonly string[]).includes(record.status)) return work.plan(false);
      const after = work.require(record, { kind: 'release' });
      work.tell(after, 'released');
      return work.plan(true);
    });
    if (changed) released += 1;
  }
  logEvent('bookings.released_without_guardian', { count: released });
  return { released };
}
