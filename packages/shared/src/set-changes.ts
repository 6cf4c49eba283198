/**
 * The answer of the set screen's changes request (schemas/set-changes.ts) and how a screen takes
 * it in: pure, and without zod, so the set screen's first paint on a phone does not wait for it.
 */
import type { SetScreenPerson, SetScreenView, VoucherView } from './schemas/workday';
import { setStateOf } from './voucher-state';

/** Where a device starts when the screen it shows has no voucher yet: every voucher is newer. */
export const SET_CHANGES_START = '1970-01-01T00:00:00.000Z';

/**
 * A booking of the day that changed, as the set screen shows it on the date it shows: booked (a
 * rush call through the booking loop), marked no-show, or off the set (released, cancelled).
 */
export interface SetBookingChange {
  performerId: string;
  roleId: string;
  /** Booked (or worked, or a no-show): on the set screen. False: taken off it. */
  onSet: boolean;
  /** A no-show on the date shown (the whole booking, or that date of it). */
  noShow: boolean;
  /** See `SetScreenPerson.lateFrom`. */
  lateFrom: string;
  updatedAt: string;
}

export interface SetChangesView {
  /** Send it as `since` with the next request. */
  cursor: string;
  vouchers: VoucherView[];
  bookings: SetBookingChange[];
  /** The day's grace now: when it differs from the screen's, the screen reads the day again. */
  lateGraceMinutes: number;
}

/** The latest change a device has seen: its cursor. ISO times of one format compare as text. */
export function cursorOf(changes: readonly { updatedAt: string }[], since = SET_CHANGES_START): string {
  return changes.reduce((latest, change) => (change.updatedAt > latest ? change.updatedAt : latest), since);
}

export const setScreenCursor = (view: SetScreenView) =>
  cursorOf([
    ...view.people.flatMap((person) => person.vouchers),
    ...view.people.map((person) => ({ updatedAt: person.bookingUpdatedAt })),
    { updatedAt: view.bookingsUpdatedAt },
  ]);

function withVoucher(person: SetScreenPerson, voucher: VoucherView, date: string): SetScreenPerson {
  const known = person.vouchers.find((own) => own.id === voucher.id);
  if (known && known.updatedAt > voucher.updatedAt) return person;
  const vouchers = [...person.vouchers.filter((own) => own.id !== voucher.id), voucher];
  vouchers.sort((a, b) => a.date.localeCompare(b.date));
  const moves = voucher.date === date && person.state !== 'no-show' && voucher.in !== null;
  // A check-in decides the state on its own; before one, late or expected stays as the server said.
  const state = moves ? setStateOf(voucher, { noShow: false, lateFrom: new Date(0), now: new Date() }) : person.state;
  return { ...person, state, vouchers };
}

function withBooking(person: SetScreenPerson, change: SetBookingChange | undefined, date: string): SetScreenPerson {
  if (!change || change.updatedAt < person.bookingUpdatedAt) return person;
  const voucher = person.vouchers.find((own) => own.date === date) ?? null;
  const lateFrom = new Date(change.lateFrom);
  const state = setStateOf(voucher, { noShow: change.noShow, lateFrom, now: new Date() });
  return { ...person, roleId: change.roleId, lateFrom: change.lateFrom, bookingUpdatedAt: change.updatedAt, state };
}

/**
 * The screen with the changed bookings and vouchers in place (those taken off the set gone), or
 * undefined when the screen must read the whole day again: someone booked it does not show yet (a
 * rush call: their name and photo come with the read), or the day's grace changed.
 */
export function withSetChanges(view: SetScreenView, changes: SetChangesView): SetScreenView | undefined {
  if (changes.lateGraceMinutes !== view.lateGraceMinutes) return undefined;
  const shown = new Set(view.people.map((person) => person.performerId));
  if (changes.bookings.some((change) => change.onSet && !shown.has(change.performerId))) return undefined;
  const gone = new Set(changes.bookings.filter((change) => !change.onSet).map((change) => change.performerId));
  const latest = new Map<string, SetBookingChange>();
  for (const change of changes.bookings) {
    const known = latest.get(change.performerId);
    if (change.onSet && (!known || known.updatedAt <= change.updatedAt)) latest.set(change.performerId, change);
  }
  const people = view.people
    .filter((person) => !gone.has(person.performerId))
    .map((person) => withBooking(person, latest.get(person.performerId), view.date));
  const vouchers = changes.vouchers.filter((voucher) => !gone.has(voucher.performerId));
  return withVoucherChanges({ ...view, people }, vouchers);
}

/**
 * The screen with the changed vouchers in place, or undefined when one belongs to someone the
 * screen does not show yet (a rush call): then the screen reads the whole day again.
 */
export function withVoucherChanges(view: SetScreenView, vouchers: readonly VoucherView[]): SetScreenView | undefined {
  const shown = new Set(view.people.map((person) => person.performerId));
  if (vouchers.some((voucher) => !shown.has(voucher.performerId))) return undefined;
  const people = view.people.map((person) =>
    vouchers
      .filter((voucher) => voucher.performerId === person.performerId)
      .reduce((current, voucher) => withVoucher(current, voucher, view.date), person),
  );
  return { ...view, people };
}
