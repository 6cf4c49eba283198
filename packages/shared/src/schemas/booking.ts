/**
 * The booking loop's requests and answers (issue 14): what casting sends from the day page, what a
 * performer answers in the app or by a one-click link, and what each side is shown.
 */
import { z } from 'zod';
import { calendarDateSchema, idSchema, textSchema } from './common';
import { callTimeSchema } from './production';
import type { CallTimeRecord, ParticipantStatus, PenaltyReason } from '../participant-state';
import type { DayStatus } from '../production-day-status';

/** Performers asked, booked or blacklisted in one request. */
export const MAX_PERFORMERS_PER_REQUEST = 450;

const performerIdsSchema = z
  .array(idSchema)
  .min(1, { message: 'Choose at least one performer' })
  .max(MAX_PERFORMERS_PER_REQUEST);

/** An ISO instant in the future (the server checks "future" against its own clock). */
export const deadlineSchema = z.iso.datetime({ offset: true, error: 'Choose a deadline' });

/**
 * 'Send Availability Check': ask the day's selected performers (or those named) whether they can
 * work, by the deadline.
 */
export const availabilityCheckBodySchema = z.strictObject({
  performerIds: performerIdsSchema.optional(),
  deadline: deadlineSchema,
});
export type AvailabilityCheckBody = z.infer<typeof availabilityCheckBodySchema>;

export const OTHERS_AFTER_CONFIRM = ['standby', 'release'] as const;
export type OthersAfterConfirm = (typeof OTHERS_AFTER_CONFIRM)[number];

/**
 * 'Confirm Performers': books the named available performers (or, without names, those who
 * answered first) within each role's slots; when a role is full its other performers go on standby
 * or are released, as `others` says.
 */
export const confirmPerformersBodySchema = z.strictObject({
  performerIds: performerIdsSchema.optional(),
  others: z.enum(OTHERS_AFTER_CONFIRM).default('standby'),
});
export type ConfirmPerformersBody = z.infer<typeof confirmPerformersBodySchema>;

export const BLACKLIST_REASON_MAX = 500;

/** 'Blacklist Performers': off the project, with a reason only Admin sees. */
export const blacklistBodySchema = z.strictObject({
  performerIds: performerIdsSchema,
  reason: textSchema
    .trim()
    .min(1, { message: 'Give a reason' })
    .max(BLACKLIST_REASON_MAX, { message: 'The reason is too long' }),
});
export type BlacklistBody = z.infer<typeof blacklistBodySchema>;

export const CALL_TIME_KINDS = ['draft', 'final'] as const;
export type CallTimeKind = (typeof CALL_TIME_KINDS)[number];

/** 'Send Draft/Final Call Time': to a role's booked performers, or to the performers named. */
export const callTimeBodySchema = z
  .strictObject({
    which: z.enum(CALL_TIME_KINDS),
    time: callTimeSchema,
    roleId: idSchema.optional(),
    performerIds: performerIdsSchema.optional(),
  })
  .refine((body) => (body.roleId === undefined) !== (body.performerIds === undefined), {
    message: 'Choose a role or performers',
    path: ['roleId'],
  });
export type CallTimeBody = z.infer<typeof callTimeBodySchema>;

export const STAFF_MARKS = ['worked', 'no-show', 'cancel'] as const;
export type StaffMark = (typeof STAFF_MARKS)[number];

/** Casting marks a booked performer: worked, no-show ($25) or cancelled by casting. */
export const markParticipantBodySchema = z.strictObject({ mark: z.enum(STAFF_MARKS) });
export type MarkParticipantBody = z.infer<typeof markParticipantBodySchema>;

/** The performer's answer to a request or an offered slot. */
export const bookingAnswerBodySchema = z.strictObject({ available: z.boolean() });
export type BookingAnswerBody = z.infer<typeof bookingAnswerBodySchema>;

export const acknowledgeBodySchema = z.strictObject({ which: z.enum(CALL_TIME_KINDS) });
export type AcknowledgeBody = z.infer<typeof acknowledgeBodySchema>;

/** A one-click link's token (base64url, from the e-mail). */
export const bookingLinkTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { message: 'This link is not valid' });

export const bookingLinkQuerySchema = z.strictObject({ token: bookingLinkTokenSchema });
export const bookingLinkAnswerBodySchema = z.strictObject({ token: bookingLinkTokenSchema, available: z.boolean() });
export type BookingLinkAnswerBody = z.infer<typeof bookingLinkAnswerBodySchema>;

/** The performer's calendar: the dates they cannot work (today onwards are kept). */
export const MAX_UNAVAILABLE_DATES = 400;
export const unavailableDatesBodySchema = z.strictObject({
  dates: z.array(calendarDateSchema).max(MAX_UNAVAILABLE_DATES, { message: 'Too many dates' }),
});
export type UnavailableDatesBody = z.infer<typeof unavailableDatesBodySchema>;

export interface CallTimeView {
  time: string;
  acknowledged: boolean;
  changed: boolean;
}

export const callTimeView = (record: CallTimeRecord | null): CallTimeView | null =>
  record ? { time: record.time, acknowledged: record.acknowledgedAt !== null, changed: record.changed } : null;

/** One of a performer's bookings as their area shows it. */
export interface PerformerBookingView {
  dayId: string;
  production: string;
  title: string;
  dates: string[];
  location: string;
  rate: string;
  requiredDocuments: string;
  /** Rich text, sanitised on the server. */
  notes: string;
  roleName: string;
  status: ParticipantStatus;
  dayStatus: DayStatus;
  deadline: string | null;
  draftCallTime: CallTimeView | null;
  finalCallTime: CallTimeView | null;
  penaltyCents: number;
  penaltyReason: PenaltyReason | null;
  penaltyWaived: boolean;
  commissionPaid: boolean;
}

export interface PerformerBookingsAnswer {
  requests: PerformerBookingView[];
  upcoming: PerformerBookingView[];
  past: PerformerBookingView[];
  /** Requests and offers waiting for an answer, plus call times waiting for an acknowledgement. */
  needsAnswer: number;
}

/** What the one-click link page shows before the performer confirms. */
export interface BookingLinkView {
  production: string;
  title: string;
  dates: string[];
  location: string;
  roleName: string;
  /** An offered slot (a booked performer cancelled) rather than an availability check. */
  offer: boolean;
  deadline: string | null;
  answerer: 'performer' | 'guardian';
}

export interface BookingLinkAnswer {
  status: ParticipantStatus;
}

/** One participant on the day page's booking board. */
export interface BoardParticipantView {
  performerId: string;
  name: string;
  roleId: string;
  status: ParticipantStatus;
  deadline: string | null;
  answeredBy: string | null;
  standbyRank: number | null;
  draftCallTime: CallTimeView | null;
  finalCallTime: CallTimeView | null;
  penaltyCents: number;
  penaltyReason: PenaltyReason | null;
  penaltyWaived: boolean;
}

export interface BoardRoleView {
  id: string;
  name: string;
  slots: number;
  selected: number;
  asked: number;
  available: number;
  booked: number;
  standby: number;
  /** Asked and not answered yet. */
  notAnswered: number;
  /** Booked with a call time not acknowledged yet. */
  notAcknowledged: number;
}

/** GET the day's booking board: per role counts and every participant's booking state. */
export interface DayBookingBoard {
  dayStatus: DayStatus;
  availabilityDeadline: string | null;
  roles: BoardRoleView[];
  participants: BoardParticipantView[];
  /** Admin only: performerId -> reason of the project's blacklist. */
  blacklist: { performerId: string; name: string; reason: string | null }[];
}

/** How many of a booking-loop request changed, and why the rest did not. */
export interface BookingActionAnswer {
  changed: number;
  skipped: { performerId: string; reason: string }[];
}

/** A worked day the commission form offers to pre-fill from. */
export interface WorkedDayView {
  dayId: string;
  production: string;
  title: string;
  dates: string[];
  commissionPaid: boolean;
}

/** A booking-loop penalty, as the performer's commissions page lists it. */
export interface BookingPenaltyView {
  dayId: string;
  production: string;
  dates: string[];
  reason: PenaltyReason;
  penaltyCents: number;
  waived: boolean;
}

/** GET /performer/worked-days: days to pre-fill the commission form from, and booking penalties. */
export interface WorkedDaysAnswer {
  days: WorkedDayView[];
  penalties: BookingPenaltyView[];
}

/** GET /performer/availability: the performer's calendar. */
export interface AvailabilityAnswer {
  unavailableDates: string[];
  bookedDates: string[];
  /** The private calendar feed's address, when the performer has one. */
  hasCalendarFeed: boolean;
}

/** POST /performer/calendar-feed: a new private feed address (any earlier one stops working). */
export interface CalendarFeedAnswer {
  url: string;
}

export const calendarFeedParamsSchema = z.strictObject({ token: bookingLinkTokenSchema });
