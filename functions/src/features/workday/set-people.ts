/**
 * A booking as the set screen sees it on the date it shows: on set or not, a no-show on that date,
 * and from when the performer shows as late (their call time plus the day's grace).
 */
import {
  isNoShowOn,
  lateFromOf,
  type ParticipantRecord,
  type ParticipantStatus,
  type SetBookingChange,
} from '@scenecall/shared';

/** Performers with a voucher: booked, or already marked worked or no-show. */
export const ON_SET: readonly ParticipantStatus[] = ['booked', 'worked', 'no-show'];

/** The final call time, else the draft one; a performer without either is expected from midnight. */
const callTimeOf = (participant: ParticipantRecord) =>
  participant.finalCallTime?.time ?? participant.draftCallTime?.time ?? '00:00';

export function bookingOnDate(participant: ParticipantRecord, date: string, graceMinutes: number): SetBookingChange {
  return {
    performerId: participant.performerId,
    roleId: participant.roleId,
    onSet: ON_SET.includes(participant.status),
    noShow: isNoShowOn(participant, date),
    lateFrom: lateFromOf(date, callTimeOf(participant), graceMinutes).toISOString(),
    updatedAt: participant.updatedAt,
  };
}
