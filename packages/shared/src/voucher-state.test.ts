import { describe, expect, it } from 'vitest';
import { rateCardSchema } from './schemas/rate-card';
import {
  applyQueuedEvents,
  applyVoucherEvent,
  newVoucher,
  repriceVoucher,
  setStateOf,
  type VoucherActor,
  type VoucherEvent,
  type VoucherRecord,
} from './voucher-state';

const card = rateCardSchema.parse({
  name: 'Demo hourly',
  unit: 'hour',
  baseRateCents: 1760,
  guaranteedHours: 8,
  roundingMinutes: 6,
  overtime: [{ afterHours: 8, multiplierPercent: 150 }],
  mealPenalty: null,
  allowances: [{ id: 'wardrobe', label: 'Wardrobe change', amountCents: 1500 }],
});
const now = new Date('2026-06-12T22:00:00Z');

/** Applies the events in order as `by`, failing the test on a refusal. */
function run(record: VoucherRecord, events: VoucherEvent[], by: VoucherActor = 'casting'): VoucherRecord {
  return events.reduce((current, event) => {
    const result = applyVoucherEvent(current, event, { by, now, card });
    if (!result.ok) throw new Error(`${event.kind} refused: ${result.reason}`);
    return result.record;
  }, record);
}

const fresh = () => newVoucher('day-1', 'performer-1', '2026-06-12', now);
const wrapped = () =>
  run(fresh(), [
    { kind: 'check-in', time: '07:00' },
    { kind: 'start-meal', time: '12:00' },
    { kind: 'end-meal', time: '12:30' },
    { kind: 'wrap', time: '18:30' },
  ]);
const signing = (revision: number) =>
  ({ kind: 'sign', fullName: 'Ada Lovelace', agreed: true, revision, client: 'test' }) as const;

describe('a voucher through the day', () => {
  it('check-in, a meal and the wrap send it to the performer with its pay', () => {
    const voucher = wrapped();
    expect(voucher).toMatchObject({ status: 'sent', in: '07:00', out: '18:30', revision: 1 });
    expect(voucher.meals).toEqual([{ start: '12:00', end: '12:30' }]);
    // 11 h worked: 8 h × $17.60 + 3 h × $26.40.
    expect(voucher.pay?.grossCents).toBe(14_080 + 7_920);
  });

  it('the same event sent twice (a set device replaying its queue) changes nothing the second time', () => {
    const checkedIn = run(fresh(), [{ kind: 'check-in', time: '07:00' }]);
    const again = applyVoucherEvent(checkedIn, { kind: 'check-in', time: '07:00' }, { by: 'casting', now, card });
    expect(again).toEqual({ ok: true, changed: false, record: checkedIn });
    const other = applyVoucherEvent(checkedIn, { kind: 'check-in', time: '07:05' }, { by: 'casting', now, card });
    expect(other).toMatchObject({ ok: false, code: 'conflict' });
  });

  it('refuses a wrap before a check-in and while a meal is on', () => {
    expect(applyVoucherEvent(fresh(), { kind: 'wrap', time: '18:00' }, { by: 'casting', now, card })).toMatchObject({
      ok: false,
      reason: 'Check this performer in first',
    });
    const onMeal = run(fresh(), [
      { kind: 'check-in', time: '07:00' },
      { kind: 'start-meal', time: '12:00' },
    ]);
    expect(applyVoucherEvent(onMeal, { kind: 'wrap', time: '18:00' }, { by: 'casting', now, card })).toMatchObject({
      ok: false,
      reason: 'End the meal first',
    });
  });

  it('the performer signs the revision they reviewed; then it is locked for everyone', () => {
    const signed = run(wrapped(), [signing(1)], 'performer');
    expect(signed.status).toBe('signed');
    expect(signed.signature).toMatchObject({ fullName: 'Ada Lovelace', revision: 1, by: 'performer', client: 'test' });
    const edit = { kind: 'edit', in: '07:00', out: '19:00', meals: [], allowances: [], notes: '' } as const;
    expect(applyVoucherEvent(signed, edit, { by: 'admin', now, card })).toMatchObject({
      ok: false,
      reason: 'A signed voucher is locked',
    });
  });

  it('a dispute goes back to staff; their edit is a new revision that must be signed again', () => {
    const disputed = run(
      wrapped(),
      [{ kind: 'dispute', reason: 'I wrapped at 19:00', line: 'out', revision: 1 }],
      'performer',
    );
    expect(disputed).toMatchObject({ status: 'disputed', dispute: { reason: 'I wrapped at 19:00', revision: 1 } });
    const corrected = run(disputed, [
      {
        kind: 'edit',
        in: '07:00',
        out: '19:00',
        meals: [{ start: '12:00', end: '12:30' }],
        allowances: [{ id: 'wardrobe', count: 1 }],
        notes: 'Wrap corrected',
      },
    ]);
    expect(corrected).toMatchObject({ status: 'sent', revision: 2, dispute: null, out: '19:00' });
    expect(corrected.pay?.grossCents).toBe(14_080 + 9_240 + 1_500);
    // Signing what was read before the correction is refused; the new revision signs.
    expect(applyVoucherEvent(corrected, signing(1), { by: 'performer', now, card })).toMatchObject({
      ok: false,
      reason: 'The voucher was changed since you opened it: review it again',
    });
    expect(run(corrected, [signing(2)], 'performer').status).toBe('signed');
  });

  it('only the performer (or guardian) signs or disputes, and only staff record times', () => {
    expect(applyVoucherEvent(wrapped(), signing(1), { by: 'casting', now, card })).toMatchObject({ code: 'forbidden' });
    expect(
      applyVoucherEvent(fresh(), { kind: 'check-in', time: '07:00' }, { by: 'performer', now, card }),
    ).toMatchObject({
      code: 'forbidden',
    });
  });

  it('a signature needs the typed name and the tick', () => {
    const unticked = { ...signing(1), agreed: false };
    expect(applyVoucherEvent(wrapped(), unticked, { by: 'performer', now, card })).toMatchObject({ code: 'invalid' });
    const unnamed = { ...signing(1), fullName: '  ' };
    expect(applyVoucherEvent(wrapped(), unnamed, { by: 'performer', now, card })).toMatchObject({ code: 'invalid' });
  });

  it('on set, staff correct the check-in and meals; the wrap time comes only with the wrap', () => {
    const checkedIn = run(fresh(), [{ kind: 'check-in', time: '07:10' }]);
    const correct = {
      kind: 'edit',
      in: '07:00',
      out: null,
      meals: [],
      allowances: [{ id: 'wardrobe', count: 1 }],
      notes: '',
    } as const;
    expect(run(checkedIn, [correct])).toMatchObject({
      status: 'open',
      in: '07:00',
      allowances: [{ id: 'wardrobe', count: 1 }],
    });
    expect(applyVoucherEvent(checkedIn, { ...correct, out: '18:00' }, { by: 'casting', now, card })).toMatchObject({
      code: 'invalid',
    });
  });

  it('a correction replayed after the wrap is the same revision, not a new one to sign', () => {
    const correct = {
      kind: 'edit',
      in: '07:00',
      out: '19:00',
      meals: [],
      allowances: [],
      notes: 'Late wrap',
    } as const;
    const corrected = run(wrapped(), [correct]);
    expect(corrected.revision).toBe(2);
    expect(applyVoucherEvent(corrected, correct, { by: 'casting', now, card })).toMatchObject({
      ok: true,
      changed: false,
      record: { revision: 2 },
    });
    expect(run(corrected, [{ ...correct, notes: 'Later wrap' }]).revision).toBe(3);
  });

  it('times that cannot describe a day are refused with the reason', () => {
    const edit = {
      kind: 'edit',
      in: '07:00',
      out: '18:00',
      meals: [{ start: '19:00', end: '19:30' }],
      allowances: [],
      notes: '',
    } as const;
    expect(applyVoucherEvent(wrapped(), edit, { by: 'casting', now, card })).toMatchObject({
      ok: false,
      code: 'invalid',
      reason: 'A meal is within the work',
    });
  });
});

describe('a new rate card for the day', () => {
  const dearer = { ...card, baseRateCents: 1720 * 2 };

  it('prices a voucher waiting for a signature again, as a new revision to sign', () => {
    const voucher = wrapped();
    const result = repriceVoucher(voucher, { by: 'casting', now, card: dearer });
    expect(result).toMatchObject({ ok: true, changed: true, record: { status: 'sent', revision: 2 } });
    // 8 h × $34.40 + 3 h × $51.60.
    expect(result.ok && result.record.pay?.grossCents).toBe(27_520 + 15_480);
    expect(repriceVoucher(voucher, { by: 'casting', now, card })).toMatchObject({ changed: false });
  });

  it('never changes a signed voucher, and keeps a dispute with the new pay', () => {
    const signed = run(wrapped(), [signing(1)], 'performer');
    expect(repriceVoucher(signed, { by: 'casting', now, card: dearer })).toMatchObject({ changed: false });
    const disputed = run(wrapped(), [{ kind: 'dispute', reason: 'Late wrap', line: 'out', revision: 1 }], 'performer');
    const result = repriceVoucher(disputed, { by: 'casting', now, card: dearer });
    expect(result).toMatchObject({ changed: true, record: { status: 'disputed', revision: 1 } });
  });

  it('a correction records the fitting and the km driven; self-drive follows the server’s eligibility', () => {
    const drive = { ...card, selfDrive: { beyondKm: 40, centsPerKm: 50, unionStatuses: ['ACTRA Full' as const] } };
    const edit = {
      kind: 'edit',
      in: '07:00',
      out: '15:00',
      meals: [],
      allowances: [],
      fitting: true,
      drivenKm: 50,
      notes: '',
    } as const;
    const result = applyVoucherEvent(wrapped(), edit, { by: 'casting', now, card: drive, selfDriveEligible: true });
    expect(result.ok && result.record).toMatchObject({ fitting: true, drivenKm: 50, revision: 2 });
    // 8 h × $17.60 + the fitting 2 h × $17.60 + 10 km × $0.50.
    expect(result.ok && result.record.pay?.grossCents).toBe(14_080 + 3_520 + 500);
  });
});

describe('the set screen state', () => {
  const lateFrom = new Date('2026-06-12T11:15:00Z');
  it('is expected, then late after the call and grace, until checked in', () => {
    expect(setStateOf(null, { noShow: false, lateFrom, now: new Date('2026-06-12T11:00:00Z') })).toBe('expected');
    expect(setStateOf(null, { noShow: false, lateFrom, now: lateFrom })).toBe('late');
  });

  it('follows check-in, meal and wrap; a no-show is a no-show', () => {
    const at = { noShow: false, lateFrom, now };
    const checkedIn = run(fresh(), [{ kind: 'check-in', time: '07:00' }]);
    expect(setStateOf(checkedIn, at)).toBe('checked-in');
    expect(setStateOf(run(checkedIn, [{ kind: 'start-meal', time: '12:00' }]), at)).toBe('on-meal');
    expect(setStateOf(wrapped(), at)).toBe('wrapped');
    expect(setStateOf(null, { ...at, noShow: true })).toBe('no-show');
  });
});

describe('applyQueuedEvents (a set device replaying its queue)', () => {
  const context = { by: 'casting' as const, now: new Date('2026-12-03T12:00:00Z'), card };
  const fresh = () => newVoucher('day-1', 'perf-1', '2026-12-03', context.now);

  it('applies a change once: the same event id again changes nothing, even after other changes', () => {
    const checkedIn = applyQueuedEvents(fresh(), [{ kind: 'check-in', time: '07:00' }], context, 'evt-check-in-1');
    if (!checkedIn.ok) throw new Error(checkedIn.reason);
    const meal = [
      { kind: 'start-meal', time: '12:00' },
      { kind: 'end-meal', time: '12:30' },
    ] as const;
    const fed = applyQueuedEvents(checkedIn.record, meal, context, 'evt-meal-0001');
    if (!fed.ok) throw new Error(fed.reason);
    expect(fed.record.meals).toEqual([{ start: '12:00', end: '12:30' }]);
    const replayed = applyQueuedEvents(fed.record, meal, context, 'evt-meal-0001');
    expect(replayed).toEqual({ ok: true, changed: false, record: fed.record });
    expect(
      applyQueuedEvents(fed.record, [{ kind: 'check-in', time: '07:00' }], context, 'evt-check-in-1'),
    ).toMatchObject({
      changed: false,
    });
  });

  it('refuses the whole change when one of its events is refused', () => {
    const answer = applyQueuedEvents(fresh(), [{ kind: 'start-meal', time: '12:00' }], context, 'evt-meal-0002');
    expect(answer).toMatchObject({ ok: false, reason: 'Check this performer in first' });
  });
});
