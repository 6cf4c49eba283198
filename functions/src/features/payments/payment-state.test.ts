import { describe, expect, it } from 'vitest';
import { nextPaymentState } from './payment-state';

const INTENT = 'pi_commission_a';
const pending = {
  status: 'pending',
  paymentIntentId: INTENT,
  lastSignalAt: null,
  totalCents: 2260,
  currency: 'cad',
  dates: ['2025-03-10'],
} as const;
const now = new Date('2025-03-20T15:00:00Z');

describe('commission payment state', () => {
  it('moves to paid on a matching success and records no penalty within 14 days', () => {
    const result = nextPaymentState(
      pending,
      { kind: 'succeeded', intentId: INTENT, at: 10, amount: 2260, currency: 'CAD' },
      now,
      '2025-03-20',
    );
    expect(result).toEqual({
      change: 'apply',
      update: { status: 'paid', lastSignalAt: 10, paidAt: now.toISOString(), penaltyCents: 0, failureMessage: null },
    });
  });

  it('records the $25 penalty only when paid more than 14 days after the recorded pay arrived', () => {
    const success = { kind: 'succeeded', intentId: INTENT, at: 10, amount: 2260, currency: 'cad' } as const;
    const penaltyOn = (
      record: typeof pending & { workedDays?: { workDate: string; payArrivedOn?: string }[] },
      paidOn: string,
    ) => {
      const result = nextPaymentState(record, success, now, paidOn);
      return result.change === 'apply' ? result.update.penaltyCents : undefined;
    };
    const paidLate = { ...pending, workedDays: [{ workDate: '2025-03-10', payArrivedOn: '2025-03-31' }] };
    expect(penaltyOn(paidLate, '2025-04-10')).toBe(0);
    expect(penaltyOn(paidLate, '2025-04-14')).toBe(0);
    expect(penaltyOn(paidLate, '2025-04-15')).toBe(2500);
    // An older record without worked days: its dates count, from the latest expected pay (4 weeks) + 14 days.
    expect(penaltyOn(pending, '2025-04-21')).toBe(0);
    expect(penaltyOn(pending, '2025-04-22')).toBe(2500);
  });

  it('moves a payment released as abandoned no more: a stale success never pays it', () => {
    const released = { ...pending, status: 'failed' as const, lastSignalAt: 10, releasedAt: now.toISOString() };
    const success = { kind: 'succeeded', intentId: INTENT, at: 30, amount: 2260, currency: 'cad' } as const;
    expect(nextPaymentState(released, success, now, '2025-03-20')).toEqual({ change: 'none', reason: 'released' });
    const failure = { kind: 'failed', intentId: INTENT, at: 40, message: 'The payment was canceled' } as const;
    expect(nextPaymentState(released, failure, now, '2025-03-20')).toEqual({ change: 'none', reason: 'released' });
  });

  it('never undoes paid', () => {
    const paid = { ...pending, status: 'paid' as const, lastSignalAt: 10 };
    expect(
      nextPaymentState(paid, { kind: 'failed', intentId: INTENT, at: 20, message: 'x' }, now, '2025-03-20'),
    ).toEqual({
      change: 'none',
      reason: 'already-paid',
    });
    expect(
      nextPaymentState(
        paid,
        { kind: 'succeeded', intentId: INTENT, at: 30, amount: 2260, currency: 'cad' },
        now,
        '2025-03-20',
      ).change,
    ).toBe('none');
  });

  it('refuses a success for another amount or currency', () => {
    expect(
      nextPaymentState(
        pending,
        { kind: 'succeeded', intentId: INTENT, at: 1, amount: 100, currency: 'cad' },
        now,
        '2025-03-20',
      ),
    ).toEqual({
      change: 'none',
      reason: 'amount-mismatch',
    });
    expect(
      nextPaymentState(
        pending,
        { kind: 'succeeded', intentId: INTENT, at: 1, amount: 2260, currency: 'usd' },
        now,
        '2025-03-20',
      ).change,
    ).toBe('none');
  });

  it('ignores a failure or processing signal older than the last one applied, but a success always wins', () => {
    const failed = { ...pending, status: 'failed' as const, lastSignalAt: 50 };
    expect(nextPaymentState(failed, { kind: 'processing', intentId: INTENT, at: 40 }, now, '2025-03-20')).toEqual({
      change: 'none',
      reason: 'stale',
    });
    expect(nextPaymentState(failed, { kind: 'processing', intentId: INTENT, at: 60 }, now, '2025-03-20')).toMatchObject(
      {
        change: 'apply',
        update: { status: 'pending' },
      },
    );
    expect(
      nextPaymentState(
        failed,
        { kind: 'succeeded', intentId: INTENT, at: 40, amount: 2260, currency: 'cad' },
        now,
        '2025-03-20',
      ),
    ).toMatchObject({
      change: 'apply',
      update: { status: 'paid', lastSignalAt: 50 },
    });
  });

  it('ignores any signal about another PaymentIntent than the one stored on the commission', () => {
    const success = {
      kind: 'succeeded',
      intentId: 'pi_of_someone_else',
      at: 10,
      amount: 2260,
      currency: 'cad',
    } as const;
    expect(nextPaymentState(pending, success, now, '2025-03-20')).toEqual({
      change: 'none',
      reason: 'intent-mismatch',
    });
    const noIntentYet = { ...pending, paymentIntentId: null };
    expect(nextPaymentState(noIntentYet, { ...success, intentId: INTENT }, now, '2025-03-20')).toEqual({
      change: 'none',
      reason: 'intent-mismatch',
    });
  });
});
