/**
 * The set screen live between devices: a changes request answers the day's vouchers and bookings
 * changed after the device's cursor at once, or waits (up to SET_CHANGES_MAX_WAIT_SECONDS) until
 * one changes. Each instance keeps two listeners per day (vouchers, participants), shared by every
 * request waiting on that day, holding both in memory; they stop a while after the last request.
 */
import {
  cursorOf,
  datesStillOnSet,
  lateGraceOf,
  SET_CHANGES_MAX_WAIT_SECONDS,
  shownSetDate,
  type ParticipantRecord,
  type SetChangesQuery,
  type SetChangesView,
  type VoucherView,
} from '@scenecall/shared';
import { ApiError } from '../../http/api-error';
import { logEvent } from '../../http/logger';
import { type DayTarget } from '../projects';
import { listParticipantsOfDay, watchParticipantsOfDay } from '../bookings';
import { bookingOnDate } from './set-people';
import { listVouchersOfDay, watchVouchersOfDay } from './vouchers.repository';

/** Requests one instance holds waiting at once; more are asked to come back later. */
export const MAX_WAITING_REQUESTS = 1_000;
/** A device asks again within moments of an answer: keep the day's listener that long. */
const KEEP_LISTENER_MS = 10_000;

/** What changed on a day: its vouchers and its bookings (participants). */
interface DayChanges {
  vouchers: VoucherView[];
  bookings: ParticipantRecord[];
}

type Waiter = (changed: DayChanges) => void;

interface DayWatch {
  vouchers: Map<string, VoucherView>;
  bookings: Map<string, ParticipantRecord>;
  waiters: Set<Waiter>;
  ready: Promise<unknown>;
  stop: () => void;
  release?: ReturnType<typeof setTimeout>;
}

const NO_CHANGE: DayChanges = { vouchers: [], bookings: [] };

/** A promise settled from outside: resolved by the listener's first snapshot, rejected by its failure. */
function firstSnapshot() {
  let settle = { resolve: () => {}, reject: (_error: Error) => {} };
  const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  promise.catch(() => {});
  return { promise, ...settle };
}

const watches = new Map<string, DayWatch>();
let waiting = 0;

function startWatch(dayId: string): DayWatch {
  const vouchersRead = firstSnapshot();
  const bookingsRead = firstSnapshot();
  const ready = Promise.all([vouchersRead.promise, bookingsRead.promise]);
  ready.catch(() => {});
  const watch: DayWatch = { vouchers: new Map(), bookings: new Map(), waiters: new Set(), ready, stop: () => {} };
  const wake = (changed: DayChanges) => {
    for (const waiter of watch.waiters) waiter(changed);
  };
  const onError = (error: Error) => {
    logEvent('workday.set_listener_failed', { dayId, message: error.message });
    if (watches.get(dayId) === watch) watches.delete(dayId);
    vouchersRead.reject(error);
    bookingsRead.reject(error);
    wake(NO_CHANGE);
  };
  const stopVouchers = watchVouchersOfDay(
    dayId,
    (vouchers) => {
      for (const voucher of vouchers) watch.vouchers.set(voucher.id, voucher);
      vouchersRead.resolve();
      wake({ vouchers, bookings: [] });
    },
    onError,
  );
  const stopBookings = watchParticipantsOfDay(
    dayId,
    (bookings) => {
      for (const booking of bookings) watch.bookings.set(booking.performerId, booking);
      bookingsRead.resolve();
      wake({ vouchers: [], bookings });
    },
    onError,
  );
  watch.stop = () => {
    stopVouchers();
    stopBookings();
  };
  watches.set(dayId, watch);
  return watch;
}

function watchOf(dayId: string): DayWatch {
  const watch = watches.get(dayId) ?? startWatch(dayId);
  clearTimeout(watch.release);
  return watch;
}

function releaseLater(dayId: string, watch: DayWatch): void {
  if (watch.waiters.size > 0) return;
  clearTimeout(watch.release);
  watch.release = setTimeout(() => {
    if (watch.waiters.size > 0) return;
    watch.stop();
    if (watches.get(dayId) === watch) watches.delete(dayId);
  }, KEEP_LISTENER_MS);
  watch.release.unref();
}

const after = <T extends { updatedAt: string }>(changes: Iterable<T>, since: string) =>
  [...changes].filter((change) => change.updatedAt > since);

const changedSince = (changes: DayChanges, since: string): DayChanges => ({
  vouchers: after(changes.vouchers, since),
  bookings: after(changes.bookings, since),
});

const isEmpty = (changes: DayChanges) => changes.vouchers.length === 0 && changes.bookings.length === 0;

/**
 * The answer: bookings as the screen shows them on its date (the set read's, from all the day's
 * vouchers `dayVouchers`), with the day's grace as it is now.
 */
function answerOf(
  { day }: DayTarget,
  changes: DayChanges,
  since: string,
  dayVouchers: readonly VoucherView[],
  now = new Date(),
): SetChangesView {
  const date = shownSetDate(day.record.dates, now, datesStillOnSet(dayVouchers));
  const grace = lateGraceOf(day.record);
  return {
    cursor: cursorOf([...changes.vouchers, ...changes.bookings], since),
    vouchers: changes.vouchers,
    bookings: changes.bookings.map((booking) => bookingOnDate(booking, date, grace)),
    lateGraceMinutes: grace,
  };
}

/** Waits for the next change of the day's vouchers or bookings, the bound, or the client going away. */
function nextChange(watch: DayWatch, waitMs: number, gone: AbortSignal): Promise<DayChanges> {
  return new Promise((resolve) => {
    const finish: Waiter = (changed) => {
      clearTimeout(timer);
      gone.removeEventListener('abort', onGone);
      watch.waiters.delete(finish);
      waiting -= 1;
      resolve(changed);
    };
    const onGone = () => finish(NO_CHANGE);
    const timer = setTimeout(() => finish(NO_CHANGE), waitMs);
    gone.addEventListener('abort', onGone);
    watch.waiters.add(finish);
    waiting += 1;
  });
}

export async function readSetChanges(
  target: DayTarget,
  { since, wait = SET_CHANGES_MAX_WAIT_SECONDS }: SetChangesQuery,
  gone: AbortSignal,
): Promise<SetChangesView> {
  const dayId = target.day.id;
  const watch = watchOf(dayId);
  try {
    await watch.ready;
  } catch {
    const [vouchers, bookings] = await Promise.all([listVouchersOfDay(dayId), listParticipantsOfDay(dayId)]);
    return answerOf(target, changedSince({ vouchers, bookings }, since), since, vouchers);
  }
  const already = changedSince(
    { vouchers: [...watch.vouchers.values()], bookings: [...watch.bookings.values()] },
    since,
  );
  if (!isEmpty(already) || wait === 0 || gone.aborted) {
    releaseLater(dayId, watch);
    return answerOf(target, already, since, [...watch.vouchers.values()]);
  }
  if (waiting >= MAX_WAITING_REQUESTS) {
    releaseLater(dayId, watch);
    throw new ApiError('rate-limited', 'Too many set screens are waiting for changes: try again in a moment');
  }
  // Every change the listener sees is answered, even one stamped before the cursor: another
  // instance's clock may lag, and a device applies a change it has already seen harmlessly.
  const changed = await nextChange(watch, wait * 1000, gone);
  releaseLater(dayId, watch);
  return answerOf(target, changed, since, [...watch.vouchers.values()]);
}
