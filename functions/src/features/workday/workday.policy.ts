/** Whose vouchers a performer reaches: their own only (another's is not theirs to know of: 404). */
import type { ParticipantRecord, VoucherView } from '@scenecall/shared';
import { notFound } from '../../http/api-error';
import { definePolicy } from '../../http/policy';
import { findParticipant } from '../bookings';
import { findVoucher } from './vouchers.repository';

/** Who has a check-in code: performers booked on the day (a worked day keeps its code for the record). */
const CODE_HOLDERS: readonly ParticipantRecord['status'][] = ['booked', 'worked'];

export const voucherOfCaller = definePolicy<VoucherView>("the performer's own voucher", async (caller, { params }) => {
  const voucher = await findVoucher(params.voucherId ?? '');
  if (!voucher || voucher.performerId !== caller.uid) throw notFound('Voucher');
  return voucher;
});

/** A day the performer is booked on (or has worked): their own participation only, else 404. */
export const bookingOfCaller = definePolicy<ParticipantRecord>(
  "the performer's own booking",
  async (caller, { params }) => {
    const booking = await findParticipant(params.dayId ?? '', caller.uid);
    if (!booking || !CODE_HOLDERS.includes(booking.status)) throw notFound('Booking');
    return booking;
  },
);
