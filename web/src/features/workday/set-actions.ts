/**
 * The set screen's changes as queued changes: what each sends and whom it changes. Each carries
 * when it was recorded: the server judges its date by that time when the queue sends it later.
 */
import type { SetScreenPerson } from '@scenecall/shared';
import { dayApiPath } from './api';
import { claimOfCode, newEventId, type OnSetKind, type QueuedChange } from './queued-change';

export interface SetDay {
  projectId: string;
  dayId: string;
  date: string;
}

const VERB: Record<OnSetKind, string> = {
  'check-in': 'Check in',
  'start-meal': 'Meal starts for',
  'end-meal': 'Meal ends for',
  wrap: 'Wrap',
};

/** One performer's check-in (by name), meal start or end, or wrap at `time`. */
export function personChange(
  day: SetDay,
  person: SetScreenPerson,
  kind: OnSetKind,
  time: string,
  /** A minor's wrap past their limit: the crew's reason. */
  overLimitReason?: string,
): QueuedChange {
  const id = newEventId();
  const event = kind === 'wrap' && overLimitReason ? { kind, time, overLimitReason } : { kind, time };
  return {
    id,
    dayId: day.dayId,
    path: `${dayApiPath(day.projectId, day.dayId)}/vouchers/${person.performerId}/events`,
    body: { date: day.date, eventId: id, recordedAt: new Date().toISOString(), event },
    performerIds: [person.performerId],
    kinds: [kind],
    label: `${VERB[kind]} ${person.name}`,
  };
}

/** A scanned check-in code: the server verifies it; the screen shows the performer it names meanwhile. */
export function scanChange(day: SetDay, code: string, time: string, name: string | undefined): QueuedChange {
  const id = newEventId();
  const claim = claimOfCode(code);
  return {
    id,
    dayId: day.dayId,
    path: `${dayApiPath(day.projectId, day.dayId)}/check-ins`,
    body: { code, date: day.date, time, eventId: id, recordedAt: new Date().toISOString() },
    performerIds: claim ? [claim.performerId] : [],
    kinds: ['check-in'],
    label: `Check in ${name ?? 'by code'}`,
  };
}

/** The same events for the performers shown (named, so the screen shows exactly whom it changes). */
export function bulkChange(
  day: SetDay,
  people: readonly SetScreenPerson[],
  events: { kind: OnSetKind; time: string }[],
  label: string,
): QueuedChange {
  const id = newEventId();
  const performerIds = people.map((person) => person.performerId);
  return {
    id,
    dayId: day.dayId,
    path: `${dayApiPath(day.projectId, day.dayId)}/vouchers/bulk`,
    body: { date: day.date, performerIds, events, eventId: id, recordedAt: new Date().toISOString() },
    performerIds,
    kinds: events.map((event) => event.kind),
    label,
  };
}
