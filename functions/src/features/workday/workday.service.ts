/**
 * The workday (issue 22): what the set screen records for each booked performer, and the
 * performer's signature or dispute. Every change is one voucher event applied by the shared state
 * machine in a transaction; the pay comes from the day's rate card.
 */
import {
  applyVoucherEvent,
  cursorOf,
  datesStillOnSet,
  describeMinorHourLimit,
  minorHourLimit,
  lateGraceOf,
  newVoucher,
  setStateOf,
  shownSetDate,
  toCastingPerformer,
  type DisputeVoucherBody,
  type PerformerProfile,
  type RateCard,
  type SetScreenView,
  type SignVoucherBody,
  type VoucherActor,
  type VoucherEvent,
  type VoucherEventBody,
  type VoucherTransition,
  type VoucherView,
} from '@scenecall/shared';
import { ApiError, notFound } from '../../http/api-error';
import type { Caller } from '../../http/caller';
import { logEvent } from '../../http/logger';
import { type DayTarget } from '../projects';
import { findParticipant, firstBookedDatesOf, listParticipantsOfDay } from '../bookings';
import { findUsers } from '../users';
import { hourLimitsOn } from './hour-limits';
import { dayRateCard } from './rate-cards.repository';
import { pricesVoucher, selfDriveEligibility } from './self-drive';
import { requireBegunForAnswer, requireSetDate } from './set-date-guard';
import { bookingOnDate, ON_SET } from './set-people';
import { changeOnSet } from './voucher-events';
import { requireProfileName } from './voucher-signature';
import { changeVoucher, listVouchersOfDay, voucherId } from './vouchers.repository';

const NO_CARD = 'This day has no rate card yet: an Admin sets the agency’s default card';

export async function cardOf(dayId: string, now: Date): Promise<RateCard> {
  const card = await dayRateCard(dayId, now);
  if (!card) throw new ApiError('conflict', NO_CARD);
  return card;
}

function answerOf(transition: VoucherTransition) {
  if (transition.ok) return transition;
  const code = transition.code === 'invalid' ? 'validation-failed' : transition.code;
  throw new ApiError(code, transition.reason);
}

export async function readSetScreen({ day }: DayTarget, now = new Date()): Promise<SetScreenView> {
  const [card, participants, vouchers] = await Promise.all([
    cardOf(day.id, now),
    listParticipantsOfDay(day.id),
    listVouchersOfDay(day.id),
  ]);
  const onSet = participants.filter((participant) => ON_SET.includes(participant.status));
  const ids = onSet.map((participant) => participant.performerId);
  const [users, firstDates] = await Promise.all([findUsers(ids), firstBookedDatesOf(ids)]);
  const date = shownSetDate(day.record.dates, now, datesStillOnSet(vouchers));
  const grace = lateGraceOf(day.record);
  const people = onSet.map((participant) => {
    const own = vouchers.filter((voucher) => voucher.performerId === participant.performerId);
    const booking = bookingOnDate(participant, date, grace);
    const profile = users.get(participant.performerId)?.profile as Partial<PerformerProfile> | null | undefined;
    const limit = minorHourLimit(profile?.dateOfBirth ?? null, date);
    return {
      performerId: participant.performerId,
      name: toCastingPerformer(participant.performerId, profile).name,
      roleId: participant.roleId,
      headshotKey: profile?.keyName ?? null,
      state: setStateOf(own.find((voucher) => voucher.date === date) ?? null, {
        noShow: booking.noShow,
        lateFrom: new Date(booking.lateFrom),
        now,
      }),
      lateFrom: booking.lateFrom,
      bookingUpdatedAt: participant.updatedAt,
      vouchers: own.sort((a, b) => a.date.localeCompare(b.date)),
      minorLimit: limit && { maxHours: limit.maxHours, label: describeMinorHourLimit(limit) },
      firstDay: firstDates.get(participant.performerId) === date,
    };
  });
  people.sort((a, b) => a.name.localeCompare(b.name));
  const roles = day.record.roles.map(({ id, name }) => ({ id, name }));
  return {
    dayId: day.id,
    title: day.record.title,
    dates: day.record.dates,
    date,
    lateGraceMinutes: grace,
    roles,
    card,
    hasFitting: day.record.fitting !== null,
    people,
    bookingsUpdatedAt: cursorOf(participants),
  };
}

/** One thing recorded on set (check-in, a meal, the wrap, a correction) for a booked performer. */
export async function recordVoucherEvent(
  caller: Caller,
  { day }: DayTarget,
  performerId: string,
  body: VoucherEventBody,
  now = new Date(),
): Promise<VoucherView> {
  const participant = await findParticipant(day.id, performerId);
  if (!participant || !ON_SET.includes(participant.status)) throw notFound('Booked performer');
  if (!participant.dates.includes(body.date))
    throw new ApiError('validation-failed', 'This performer does not work on that date');
  requireSetDate(body.date, [body.event.kind], body.recordedAt, now);
  const event: VoucherEvent = body.event;
  if (event.kind === 'edit' && event.fitting && !day.record.fitting)
    throw new ApiError('validation-failed', 'This day has no fitting: create its fitting sheet first', [
      { field: 'fitting', message: 'This day has no fitting sheet' },
    ]);
  const card = await cardOf(day.id, now);
  const eligible = pricesVoucher([event.kind]) ? await selfDriveEligibility(card, { day }, [performerId]) : new Map();
  const by: VoucherActor = caller.role === 'Admin' ? 'admin' : 'casting';
  const id = voucherId(day.id, performerId, body.date);
  const hourLimit = event.kind === 'wrap' ? (await hourLimitsOn([performerId], body.date)).get(performerId) : null;
  const transition = await changeOnSet(id, () => newVoucher(day.id, performerId, body.date, now), [event], {
    context: { by, now, card, selfDriveEligible: eligible.get(performerId) ?? false, hourLimit },
    eventId: body.eventId,
  });
  const { record, changed } = answerOf(transition);
  if (changed) logEvent('workday.voucher_event', { dayId: day.id, event: event.kind, by });
  return { id, ...record };
}

async function answerVoucher(voucher: VoucherView, event: VoucherEvent, now: Date): Promise<VoucherView> {
  const card = await cardOf(voucher.dayId, now);
  const transition = await changeVoucher(voucher.id, (current) => {
    if (!current) return { result: undefined };
    const transition = applyVoucherEvent(current, event, { by: 'performer', now, card });
    return { write: transition.ok && transition.changed ? transition.record : undefined, result: transition };
  });
  if (!transition) throw notFound('Voucher');
  const { record, changed } = answerOf(transition);
  if (changed) logEvent('workday.voucher_answered', { id: voucher.id, event: event.kind });
  return { id: voucher.id, ...record };
}

/** The performer signs the revision they reviewed (their profile's full name and a tick; the browser is recorded). */
export async function signVoucher(voucher: VoucherView, body: SignVoucherBody, client: string, now = new Date()) {
  requireBegunForAnswer(voucher.date, now);
  await requireProfileName(voucher.performerId, body.fullName);
  return answerVoucher(voucher, { kind: 'sign', ...body, client }, now);
}

export async function disputeVoucher(voucher: VoucherView, body: DisputeVoucherBody, now = new Date()) {
  requireBegunForAnswer(voucher.date, now);
  return answerVoucher(voucher, { kind: 'dispute', ...body }, now);
}
