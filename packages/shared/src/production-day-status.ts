/**
 * A production day's status, and what may follow what: Draft -> Availability Check -> Booked ->
 * Wrapped, and Archived from any status (and back to the status it was archived from). Enforced by
 * the server on every change; the casting explorer filters by these values.
 */
export const DAY_STATUSES = ['Draft', 'Availability Check', 'Booked', 'Wrapped', 'Archived'] as const;
export type DayStatus = (typeof DAY_STATUSES)[number];

/** Named changes of a day's status. */
export type DayStatusEvent = 'send-availability-check' | 'book' | 'wrap' | 'archive' | 'restore';

const FORWARD: Record<Exclude<DayStatusEvent, 'archive' | 'restore'>, { from: readonly DayStatus[]; to: DayStatus }> = {
  // Asking more performers later keeps a booked day booked (see nextDayStatus).
  'send-availability-check': { from: ['Draft', 'Availability Check'], to: 'Availability Check' },
  book: { from: ['Availability Check', 'Booked'], to: 'Booked' },
  wrap: { from: ['Booked'], to: 'Wrapped' },
};

export type DayStatusResult = { ok: true; status: DayStatus } | { ok: false; reason: string };

/**
 * The status after `event`, or why the event is refused. `archivedFrom` is the status a day had
 * when it was archived (restoring returns to it).
 */
export function nextDayStatus(
  current: DayStatus,
  event: DayStatusEvent,
  archivedFrom: DayStatus | null = null,
): DayStatusResult {
  if (event === 'archive') {
    return current === 'Archived'
      ? { ok: false, reason: 'This day is already archived' }
      : { ok: true, status: 'Archived' };
  }
  if (event === 'restore') {
    if (current !== 'Archived') return { ok: false, reason: 'Only an archived day can be restored' };
    return { ok: true, status: archivedFrom && archivedFrom !== 'Archived' ? archivedFrom : 'Draft' };
  }
  if (current === 'Archived') return { ok: false, reason: 'This day is archived. Restore it first' };
  if (event === 'send-availability-check' && current === 'Booked') return { ok: true, status: 'Booked' };
  const rule = FORWARD[event];
  if (!rule.from.includes(current)) {
    return { ok: false, reason: `A day in status ${current} cannot go to ${rule.to}` };
  }
  return { ok: true, status: rule.to };
}

/** Days whose details and roles may still be edited (not wrapped or archived). */
export const isDayEditable = (status: DayStatus): boolean => status !== 'Wrapped' && status !== 'Archived';
