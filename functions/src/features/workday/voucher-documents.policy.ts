/** A voucher's documents are for its performer and Admins; anyone else is told it does not exist. */
import type { VoucherView } from '@scenecall/shared';
import { notFound } from '../../http/api-error';
import { definePolicy } from '../../http/policy';
import { findVoucher } from './vouchers.repository';

export const voucherOfPerformerOrAdmin = definePolicy<VoucherView>(
  'voucher of its performer, or Admin',
  async (caller, { params }) => {
    const voucher = await findVoucher(params.voucherId ?? '');
    if (!voucher || (voucher.performerId !== caller.uid && caller.role !== 'Admin')) throw notFound('Voucher');
    return voucher;
  },
);
