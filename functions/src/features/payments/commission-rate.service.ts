/**
 * The commission rate comes from the booking (issue 36): for days worked through the platform the
 * rate is resolved from the day's project, the performer's role on it and their union status with
 * the agreement's table (an Admin setting); the body's rate must be that one. For work outside the
 * platform the performer chooses a class of the table.
 */
import {
  commissionRateChoices,
  commissionRateFor,
  singleRateOf,
  type CommissionHistoryAnswer,
  type CommissionRateResolution,
  type CommissionRateTable,
  type CreatePaymentIntentBody,
  type VoucherCommissionOffer,
} from '@scenecall/shared';
import { ApiError } from '../../http/api-error';
import type { Caller } from '../../http/caller';
import { logEvent } from '../../http/logger';
import { bookedRoleTermsOf } from '../bookings';
import { findUser } from '../users';
import { readRateTable, saveRateTable } from './commission-rates.repository';

export const readCommissionRates = (): Promise<CommissionRateTable> => readRateTable();

export async function changeCommissionRates(caller: Caller, table: CommissionRateTable): Promise<CommissionRateTable> {
  await saveRateTable(table, caller.uid, new Date());
  logEvent('payments.commission_rates_changed', { by: caller.uid, ...table.percents });
  return table;
}

/**
 * The rate each day gives the performer, by day id: the named days, or without them every day they
 * are booked on or worked whose commission is unpaid. A day gone since counts by the union status.
 */
export async function bookedDayRates(
  performerId: string,
  unionStatus: unknown,
  table: CommissionRateTable,
  dayIds?: readonly string[],
): Promise<Record<string, CommissionRateResolution>> {
  const terms = await bookedRoleTermsOf(performerId, dayIds);
  const rates: Record<string, CommissionRateResolution> = {};
  for (const dayId of dayIds ?? [...terms.keys()]) {
    const booked = terms.get(dayId);
    rates[dayId] = commissionRateFor({ table, project: booked?.project, role: booked?.role, unionStatus });
  }
  return rates;
}

function refuseRate(message: string): never {
  throw new ApiError('validation-failed', message, [{ field: 'rate', message }]);
}

/**
 * Refuses a body whose rate is not the one its days give (`dayIds`: the days it covers, from its
 * vouchers or its body), or, for work outside the platform, not a class of the table. Several days
 * with different rates are refused: they are paid separately, each at its own rate. Answers the
 * days' rate (what it comes from goes on the invoice), or nothing for work outside the platform.
 */
export async function requireCommissionRate(
  performerId: string,
  body: CreatePaymentIntentBody,
  dayIds: readonly string[],
): Promise<CommissionRateResolution | undefined> {
  const table = await readRateTable();
  if (dayIds.length === 0) {
    const percents = [...new Set(commissionRateChoices(table).map((choice) => choice.percent))].sort((a, b) => a - b);
    if (!percents.includes(body.rate)) refuseRate(`Rate must be one of ${percents.join(', ')} percent`);
    return undefined;
  }
  const unionStatus = (await findUser(performerId))?.profile?.unionStatus;
  const rates = Object.values(await bookedDayRates(performerId, unionStatus, table, [...new Set(dayIds)]));
  const rate = singleRateOf(rates);
  if (!rate) {
    const reasons = [...new Set(rates.map((each) => each.reason))].join('; ');
    refuseRate(`These days have different commission rates (${reasons}): pay each day separately`);
  }
  if (rate.percent !== body.rate) {
    refuseRate(`The commission rate of this work is ${rate.percent} % (${rate.reason}), from your booking`);
  }
  return rate;
}

/**
 * What the commission form needs of the rates: the table (the choices for other work), the rate of
 * each unpaid booked day, and each offered voucher with the rate of its day.
 */
export async function withBookedRates(
  performerId: string,
  unionStatus: unknown,
  offers: readonly Omit<VoucherCommissionOffer, 'rate'>[],
): Promise<Pick<CommissionHistoryAnswer, 'rateTable' | 'dayRates' | 'vouchers'>> {
  const rateTable = await readRateTable();
  const dayRates = await bookedDayRates(performerId, unionStatus, rateTable);
  const missing = [...new Set(offers.map((offer) => offer.dayId))].filter((dayId) => !Object.hasOwn(dayRates, dayId));
  if (missing.length > 0) Object.assign(dayRates, await bookedDayRates(performerId, unionStatus, rateTable, missing));
  const vouchers = offers.map((offer) => ({
    ...offer,
    rate: dayRates[offer.dayId] ?? commissionRateFor({ table: rateTable, unionStatus }),
  }));
  return { rateTable, dayRates, vouchers };
}
