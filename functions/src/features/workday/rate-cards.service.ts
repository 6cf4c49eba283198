/** The agency's default rate card (an Admin's setting) and the card a production day carries. */
import { repriceVoucher, type RateCard, type VoucherActor } from '@scenecall/shared';
import type { Caller } from '../../http/caller';
import { logEvent } from '../../http/logger';
import type { DayTarget } from '../projects';
import { dayRateCard, findDefaultRateCard, saveDayRateCard, saveDefaultRateCard } from './rate-cards.repository';
import { selfDriveEligibility } from './self-drive';
import { changeVoucher, listVouchersOfDay } from './vouchers.repository';

export const readDefaultRateCard = async (): Promise<{ card: RateCard | null }> => ({
  card: (await findDefaultRateCard()) ?? null,
});

/** The default prices the days that take their card from it from now on; days with a card keep theirs. */
export async function changeDefaultRateCard(
  caller: Caller,
  card: RateCard,
  now = new Date(),
): Promise<{ card: RateCard }> {
  await saveDefaultRateCard(card, now);
  logEvent('workday.default_rate_card_changed', { by: caller.uid });
  return { card };
}

export const readDayRateCard = async ({ day }: DayTarget, now = new Date()): Promise<{ card: RateCard | null }> => ({
  card: (await dayRateCard(day.id, now)) ?? null,
});

/**
 * A new card for the day prices what is recorded from now on, and its unsigned wrapped vouchers
 * again (one waiting for a signature as a new revision, which tells the performer); a signed
 * voucher keeps the pay it was signed for (shared `repriceVoucher`).
 */
export async function changeDayRateCard(
  caller: Caller,
  target: DayTarget,
  card: RateCard,
  now = new Date(),
): Promise<{ card: RateCard; repriced: number }> {
  const { day } = target;
  await saveDayRateCard(day.id, card, now);
  const unsigned = (await listVouchersOfDay(day.id)).filter(
    (voucher) => voucher.status === 'sent' || voucher.status === 'disputed',
  );
  const eligible = await selfDriveEligibility(
    card,
    target,
    unsigned.map((voucher) => voucher.performerId),
  );
  const by: VoucherActor = caller.role === 'Admin' ? 'admin' : 'casting';
  let repriced = 0;
  for (const voucher of unsigned) {
    const changed = await changeVoucher(voucher.id, (current) => {
      if (!current) return { result: false };
      const context = { by, now, card, selfDriveEligible: eligible.get(voucher.performerId) ?? false };
      const transition = repriceVoucher(current, context);
      return transition.ok && transition.changed ? { write: transition.record, result: true } : { result: false };
    });
    if (changed) repriced += 1;
  }
  logEvent('workday.day_rate_card_changed', { dayId: day.id, by: caller.uid, repriced });
  return { card, repriced };
}
