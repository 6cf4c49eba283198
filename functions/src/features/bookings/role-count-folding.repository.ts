/**
 * Role count folding: a day's pending role count changes (`role-count-changes.repository.ts`) put on
 * the day document, right after the answer that made them (`foldRoleCountChangesSoon`, one fold per
 * day at a time in an instance) or by the `role-counts` job for what an instance left.
 */
import { db } from '../../lib/firebase';
import { logFailure } from '../../http/logger';
import { dayRef } from './booking-days.repository';
import { changesOfDayInTransaction, foldedInto, MAX_CHANGES_FOLDED } from './role-count-changes.repository';

/**
 * Puts the day's pending role count changes on the day document and deletes them, in one
 * transaction (at most `MAX_CHANGES_FOLDED` at a time: answers the number folded). A day deleted
 * since leaves its changes to be deleted.
 */
export async function foldRoleCountChanges(dayId: string): Promise<number> {
  return db().runTransaction(async (tx) => {
    const [snapshot, pending] = await Promise.all([tx.get(dayRef(dayId)), changesOfDayInTransaction(tx, dayId)]);
    if (pending.refs.length === 0) return 0;
    const day = snapshot.data();
    if (day) {
      tx.update(dayRef(dayId), { roles: foldedInto(day.roles, pending.records), updatedAt: new Date().toISOString() });
    }
    for (const ref of pending.refs) tx.delete(ref);
    return pending.refs.length;
  });
}

/** Days being folded by this instance, and whether more changes came in meanwhile. */
const folding = new Map<string, { again: boolean }>();

/**
 * Folds the day's changes after the answer that made them has been answered: one fold per day at
 * a time in this instance, run again while answers keep coming. What it misses (an instance
 * stopped) the `role-counts` job folds.
 */
export function foldRoleCountChangesSoon(dayId: string): void {
  const running = folding.get(dayId);
  if (running) {
    running.again = true;
    return;
  }
  const state = { again: false };
  folding.set(dayId, state);
  void (async () => {
    try {
      do {
        state.again = false;
        while ((await foldRoleCountChanges(dayId)) >= MAX_CHANGES_FOLDED);
      } while (state.again);
    } catch (error) {
      logFailure('bookings.role_counts_not_folded', error, { dayId });
    } finally {
      folding.delete(dayId);
    }
  })();
}
