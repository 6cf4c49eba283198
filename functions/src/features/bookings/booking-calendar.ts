/**
 * iCalendar for bookings: the `.ics` invitation sent with a booking and the performer's private
 * feed. Holds (asked, available, standby, offered) are tentative, bookings confirmed, cancellations
 * and releases cancelled; each event starts at the call time when one was sent.
 */
import {
  AGENCY_TIME_ZONE,
  agencyInstant,
  formatTimeOfDay,
  productionDayName,
  type ParticipantRecord,
  type ParticipantStatus,
  type ProductionDayRecord,
} from '@scenecall/shared';

/** Without a call time, an event covers the whole date. */
const EVENT_HOURS = 10;

const TENTATIVE: readonly ParticipantStatus[] = ['asked', 'available', 'standby', 'offered'];
const CONFIRMED: readonly ParticipantStatus[] = ['booked', 'worked'];

export interface CalendarEntry {
  dayId: string;
  participant: Pick<ParticipantRecord, 'status' | 'dates' | 'draftCallTime' | 'finalCallTime'>;
  day: Pick<ProductionDayRecord, 'production' | 'title' | 'location' | 'rate'>;
}

const statusOf = (status: ParticipantStatus) =>
  CONFIRMED.includes(status) ? 'CONFIRMED' : TENTATIVE.includes(status) ? 'TENTATIVE' : 'CANCELLED';

/** Statuses that appear in a calendar at all (never selected, blacklisted or no-show). */
export const inCalendar = (status: ParticipantStatus) =>
  CONFIRMED.includes(status) || TENTATIVE.includes(status) || status === 'cancelled' || status === 'released';

/** A calendar of the entries (one event per date), as iCalendar text. */
export async function bookingCalendar(
  name: string,
  entries: readonly CalendarEntry[],
  domain: string,
): Promise<string> {
  const [{ default: ical, ICalCalendarMethod, ICalEventStatus }, { getVtimezone }] = await Promise.all([
    import('ical-generator'),
    import('@touch4it/ical-timezones'),
  ]);
  const calendar = ical({ name, prodId: { company: domain, product: 'bookings' } });
  calendar.timezone({ name: AGENCY_TIME_ZONE, generator: getVtimezone });
  if (entries.length === 1) calendar.method(ICalCalendarMethod.PUBLISH);
  for (const { dayId, participant, day } of entries) {
    const call = participant.finalCallTime ?? participant.draftCallTime;
    const status = ICalEventStatus[statusOf(participant.status)];
    for (const date of participant.dates) {
      const start = agencyInstant(date, call?.time ?? '00:00');
      calendar.createEvent({
        id: `${dayId}-${date}@${domain}`,
        start,
        end: call ? new Date(start.getTime() + EVENT_HOURS * 3_600_000) : agencyInstant(date, '23:59'),
        allDay: !call,
        timezone: AGENCY_TIME_ZONE,
        summary: productionDayName(day),
        location: day.location,
        description: [
          call ? `Call time ${formatTimeOfDay(call.time, { zone: true })}` : 'Call time to come',
          day.rate,
        ].join('\n'),
        status,
      });
    }
  }
  return calendar.toString();
}
