/**
 * The signed voucher's PDF, for its performer and Admins, and a performer's vouchers on the
 * Admin's user page. An Admin's download of a voucher's PDF is written to the audit trail; the
 * list on the user page is not, like the rest of what that page shows (only revealing the SIN is),
 * so the trail keeps what an Admin chose to open rather than every visit.
 */
import { fullName, type PerformerVoucherView, type VoucherView } from '@scenecall/shared';
import { ApiError } from '../../http/api-error';
import type { Caller } from '../../http/caller';
import { recordAudit } from '../audit';
import { findUser } from '../users';
import { describeVouchers, readVouchersOf } from './performer-vouchers.service';
import { renderVoucherPdf, voucherFileName } from './voucher-pdf';

export const NOT_SIGNED_YET = 'The voucher PDF is ready once the voucher is signed';

async function auditStaffRead(caller: Caller, performerId: string, detail: string): Promise<void> {
  if (caller.uid !== performerId) await recordAudit(caller, performerId, 'vouchers.viewed', { detail });
}

/** Whose voucher it is: the profile's full name, else (an account without one yet) the name signed. */
async function performerNameOf(voucher: VoucherView): Promise<string> {
  const name = fullName((await findUser(voucher.performerId))?.profile);
  return name || voucher.signature?.fullName || 'Not named';
}

export async function voucherPdf(caller: Caller, voucher: VoucherView): Promise<{ fileName: string; bytes: Buffer }> {
  if (voucher.status !== 'signed') throw new ApiError('conflict', NOT_SIGNED_YET);
  const [[view], performer] = await Promise.all([
    describeVouchers(voucher.performerId, [voucher]),
    performerNameOf(voucher),
  ]);
  if (!view) throw new ApiError('not-found', 'The production day of this voucher no longer exists');
  await auditStaffRead(caller, voucher.performerId, 'Voucher PDF');
  return { fileName: voucherFileName(view), bytes: await renderVoucherPdf(view, performer) };
}

export async function vouchersForAdmin(performerId: string): Promise<PerformerVoucherView[]> {
  return readVouchersOf(performerId);
}
