/**
 * The performer's availability calendar (`users.unavailableDates`, which the casting search and
 * automatic selection read) and their private iCalendar feed: a random token whose hash is kept on
 * the user; making a new one revokes the old, and it can be revoked outright.
 */
import { randomBytes } from 'node:crypto';
import {
  agencyToday,
  type AvailabilityAnswer,
  type CalendarFeedAnswer,
  type UnavailableDatesBody,
} from '@scenecall/shared';
import { ApiError } from '../../http/api-error';
import { logEvent } from '../../http/logger';
import { countEvent, refuseIfThrottled, tooManyAttempts } from '../../http/throttle';
import { config } from '../../config';
import { findUser, findUserByCalendarFeed, updateUser } from '../users';
import { bookingCalendar, inCalendar } from './booking-calendar';
import { FEED_MISSES_PER_IP } from './booking-limits';
import { hashBookingToken } from './booking-links';
import { findDays } from '../projects';
import { listParticipationsOf } from './booking-finders.repository';

export async function readAvailability(performerId: string): Promise<AvailabilityAnswer> {
  const user = await findUser(performerId);
  const today = agencyToday();
  return {
    unavailableDates: (user?.unavailableDates ?? []).filter((date) => date >= today),
    bookedDates: user?.bookedDates ?? [],
    hasCalendarFeed: Boolean(user?.calendarFeedTokenHash),
  };
}

/** Past dates are dropped: they no longer hide anyone from a search. */
export async function saveUnavailableDates(
  performerId: string,
  body: UnavailableDatesBody,
): Promise<AvailabilityAnswer> {
  const today = agencyToday();
  const unavailableDates = [...new Set(body.dates)].filter((date) => date >= today).sort();
  await updateUser(performerId, { unavailableDates });
  logEvent('bookings.availability_saved', { dates: unavailableDates.length });
  return readAvailability(performerId);
}

export const calendarFeedUrl = (token: string) => `${config().webBaseUrl}/api/calendar-feed/${token}`;

export async function createCalendarFeed(performerId: string): Promise<CalendarFeedAnswer> {
  const token = randomBytes(32).toString('base64url');
  await updateUser(performerId, { calendarFeedTokenHash: hashBookingToken(token) });
  logEvent('bookings.calendar_feed_created', {});
  return { url: calendarFeedUrl(token) };
}

export async function revokeCalendarFeed(performerId: string): Promise<void> {
  await updateUser(performerId, { calendarFeedTokenHash: null });
  logEvent('bookings.calendar_feed_revoked', {});
}

/**
 * The feed's iCalendar text: every hold, booking and cancellation of the performer. Addresses that
 * lead nowhere count against the client's address, which is refused every feed once it has guessed
 * too many.
 */
export async function calendarFeed(token: string, ip: string): Promise<string> {
  await refuseIfThrottled([[FEED_MISSES_PER_IP, ip]]);
  const found = await findUserByCalendarFeed(hashBookingToken(token));
  if (!found) {
    const wait = await countEvent(FEED_MISSES_PER_IP, ip);
    if (wait > 0) throw tooManyAttempts(wait, FEED_MISSES_PER_IP.what);
    throw new ApiError('not-found', 'This calendar address is not valid');
  }
  const records = (await listParticipationsOf(found.uid)).filter((record) => inCalendar(record.status));
  const days = await findDays(records.map((record) => record.dayId));
  const entries = records.flatMap((participant) => {
    const day = days.get(participant.dayId);
    return day ? [{ dayId: participant.dayId, participant, day }] : [];
  });
  return bookingCalendar(`${config().agency.name} bookings`, entries, new URL(config().webBaseUrl).hostname);
}
