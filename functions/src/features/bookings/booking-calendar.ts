/**
 * iCalendar for bookings: the `.ics` invitation sent with a booking and the performer's private
 * feed. Holds (asked, available, standby, offered) are tentative, bookings confirmed, cancellations
 * and releases cancelled; each event starts at the call time when one was sent.
 *
 * Times are written as Toronto wall-clock with TZID and the zone's VTIMEZONE. ical-generator writes
 * a plain Date's fields in the process's own zone (UTC in Cloud Functions), so every start and end
 * is given as a TZDate in Toronto, whose fields are Toronto's whatever the server's zone.
 */
import { TZDate } from '@date-fns/tz';
import {
  addCalendarDays,
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

/** A Toronto date and wall-clock time, as an instant whose date fields read Toronto's. */
const torontoTime = (date: string, time = '00:00') => new TZDate(agencyInstant(date, time), AGENCY_TIME_ZONE);

/** Statuses that appear in a calendar at all (never selected, blacklisted or no-show). */
export const inCalendar = (status: ParticipantStatus) =>
  CONFIRMED.includes(status) || TENTATIVE.includes(status) || status === 'cancelled' || status === 'released';

/** A calendar of the entries (one event per date), as iCalendar text. */
export async function bookingCalendar(
  name: string,
  entries: readonly CalendarEntry[],
  domain: string,
): Promise<string> {
  const [{ default: ical, ICalCalendarMethod, ICalEventStatus }, { getVtimezoneComponent }] = await Promise.all([
    import('ical-generator'),
    import('@touch4it/ical-timezones'),
  ]);
  const calendar = ical({ name, prodId: { company: domain, product: 'bookings' } });
  // No calendar-wide zone (it would write DTSTAMP without its UTC 'Z'); the generator adds the
  // VTIMEZONE of the events' zone.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  if (entries.length === 1) calendar.method(ICalCalendarMethod.PUBLISH);
  for (const { dayId, participant, day } of entries) {
    const call = participant.finalCallTime ?? participant.draftCallTime;
    const status = ICalEventStatus[statusOf(participant.status)];
    for (const date of participant.dates) {
      const start = torontoTime(date, call?.time);
      calendar.createEvent({
        id: `${dayId}-${date}@${domain}`,
        start,
        // An all-day event ends (exclusive) on the next date.
        end: call
          ? new TZDate(start.getTime() + EVENT_HOURS * 3_600_000, AGENCY_TIME_ZONE)
          : torontoTime(addCalendarDays(date, 1)),
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
