/**
 * Demo commissions for the Admin's overview: a few demo performers pay (or try to pay) their
 * commission through the payments service against the Stripe stand-in, and the outcome is applied
 * as Stripe's signal would be: most paid (with invoices, one of them late so it carries the
 * penalty), one pending and one declined. Two record when their pay arrived first (issue 36): one
 * pays 11 days after a late cheque (on time), the other 20 days after its pay (late). Idempotent: the same details make the same commission,
 * and a paid one stays paid.
 */
import { addCalendarDays, agencyToday, computeCommission } from '@scenecall/shared';
import { accountUidForTel } from '../../functions/src/features/accounts/accounts.service';
import { applySignal, createPaymentIntent } from '../../functions/src/features/payments/payments.service';
import { recordPayArrival } from '../../functions/src/features/payments/pay-arrivals.service';
import { commissionRecordOf } from '../../functions/src/features/payments/seeding.test-support';
import { apiErrorCode } from './api-error-code';

interface DemoPayment {
  /** Index of the demo performer (1-416-555-02xx), an activated one. */
  performer: number;
  production: string;
  daysAgo: number[];
  gross: number;
  rate: 10 | 15;
  outcome: 'paid' | 'pending' | 'failed';
  /** The pay for each date arrived this many days ago, as the performer recorded it. */
  payArrivedDaysAgo?: number;
}

const PAYMENTS: DemoPayment[] = [
  { performer: 0, production: 'Maple Street (Season 2)', daysAgo: [9, 8], gross: 412.8, rate: 10, outcome: 'paid' },
  { performer: 1, production: 'Harbour Lights', daysAgo: [6], gross: 206.4, rate: 15, outcome: 'paid' },
  {
    performer: 3,
    production: 'Maple Street (Season 2)',
    daysAgo: [40],
    gross: 275.2,
    rate: 10,
    outcome: 'paid',
    payArrivedDaysAgo: 20,
  },
  { performer: 4, production: 'The Night Shift', daysAgo: [4, 3, 2], gross: 619.2, rate: 10, outcome: 'paid' },
  {
    performer: 6,
    production: 'Harbour Lights',
    daysAgo: [32],
    gross: 180.6,
    rate: 15,
    outcome: 'paid',
    payArrivedDaysAgo: 11,
  },
  { performer: 9, production: 'The Night Shift', daysAgo: [5], gross: 154.8, rate: 10, outcome: 'pending' },
  { performer: 10, production: 'Maple Street (Season 2)', daysAgo: [7], gross: 206.4, rate: 10, outcome: 'failed' },
];

/** Answers how many demo commissions exist after the run. */
export async function seedDemoCommissions(): Promise<number> {
  let count = 0;
  const today = agencyToday();
  for (const payment of PAYMENTS) {
    const uid = await accountUidForTel(`1-416-555-02${String(payment.performer).padStart(2, '0')}`);
    if (!uid) continue;
    if (payment.payArrivedDaysAgo !== undefined) {
      for (const days of payment.daysAgo) {
        const workDate = addCalendarDays(today, -days);
        await recordPayArrival(uid, { workDate, payArrivedOn: addCalendarDays(today, -payment.payArrivedDaysAgo) });
      }
    }
    const body = {
      production: payment.production,
      dates: payment.daysAgo.map((days) => addCalendarDays(today, -days)),
      amount: payment.gross,
      rate: payment.rate,
    };
    const intent = await createPaymentIntent(
      { uid, role: 'Performer' },
      body,
      `demo-${payment.performer}-${payment.daysAgo[0]}`,
    ).catch((error: unknown) => {
      // Seeded before: a paid commission is not paid twice.
      if (apiErrorCode(error) === 'conflict') return undefined;
      throw error;
    });
    if (!intent) {
      count += 1;
      continue;
    }
    const { commissionId } = intent;
    count += 1;
    const record = await commissionRecordOf(commissionId);
    if (!record?.paymentIntentId || record.status !== 'pending' || payment.outcome === 'pending') continue;
    const intentId = record.paymentIntentId;
    const at = Math.floor(Date.now() / 1000);
    const { totalCents } = computeCommission(Math.round(payment.gross * 100), payment.rate);
    await applySignal(
      commissionId,
      payment.outcome === 'paid'
        ? { kind: 'succeeded', intentId, at, amount: totalCents, currency: 'cad' }
        : { kind: 'failed', intentId, at, message: 'Your card was declined.' },
    );
  }
  return count;
}
