import { DEFAULT_COMMISSION_RATE_TABLE } from '@scenecall/shared';
import { describe, expect, it } from 'vitest';
import {
  emptyForm,
  fromVoucher,
  fromWorkedDay,
  summaryOf,
  dueDatesOf,
  toPaymentBody,
  validatePaymentForm,
  withoutBooking,
} from './payment-form-state';

const valid = {
  production: 'Night Shift',
  dates: ['2025-01-03', '2025-01-02'],
  amount: '123.45',
  rateOptionId: 'actra-apprentice' as const,
  dayIds: [] as string[],
  voucherIds: [] as string[],
};

describe('commission form rules', () => {
  it('flags every empty field of a fresh form', () => {
    expect(Object.keys(validatePaymentForm(emptyForm('non-union')))).toEqual(['production', 'dates', 'amount']);
  });

  it('accepts a complete form and sends a sorted body with the rate percent', () => {
    expect(validatePaymentForm(valid)).toEqual({});
    expect(toPaymentBody(valid)).toEqual({
      production: 'Night Shift',
      dates: ['2025-01-02', '2025-01-03'],
      amount: 123.45,
      rate: 15,
    });
  });

  it('refuses zero, non-numbers, fractions of a cent and totals under $0.50', () => {
    for (const amount of ['0', 'abc', '-4', '10.005', '1']) {
      expect(validatePaymentForm({ ...valid, amount }).amount, amount).toBeDefined();
    }
  });

  it('summarises with the shared money rules; a non-numeric amount counts as 0', () => {
    expect(summaryOf(valid)).toMatchObject({ commissionCents: 1852, hstCents: 241, totalCents: 2093 });
    expect(summaryOf({ ...valid, amount: 'x' }).totalCents).toBe(0);
  });

  it('fills the production and dates from a worked day and sends the day with the payment', () => {
    const day = {
      dayId: 'day-1',
      production: 'Maple Street',
      title: 'Diner',
      dates: ['2025-01-05'],
      commissionPaid: false,
    };
    const filled = fromWorkedDay({ ...valid, production: '', dates: [] }, day);
    expect(filled).toMatchObject({ production: 'Maple Street', dates: ['2025-01-05'], dayIds: ['day-1'] });
    expect(toPaymentBody(filled).dayIds).toEqual(['day-1']);
  });

  it("fills a worked day's gross from its confirmed pay stubs, and keeps the typed one when a date has none", () => {
    const day = {
      dayId: 'day-2',
      production: 'Harbour',
      title: 'Ferry',
      dates: ['2025-01-05', '2025-01-06'],
      commissionPaid: false,
    };
    const stubs = new Map([
      ['2025-01-05', 31_240],
      ['2025-01-06', 10_000],
    ]);
    expect(fromWorkedDay({ ...valid, amount: '' }, day, null, stubs).amount).toBe('412.40');
    expect(fromWorkedDay({ ...valid, amount: '99' }, day, null, new Map([['2025-01-05', 31_240]])).amount).toBe('99');
  });

  it('fills the gross from a signed voucher and names the voucher, so the server prices it', () => {
    const offer = {
      voucherId: 'day-1_me_2025-01-05',
      dayId: 'day-1',
      production: 'Maple Street',
      dayName: 'Maple Street: Diner',
      date: '2025-01-05',
      grossCents: 22_050,
      rate: { percent: 10, classId: 'non-union' as const, reason: 'Non-Union: 10 %', basis: 'Non-Union' },
    };
    const filled = fromVoucher({ ...valid, production: '', dates: [], amount: '' }, offer);
    expect(filled).toMatchObject({ production: 'Maple Street', dates: ['2025-01-05'], amount: '220.50' });
    expect(toPaymentBody(filled)).toMatchObject({ amount: 220.5, dayIds: ['day-1'], voucherIds: [offer.voucherId] });
  });

  it('takes the rate from the booking of a platform day, whatever the class chosen, until the form is cleared', () => {
    const day = {
      dayId: 'day-2',
      production: 'Maple Street',
      title: 'Diner',
      dates: ['2025-01-05'],
      commissionPaid: false,
    };
    const sse = { percent: 15, classId: 'actor-sse-upgrade' as const, reason: 'SSE role: 15 %', basis: 'SSE role' };
    const filled = fromWorkedDay({ ...valid, rateOptionId: 'non-union' }, day, sse);
    expect(toPaymentBody(filled).rate).toBe(15);
    expect(summaryOf(filled).commissionCents).toBe(1852);
    const cleared = withoutBooking(filled, true);
    expect(toPaymentBody(cleared)).toMatchObject({ rate: 10, amount: 123.45 });
    expect(toPaymentBody(cleared).dayIds).toBeUndefined();
  });

  it('offers the percents of the table as the Admin set it for other work', () => {
    const rateTable = { percents: { ...DEFAULT_COMMISSION_RATE_TABLE.percents, 'actra-full': 12 } };
    expect(
      toPaymentBody({ ...emptyForm('actra-full', rateTable), ...valid, rateOptionId: 'actra-full', rateTable }).rate,
    ).toBe(12);
  });
});

describe('the due dates the form shows', () => {
  it('counts 14 days from a recorded pay date, else from the shoot + 4 weeks', () => {
    const payDates = new Map([['2026-03-02', '2026-03-23']]);
    expect(dueDatesOf(['2026-03-09', '2026-03-02'], payDates)).toEqual([
      { workDate: '2026-03-02', dueOn: '2026-04-06', basis: 'pay-arrived', from: '2026-03-23' },
      { workDate: '2026-03-09', dueOn: '2026-04-20', basis: 'expected-pay', from: '2026-04-06' },
    ]);
  });
});
