/**
 * The set screen live between devices: a changes request answers the day's vouchers changed after
 * the device's cursor at once, or waits (up to SET_CHANGES_MAX_WAIT_SECONDS) until one changes.
 * Each instance keeps one listener per day, shared by every request waiting on that day, holding
 * the day's vouchers in memory; it stops a while after the last request has gone.
 */
import {
  cursorOf,
  SET_CHANGES_MAX_WAIT_SECONDS,
  type SetChangesQuery,
  type SetChangesView,
  type VoucherView,
} from '@scenecall/shared';
import { ApiError } from '../../http/api-error';
import { logEvent } from '../../http/logger';
import type { DayTarget } from '../projects';
import { listVouchersOfDay, watchVouchersOfDay } from './vouchers.repository';

/** Requests one instance holds waiting at once; more are asked to come back later. */
export const MAX_WAITING_REQUESTS = 1_000;
/** A device asks again within moments of an answer: keep the day's listener that long. */
const KEEP_LISTENER_MS = 10_000;

type Waiter = (changed: VoucherView[]) => void;

interface DayWatch {
  vouchers: Map<string, VoucherView>;
  waiters: Set<Waiter>;
  ready: Promise<void>;
  stop: () => void;
  release?: ReturnType<typeof setTimeout>;
}

const watches = new Map<string, DayWatch>();
let waiting = 0;

function startWatch(dayId: string): DayWatch {
  let markReady = () => {};
  let fail: (error: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    fail = reject;
  });
  ready.catch(() => {});
  const watch: DayWatch = { vouchers: new Map(), waiters: new Set(), ready, stop: () => {} };
  const onChange = (changed: VoucherView[]) => {
    for (const voucher of changed) watch.vouchers.set(voucher.id, voucher);
    markReady();
    for (const wake of watch.waiters) wake(changed);
  };
  const onError = (error: Error) => {
    logEvent('workday.set_listener_failed', { dayId, message: error.message });
    if (watches.get(dayId) === watch) watches.delete(dayId);
    fail(error);
    for (const wake of watch.waiters) wake([]);
  };
  watch.stop = watchVouchersOfDay(dayId, onChange, onError);
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

const changedSince = (vouchers: Iterable<VoucherView>, since: string) =>
  [...vouchers].filter((voucher) => voucher.updatedAt > since);

/** Waits for the next change of the day's vouchers, the bound, or the client going away. */
function nextChange(watch: DayWatch, waitMs: number, gone: AbortSignal): Promise<VoucherView[]> {
  return new Promise((resolve) => {
    const finish: Waiter = (changed) => {
      clearTimeout(timer);
      gone.removeEventListener('abort', onGone);
      watch.waiters.delete(finish);
      waiting -= 1;
      resolve(changed);
    };
    const onGone = () => finish([]);
    const timer = setTimeout(() => finish([]), waitMs);
    gone.addEventListener('abort', onGone);
    watch.waiters.add(finish);
    waiting += 1;
  });
}

export async function readSetChanges(
  { day }: DayTarget,
  { since, wait = SET_CHANGES_MAX_WAIT_SECONDS }: SetChangesQuery,
  gone: AbortSignal,
): Promise<SetChangesView> {
  const watch = watchOf(day.id);
  try {
    await watch.ready;
  } catch {
    const vouchers = changedSince(await listVouchersOfDay(day.id), since);
    return { cursor: cursorOf(vouchers, since), vouchers };
  }
  const already = changedSince(watch.vouchers.values(), since);
  if (already.length > 0 || wait === 0 || gone.aborted) {
    releaseLater(day.id, watch);
    return { cursor: cursorOf(already, since), vouchers: already };
  }
  if (waiting >= MAX_WAITING_REQUESTS) {
    releaseLater(day.id, watch);
    throw new ApiError('rate-limited', 'Too many set screens are waiting for changes: try again in a moment');
  }
  // Every change the listener sees is answered, even one stamped before the cursor: another
  // instance's clock may lag, and a device applies a voucher it has already seen harmlessly.
  const changed = await nextChange(watch, wait * 1000, gone);
  releaseLater(day.id, watch);
  return { cursor: cursorOf(changed, since), vouchers: changed };
}
