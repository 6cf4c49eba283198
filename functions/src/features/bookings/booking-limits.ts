/**
 * Allowances of the booking loop's public endpoints, whose token is the credential. The one-click
 * pages count per client address (tokens are 256-bit, so this bounds cost rather than guessing);
 * a calendar feed counts per feed, because calendar apps poll from servers many performers share,
 * and per address only the feed addresses that lead nowhere (guesses, or a renewed feed's old one).
 */
import { HOUR_MS, type ThrottleRule } from '../../http/throttle';

/** Opening availability-request pages: a performer opens one or two per request. */
export const LINK_VIEWS_PER_IP: ThrottleRule = {
  name: 'booking-link-ip',
  limit: 60,
  windowMs: HOUR_MS,
  what: 'requests',
};
/** Answers given by link from one address. */
export const LINK_ANSWERS_PER_IP: ThrottleRule = {
  name: 'booking-answer-ip',
  limit: 30,
  windowMs: HOUR_MS,
  what: 'answers',
};
/** Reads of one calendar feed: calendar apps refresh every few minutes at most. */
export const FEED_READS_PER_FEED: ThrottleRule = {
  name: 'calendar-feed',
  limit: 60,
  windowMs: HOUR_MS,
  what: 'requests',
};
/**
 * Feed addresses that lead nowhere, per client address: once used up, that address is answered 429
 * for every feed until the hour ends. High enough for a calendar server that still polls a few
 * renewed feeds' old addresses every few minutes.
 */
export const FEED_MISSES_PER_IP: ThrottleRule = {
  name: 'calendar-feed-miss-ip',
  limit: 30,
  windowMs: HOUR_MS,
  what: 'requests',
};
