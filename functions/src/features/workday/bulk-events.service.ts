/**
 * Bulk actions on the set screen ("wrap everyone in Crowd at 18:30", "meal for all 12:30–13:00"):
 * the same events applied to each performer's voucher through the single events' path
 * (`changeOnSet`, the shared state machine, one transaction per voucher), so a bulk wrap does all
 * a single wrap does. Each performer is reported applied or skipped with the reason.
 */
import {
  newVoucher,
  type BulkVoucherAnswer,
  type BulkVoucherBody,
  type ParticipantRecord,
  type VoucherActor,
} from '@scenecall/shared';
import { hourLimitsOn } from './hour-limits';
import { ApiError } from '../../http/api-error';
import type { Caller } from '../../http/caller';
import { logEvent } from '../../http/logger';
import { type DayTarget } from '../projects';
import { listParticipantsOfDay } from '../bookings';
import { pricesVoucher, selfDriveEligibility } from './self-drive';
import { changeOnSet } from './voucher-events';
import { voucherId } from './vouchers.repository';
import { requireSetDate } from './set-date-guard';
import { ON_SET } from './set-people';
import { cardOf } from './workday.service';

/** Vouchers changed at once: each is its own small transaction. */
const AT_ONCE = 8;

type Target = ParticipantRecord | { missing: string };

function targetsOf(body: BulkVoucherBody, participants: readonly ParticipantRecord[]): Target[] {
  const onSet = participants.filter(
    (participant) => ON_SET.includes(participant.status) && participant.dates.includes(body.date),
  );
  if (body.performerIds)
    return body.performerIds.map((id) => onSet.find((record) => record.performerId === id) ?? { missing: id });
  return body.roleId ? onSet.filter((record) => record.roleId === body.roleId) : onSet;
}

export async function recordBulkEvents(
  caller: Caller,
  { day }: DayTarget,
  body: BulkVoucherBody,
  now = new Date(),
): Promise<BulkVoucherAnswer> {
  if (!day.record.dates.includes(body.date))
    throw new ApiError('validation-failed', 'This day does not work on that date');
  requireSetDate(
    body.date,
    body.events.map((event) => event.kind),
    body.recordedAt,
    now,
  );
  if (body.roleId && !day.record.roles.some((role) => role.id === body.roleId))
    throw new ApiError('validation-failed', 'Choose a role of this day', [
      { field: 'roleId', message: 'is not a role of this day' },
    ]);
  const [card, participants] = await Promise.all([cardOf(day.id, now), listParticipantsOfDay(day.id)]);
  const by: VoucherActor = caller.role === 'Admin' ? 'admin' : 'casting';
  const targets = targetsOf(body, participants);
  const eligible = pricesVoucher(body.events.map((event) => event.kind))
    ? await selfDriveEligibility(
        card,
        { day },
        targets.flatMap((target) => ('missing' in target ? [] : [target.performerId])),
      )
    : new Map<string, boolean>();
  const limits = body.events.some((event) => event.kind === 'wrap')
    ? await hourLimitsOn(
        targets.flatMap((target) => ('missing' in target ? [] : [target.performerId])),
        body.date,
      )
    : new Map<string, number | null>();
  const answer: BulkVoucherAnswer = { applied: [], skipped: [] };
  const apply = async (target: Target) => {
    if ('missing' in target)
      return void answer.skipped.push({ performerId: target.missing, reason: 'Not on set on this date' });
    const { performerId } = target;
    const transition = await changeOnSet(
      voucherId(day.id, performerId, body.date),
      () => newVoucher(day.id, performerId, body.date, now),
      body.events,
      {
        context: {
          by,
          now,
          card,
          selfDriveEligible: eligible.get(performerId) ?? false,
          hourLimit: limits.get(performerId) ?? null,
        },
        eventId: body.eventId,
      },
    );
    if (!transition.ok) answer.skipped.push({ performerId, reason: transition.reason });
    else if (transition.changed) answer.applied.push(performerId);
    else answer.skipped.push({ performerId, reason: 'Already recorded' });
  };
  for (let start = 0; start < targets.length; start += AT_ONCE)
    await Promise.all(targets.slice(start, start + AT_ONCE).map(apply));
  logEvent('workday.bulk_events', {
    dayId: day.id,
    events: body.events.map((event) => event.kind).join(','),
    applied: answer.applied.length,
    skipped: answer.skipped.length,
  });
  return answer;
}
