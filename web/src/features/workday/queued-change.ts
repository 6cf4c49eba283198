/**
 * A change made on the set screen and kept on the device until the server has it: check-ins (by
 * name or code), meals and wraps, one performer's or a bulk action's. Each carries an event id made
 * once here, so sending it again (a lost answer, a queue replayed after a reload) is recorded once.
 * Pure: the queue's store (set-queue.ts) persists and sends them.
 */
import type { SetScreenPerson, SetState } from '@scenecall/shared';

export type OnSetKind = 'check-in' | 'start-meal' | 'end-meal' | 'wrap';

export interface QueuedChange {
  id: string;
  dayId: string;
  /** POSTed to `/api{path}` with `body` (which carries `eventId: id`). */
  path: string;
  body: Record<string, unknown>;
  /** Who it changes and how, so the screen shows it before the server has it. */
  performerIds: string[];
  kinds: OnSetKind[];
  /** What it is, in words, for the unsent list and the announcements. */
  label: string;
}

const STATE_AFTER: Record<OnSetKind, SetState> = {
  'check-in': 'checked-in',
  'start-meal': 'on-meal',
  'end-meal': 'checked-in',
  wrap: 'wrapped',
};

/** Not checked in yet: late from `lateFrom` on, by the device's clock (no need to ask the server). */
const waitingState = (person: Pick<SetScreenPerson, 'state' | 'lateFrom'>, now: number): SetState =>
  person.state === 'expected' || person.state === 'late'
    ? now >= Date.parse(person.lateFrom)
      ? 'late'
      : 'expected'
    : person.state;

/**
 * A performer's state as the screen shows it at `now`: the server's (late or expected by the
 * clock), then the changes the server has but the screen's read does not show yet (`sent`), then
 * the device's unsent changes, in order.
 */
export function shownState(
  person: Pick<SetScreenPerson, 'performerId' | 'state' | 'lateFrom'>,
  queue: readonly QueuedChange[],
  now: number,
  sent: readonly QueuedChange[] = [],
) {
  const concerns = (change: QueuedChange) => change.performerIds.includes(person.performerId);
  const unsent = queue.filter(concerns);
  const last = [...sent.filter(concerns), ...unsent].at(-1)?.kinds.at(-1);
  return { state: last ? STATE_AFTER[last] : waitingState(person, now), unsent: unsent.length };
}

/** What the server says about a refused change: a 4xx but a lost session or a busy server is final. */
export const isRefusal = (status: number) => status >= 400 && status < 500 && ![401, 408, 429].includes(status);

/** The performer a check-in code names (`sc1.{dayId}.{performerId}.{date}.{mac}`): the server checks the rest. */
export function claimOfCode(code: string): { dayId: string; performerId: string; date: string } | undefined {
  const [version, dayId, performerId, date] = code.trim().split('.');
  if (version !== 'sc1' || !dayId || !performerId || !date || !/^\d{8}$/.test(date)) return undefined;
  return { dayId, performerId, date: `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6)}` };
}

export function newEventId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
