/**
 * A performer's vouchers as their pages and the Admin's user page show them: with the agency and
 * the day's name, whether the day's commission is paid, those waiting for a signature first.
 */
import { productionDayName, type PerformerVoucherView, type VoucherStatus, type VoucherView } from '@scenecall/shared';
import { config } from '../../config';
import { findDays } from '../projects';
import { listParticipationsOf } from '../bookings';
import { listVouchersOfPerformer } from './vouchers.repository';

/** Waiting for the performer first, then disputed, signed, and those still on set. */
const ORDER: Record<VoucherStatus, number> = { sent: 0, disputed: 1, signed: 2, open: 3 };

export async function describeVouchers(performerId: string, vouchers: VoucherView[]): Promise<PerformerVoucherView[]> {
  const [days, participations] = await Promise.all([
    findDays(vouchers.map((voucher) => voucher.dayId)),
    listParticipationsOf(performerId),
  ]);
  const paidDays = new Set(participations.filter((record) => record.commissionPaid).map((record) => record.dayId));
  const agency = config().agency.name;
  return vouchers.flatMap((voucher) => {
    const day = days.get(voucher.dayId);
    if (!day) return [];
    return [
      {
        ...voucher,
        agency,
        production: day.production,
        dayName: productionDayName(day),
        commissionPaid: paidDays.has(voucher.dayId),
      },
    ];
  });
}

/** Every voucher of the performer, to sign first, then newest first. */
export async function readVouchersOf(performerId: string): Promise<PerformerVoucherView[]> {
  const views = await describeVouchers(performerId, await listVouchersOfPerformer(performerId));
  return views.sort((a, b) => ORDER[a.status] - ORDER[b.status] || b.date.localeCompare(a.date));
}
