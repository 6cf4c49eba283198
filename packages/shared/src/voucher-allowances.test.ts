import { describe, expect, it } from 'vitest';
import { rateCardSchema } from './schemas/rate-card';
import { voucherEventBodySchema } from './schemas/workday';
import { allowancesFromIds, withAllowanceCount } from './voucher-allowances';
import { applyVoucherEvent, newVoucher, voucherRecordOf, type StoredVoucherRecord } from './voucher-state';

const card = rateCardSchema.parse({
  name: 'Demo hourly',
  unit: 'hour',
  baseRateCents: 1760,
  guaranteedHours: 8,
  roundingMinutes: 6,
  overtime: [],
  mealPenalty: null,
  allowances: [
    { id: 'props', label: 'Own props', amountCents: 500 },
    { id: 'car', label: 'Own car', amountCents: 2000 },
  ],
});
const now = new Date('2026-06-12T22:00:00Z');
const EIGHT_HOURS = 14_080;

describe('a voucher’s allowances, each with how many', () => {
  it('the dialog’s count goes to the pay: two own props pay $10, not $5', () => {
    const wrapped = { ...newVoucher('day-1', 'p-1', '2026-06-12', now), status: 'sent' as const, revision: 1 };
    const edit = {
      kind: 'edit',
      in: '07:00',
      out: '15:00',
      meals: [],
      allowances: withAllowanceCount(withAllowanceCount([], 'props', 2), 'car', 1),
      notes: '',
    } as const;
    const result = applyVoucherEvent(wrapped, edit, { by: 'casting', now, card });
    expect(result.ok && result.record.allowances).toEqual([
      { id: 'props', count: 2 },
      { id: 'car', count: 1 },
    ]);
    expect(result.ok && result.record.pay?.grossCents).toBe(EIGHT_HOURS + 2 * 500 + 2000);
  });

  it('setting a count keeps its place, holds it to 0–10, and 0 removes it', () => {
    const two = [
      { id: 'props', count: 2 },
      { id: 'car', count: 1 },
    ];
    expect(withAllowanceCount(two, 'props', 3)).toEqual([
      { id: 'props', count: 3 },
      { id: 'car', count: 1 },
    ]);
    expect(withAllowanceCount(two, 'props', 0)).toEqual([{ id: 'car', count: 1 }]);
    expect(withAllowanceCount(two, 'car', 25)).toEqual([
      { id: 'props', count: 2 },
      { id: 'car', count: 10 },
    ]);
    expect(withAllowanceCount(two, 'car', Number.NaN)).toEqual([{ id: 'props', count: 2 }]);
  });

  it('the body takes counts 1–10, each allowance once; ids from before counts (an old tab) are read as counts', () => {
    const body = (allowances: unknown) => ({
      date: '2026-06-12',
      event: { kind: 'edit', in: '07:00', out: null, meals: [], allowances, notes: '' },
    });
    expect(voucherEventBodySchema.safeParse(body([{ id: 'props', count: 2 }])).success).toBe(true);
    for (const bad of [[{ id: 'props', count: 0 }], [{ id: 'props', count: 11 }], [{ id: 'props', count: 1.5 }]]) {
      expect(voucherEventBodySchema.safeParse(body(bad)).error?.issues[0]?.message).toBe('How many: 1 to 10');
    }
    const twice = voucherEventBodySchema.safeParse(
      body([
        { id: 'props', count: 1 },
        { id: 'props', count: 1 },
      ]),
    );
    expect(twice.error?.issues[0]?.message).toBe('Listed once, with how many');

    const { allowances: _none, ...before } = body([]).event;
    const old = voucherEventBodySchema.parse({
      date: '2026-06-12',
      event: { ...before, allowanceIds: ['props', 'car', 'props'] },
    });
    expect(old.event).toMatchObject({
      allowances: [
        { id: 'props', count: 2 },
        { id: 'car', count: 1 },
      ],
    });
    expect(old.event).not.toHaveProperty('allowanceIds');
  });

  it('a voucher stored before counts reads with counts, and a signed one keeps exactly the pay it was signed for', () => {
    // Signed when two props were listed and paid once: $140.80 + $5.
    const { allowances: _counts, ...fresh } = newVoucher('day-1', 'p-1', '2026-06-12', now);
    const stored: StoredVoucherRecord = {
      ...fresh,
      status: 'signed',
      in: '07:00',
      out: '15:00',
      revision: 1,
      allowanceIds: ['props', 'props'],
      pay: {
        workedMinutes: 480,
        paidMinutes: 480,
        minimumApplied: false,
        lines: [
          { kind: 'straight', minutes: 480, cents: EIGHT_HOURS },
          { kind: 'allowance', id: 'props', label: 'Own props', cents: 500 },
        ],
        grossCents: EIGHT_HOURS + 500,
      },
      signature: { fullName: 'Grace Hopper', revision: 1, at: now.toISOString(), by: 'performer', client: 'test' },
    };
    const record = voucherRecordOf(stored);
    expect(record.allowances).toEqual([{ id: 'props', count: 2 }]);
    expect(record).not.toHaveProperty('allowanceIds');
    expect(record.pay?.grossCents).toBe(EIGHT_HOURS + 500);
    expect(record.pay?.lines[1]).toEqual({ kind: 'allowance', id: 'props', label: 'Own props', count: 1, cents: 500 });
    expect(record.pay?.lines.reduce((sum, line) => sum + line.cents, 0)).toBe(record.pay?.grossCents);
    expect(voucherRecordOf({ ...stored, allowanceIds: undefined }).allowances).toEqual([]);
    expect(allowancesFromIds([])).toEqual([]);
  });
});
