import { describe, expect, it } from 'vitest';
import { setChangesQuerySchema } from './schemas/set-changes';
import type { SetScreenPerson, SetScreenView, VoucherView } from './schemas/workday';
import { cursorOf, SET_CHANGES_START, withSetChanges, withVoucherChanges, type SetBookingChange } from './set-changes';
import { newVoucher } from './voucher-state';

const DATE = '2026-11-27';
const voucher = (performerId: string, at: string, changes: Partial<VoucherView> = {}): VoucherView => ({
  id: `day_${performerId}_${DATE}`,
  ...newVoucher('day', performerId, DATE, new Date(at)),
  ...changes,
});
const person = (performerId: string, state: SetScreenPerson['state'], vouchers: VoucherView[] = []) => ({
  performerId,
  name: performerId,
  roleId: 'crowd',
  headshotKey: null,
  state,
  lateFrom: '2026-11-27T12:15:00.000Z',
  bookingUpdatedAt: '2026-11-27T10:00:00.000Z',
  vouchers,
  minorLimit: null,
  firstDay: false,
});
const view = (people: SetScreenPerson[]) => ({ date: DATE, lateGraceMinutes: 15, people }) as unknown as SetScreenView;
const booking = (performerId: string, changes: Partial<SetBookingChange> = {}): SetBookingChange => ({
  performerId,
  roleId: 'crowd',
  onSet: true,
  noShow: false,
  lateFrom: '2026-11-27T12:15:00.000Z',
  updatedAt: '2026-11-27T12:00:00.000Z',
  ...changes,
});
const changes = (bookings: SetBookingChange[], vouchers: VoucherView[] = [], lateGraceMinutes = 15) => ({
  cursor: SET_CHANGES_START,
  vouchers,
  bookings,
  lateGraceMinutes,
});

describe('the set screen’s changes', () => {
  it('moves the cursor to the latest change, never back', () => {
    const older = voucher('a', '2026-11-27T12:00:00.000Z');
    const newer = voucher('b', '2026-11-27T12:00:01.000Z');
    expect(cursorOf([newer, older])).toBe(newer.updatedAt);
    expect(cursorOf([older], newer.updatedAt)).toBe(newer.updatedAt);
    expect(cursorOf([])).toBe(SET_CHANGES_START);
  });

  it('puts a check-in in place and shows its performer checked in, leaving the others as they were', () => {
    const checkedIn = voucher('a', '2026-11-27T12:00:00.000Z', { in: '07:02' });
    const next = withVoucherChanges(view([person('a', 'late'), person('b', 'expected')]), [checkedIn]);
    expect(next?.people.map(({ state, vouchers }) => [state, vouchers.length])).toEqual([
      ['checked-in', 1],
      ['expected', 0],
    ]);
  });

  it('keeps a newer voucher than the change, and asks for a full read for someone not shown', () => {
    const newer = voucher('a', '2026-11-27T12:00:05.000Z', { in: '07:02', status: 'sent', out: '18:00' });
    const stale = voucher('a', '2026-11-27T12:00:00.000Z', { in: '07:02' });
    const screen = view([person('a', 'wrapped', [newer])]);
    expect(withVoucherChanges(screen, [stale])?.people[0]).toMatchObject({ state: 'wrapped', vouchers: [newer] });
    expect(withVoucherChanges(screen, [voucher('rush', '2026-11-27T12:00:00.000Z')])).toBeUndefined();
  });

  it('shows a booking marked no-show as a no-show, and takes one released off the screen', () => {
    const screen = view([person('a', 'late'), person('b', 'expected')]);
    const next = withSetChanges(screen, changes([booking('a', { noShow: true }), booking('b', { onSet: false })]));
    expect(next?.people.map(({ performerId, state }) => [performerId, state])).toEqual([['a', 'no-show']]);
  });

  it('asks for a full read for a rush call or a changed grace, and ignores an older booking change', () => {
    const screen = view([person('a', 'no-show')]);
    expect(withSetChanges(screen, changes([booking('rush')]))).toBeUndefined();
    expect(withSetChanges(screen, changes([], [], 30))).toBeUndefined();
    const older = booking('a', { updatedAt: '2026-11-27T09:00:00.000Z' });
    expect(withSetChanges(screen, changes([older]))?.people[0]?.state).toBe('no-show');
  });

  it('refuses a cursor that is not a time and a wait beyond the bound', () => {
    expect(setChangesQuerySchema.safeParse({ since: 'yesterday' }).success).toBe(false);
    expect(setChangesQuerySchema.safeParse({ since: SET_CHANGES_START, wait: '26' }).success).toBe(false);
    expect(setChangesQuerySchema.parse({ since: SET_CHANGES_START, wait: '3' })).toEqual({
      since: SET_CHANGES_START,
      wait: 3,
    });
  });
});
