/**
 * The booking loop (issue 14). Staff act on a day they may reach (`dayOfCaller`) or a project
 * (`projectOfCaller`); performers act on their own participations only (the caller's uid names
 * them); the one-click link pages and the calendar feed are public, their token is the credential
 * (and they are rate limited: booking-limits.ts).
 */
import {
  acknowledgeBodySchema,
  boardWaiverBodySchema,
  cancelBookingBodySchema,
  availabilityCheckBodySchema,
  blacklistBodySchema,
  bookingAnswerBodySchema,
  bookingLinkAnswerBodySchema,
  bookingLinkQuerySchema,
  calendarFeedParamsSchema,
  callTimeBodySchema,
  confirmPerformersBodySchema,
  guardianAnswerBodySchema,
  guardianMessagesBodySchema,
  guardianViewQuerySchema,
  markParticipantBodySchema,
  unavailableDatesBodySchema,
} from '@scenecall/shared';
import { allow, PUBLIC, route } from '../../http/route';
import { dayOfCaller, projectOfCaller } from '../projects';
import {
  calendarFeed,
  createCalendarFeed,
  readAvailability,
  revokeCalendarFeed,
  saveUnavailableDates,
} from './availability.service';
import { FEED_READS_PER_FEED, LINK_ANSWERS_PER_IP, LINK_VIEWS_PER_IP } from './booking-limits';
import { readBookingBoard } from './booking-board.service';
import { saveGuardianMessages } from './guardian-messages.service';
import { answerAsGuardian, readGuardianView } from './guardian-view.service';
import { readWorkedDays } from './worked-days.service';
import {
  blacklistPerformers,
  confirmPerformers,
  markParticipant,
  sendAvailabilityCheck,
  sendCallTime,
  waivePenalty,
} from './casting-bookings.service';
import {
  acknowledgeCallTime,
  answerByLink,
  answerRequest,
  cancelBooking,
  readBookingLink,
  readPerformerBookings,
} from './performer-bookings.service';

const STAFF = ['Admin', 'Casting'] as const;
const onDay = allow(STAFF, { policy: dayOfCaller });
const DAY = '/project/:id/days/:dayId';
const PARTICIPANT = `${DAY}/participants/:performerId`;
const performer = allow(['Performer']);

export const bookingRoutes = [
  route({
    method: 'get',
    path: `${DAY}/booking`,
    access: onDay,
    handler: async ({ caller, target }) => readBookingBoard(caller, target),
  }),
  route({
    method: 'post',
    path: `${DAY}/availability-check`,
    access: onDay,
    body: availabilityCheckBodySchema,
    handler: async ({ caller, target, body }) =>
      sendAvailabilityCheck(caller, target.day.id, body.performerIds, body.deadline),
  }),
  route({
    method: 'post',
    path: `${DAY}/confirm`,
    access: onDay,
    body: confirmPerformersBodySchema,
    handler: async ({ caller, target, body }) => confirmPerformers(caller, target.day.id, body),
  }),
  route({
    method: 'post',
    path: `${DAY}/call-time`,
    access: onDay,
    body: callTimeBodySchema,
    handler: async ({ caller, target, body }) => sendCallTime(caller, target.day.id, body),
  }),
  route({
    method: 'post',
    path: `${PARTICIPANT}/mark`,
    access: onDay,
    body: markParticipantBodySchema,
    handler: async ({ caller, target, params, body }) =>
      markParticipant(caller, target.day.id, params.performerId ?? '', body.mark),
  }),
  route({
    method: 'post',
    path: `${PARTICIPANT}/waive-penalty`,
    access: allow(['Admin'], { policy: dayOfCaller }),
    body: boardWaiverBodySchema,
    handler: async ({ caller, target, params, body }) =>
      waivePenalty(caller, target.day.id, params.performerId ?? '', body.note),
  }),
  route({
    method: 'post',
    path: '/project/:id/blacklist',
    access: allow(STAFF, { policy: projectOfCaller }),
    body: blacklistBodySchema,
    handler: async ({ caller, target, body }) => blacklistPerformers(caller, target.id, body),
  }),
  route({
    method: 'get',
    path: '/performer/bookings',
    access: performer,
    handler: async ({ caller }) => readPerformerBookings(caller.uid),
  }),
  route({
    method: 'get',
    path: '/performer/worked-days',
    access: performer,
    handler: async ({ caller }) => readWorkedDays(caller.uid),
  }),
  route({
    method: 'post',
    path: '/performer/bookings/:dayId/answer',
    access: performer,
    body: bookingAnswerBodySchema,
    handler: async ({ caller, params, body }) => answerRequest(caller.uid, params.dayId ?? '', body.available),
  }),
  route({
    method: 'post',
    path: '/performer/bookings/:dayId/acknowledge',
    access: performer,
    body: acknowledgeBodySchema,
    handler: async ({ caller, params, body }) => acknowledgeCallTime(caller.uid, params.dayId ?? '', body.which),
  }),
  route({
    method: 'post',
    path: '/performer/bookings/:dayId/cancel',
    access: performer,
    body: cancelBookingBodySchema,
    handler: async ({ caller, params, body }) => cancelBooking(caller.uid, params.dayId ?? '', body.reason),
  }),
  route({
    method: 'get',
    path: '/booking-link',
    access: PUBLIC,
    query: bookingLinkQuerySchema,
    limits: ({ ip }) => [[LINK_VIEWS_PER_IP, ip]],
    handler: async ({ query, res }) => {
      res.set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
      return readBookingLink(query.token);
    },
  }),
  route({
    method: 'post',
    path: '/booking-link/answer',
    access: PUBLIC,
    body: bookingLinkAnswerBodySchema,
    limits: ({ ip }) => [[LINK_ANSWERS_PER_IP, ip]],
    handler: async ({ body }) => answerByLink(body.token, body.available),
  }),
  // A minor's guardian page: the signed link is the credential (guardian-links.ts).
  route({
    method: 'get',
    path: '/guardian',
    access: PUBLIC,
    query: guardianViewQuerySchema,
    limits: ({ ip }) => [[LINK_VIEWS_PER_IP, ip]],
    handler: async ({ query, res }) => {
      res.set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
      return readGuardianView(query.token);
    },
  }),
  route({
    method: 'post',
    path: '/guardian/answer',
    access: PUBLIC,
    body: guardianAnswerBodySchema,
    limits: ({ ip }) => [[LINK_ANSWERS_PER_IP, ip]],
    handler: async ({ body }) => answerAsGuardian(body.token, body.dayId, body.available),
  }),
  route({
    method: 'put',
    path: '/guardian/messages',
    access: PUBLIC,
    body: guardianMessagesBodySchema,
    limits: ({ ip }) => [[LINK_ANSWERS_PER_IP, ip]],
    handler: async ({ body }) => saveGuardianMessages(body),
  }),

  route({
    method: 'get',
    path: '/performer/availability',
    access: performer,
    handler: async ({ caller }) => readAvailability(caller.uid),
  }),
  route({
    method: 'put',
    path: '/performer/availability',
    access: performer,
    body: unavailableDatesBodySchema,
    handler: async ({ caller, body }) => saveUnavailableDates(caller.uid, body),
  }),
  route({
    method: 'post',
    path: '/performer/calendar-feed',
    access: performer,
    handler: async ({ caller }) => createCalendarFeed(caller.uid),
  }),
  route({
    method: 'delete',
    path: '/performer/calendar-feed',
    access: performer,
    handler: async ({ caller, res }) => {
      await revokeCalendarFeed(caller.uid);
      res.status(204).end();
      return undefined;
    },
  }),
  route({
    method: 'get',
    path: '/calendar-feed/:token',
    access: PUBLIC,
    params: calendarFeedParamsSchema,
    limits: ({ params }) => [[FEED_READS_PER_FEED, params.token ?? '']],
    handler: async ({ params, ip, res }) => {
      const body = await calendarFeed(params.token ?? '', ip);
      res.set({ 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'private, no-store' }).send(body);
      return undefined;
    },
  }),
];
