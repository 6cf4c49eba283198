import { describe, expect, it } from 'vitest';
import {
  commissionDueForDays,
  commissionDueOf,
  DEFAULT_COMMISSION_DUE_SETTINGS,
  expectedPayBy,
  commissionReminderOn,
  lateCommissionPenaltyCents,
  stubGrossDiffers,
} from './commission-due';
import { PENALTY_CENTS } from './constants';

describe('when the commission is due', () => {
  it('is 14 days after the pay arrived, when the performer recorded it', () => {
    expect(commissionDueOf({ workDate: '2026-03-02', payArrivedOn: '2026-03-23' })).toEqual({
      dueOn: '2026-04-06',
      basis: 'pay-arrived',
      from: '2026-03-23',
    });
  });

  it('is the latest expected pay date (shoot + 4 weeks) plus 14 days when no pay date is recorded', () => {
    expect(expectedPayBy('2026-03-02')).toBe('2026-03-30');
    expect(commissionDueOf({ workDate: '2026-03-02' })).toEqual({
      dueOn: '2026-04-13',
      basis: 'expected-pay',
      from: '2026-03-30',
    });
    expect(commissionDueOf({ workDate: '2026-03-02', payArrivedOn: null }).basis).toBe('expected-pay');
  });

  it('follows the settings', () => {
    const settings = { ...DEFAULT_COMMISSION_DUE_SETTINGS, expectedPayWeeks: 2, dueAfterPayDays: 7 };
    expect(commissionDueOf({ workDate: '2026-03-02' }, settings).dueOn).toBe('2026-03-23');
  });

  it('counts a night shoot from its call date, the day it started', () => {
    // Called 22:00 on Friday the 6th, wrapped Saturday morning: the work date is the 6th.
    expect(commissionDueOf({ workDate: '2026-03-06' }).dueOn).toBe('2026-04-17');
  });

  it('counts calendar days across the clock change (Toronto springs forward on 2026-03-08)', () => {
    expect(commissionDueOf({ workDate: '2026-02-20', payArrivedOn: '2026-03-01' }).dueOn).toBe('2026-03-15');
    expect(lateCommissionPenaltyCents([{ workDate: '2026-02-20', payArrivedOn: '2026-03-01' }], '2026-03-15')).toBe(0);
    expect(lateCommissionPenaltyCents([{ workDate: '2026-02-20', payArrivedOn: '2026-03-01' }], '2026-03-16')).toBe(
      PENALTY_CENTS,
    );
  });

  it('takes the earliest due date of the days a payment covers', () => {
    const due = commissionDueForDays([
      { workDate: '2026-03-10', payArrivedOn: '2026-04-01' },
      { workDate: '2026-03-02', payArrivedOn: '2026-03-20' },
    ]);
    expect(due?.dueOn).toBe('2026-04-03');
    expect(commissionDueForDays([])).toBeUndefined();
  });
});

describe('the late-commission penalty', () => {
  it('spares a performer paid late who pays within 14 days of the cheque (paid 3 weeks after the shoot, 10 days later)', () => {
    expect(lateCommissionPenaltyCents([{ workDate: '2026-05-01', payArrivedOn: '2026-05-22' }], '2026-06-01')).toBe(0);
  });

  it('applies once to a performer paid early who pays more than 14 days after the cheque', () => {
    expect(lateCommissionPenaltyCents([{ workDate: '2026-05-01', payArrivedOn: '2026-05-12' }], '2026-06-01')).toBe(
      PENALTY_CENTS,
    );
    expect(
      lateCommissionPenaltyCents(
        [
          { workDate: '2026-05-01', payArrivedOn: '2026-05-12' },
          { workDate: '2026-05-02', payArrivedOn: '2026-05-12' },
        ],
        '2026-06-01',
      ),
    ).toBe(PENALTY_CENTS);
  });

  it('without a pay date, applies only past the shoot + 4 weeks + 14 days', () => {
    expect(lateCommissionPenaltyCents([{ workDate: '2026-05-01' }], '2026-06-12')).toBe(0);
    expect(lateCommissionPenaltyCents([{ workDate: '2026-05-01' }], '2026-06-13')).toBe(PENALTY_CENTS);
  });

  it('never applies on the due date itself, nor to a payment covering no day', () => {
    expect(lateCommissionPenaltyCents([{ workDate: '2026-05-01', payArrivedOn: '2026-05-20' }], '2026-06-03')).toBe(0);
    expect(lateCommissionPenaltyCents([], '2030-01-01')).toBe(0);
  });
});

describe('the reminder date and the stub tolerance', () => {
  it('reminds 4 days before the due date', () => {
    expect(commissionReminderOn('2026-04-06')).toBe('2026-04-02');
  });

  it('flags a stub gross more than 2 % or $5 (whichever is more) from the voucher', () => {
    expect(stubGrossDiffers(22_000, 22_500)).toBe(false);
    expect(stubGrossDiffers(22_000, 22_501)).toBe(true);
    expect(stubGrossDiffers(100_000, 102_000)).toBe(false);
    expect(stubGrossDiffers(100_000, 97_999)).toBe(true);
  });
});
