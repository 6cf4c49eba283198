/**
 * Cases of the voucher PDF for the route × actor matrix (accounts/access-matrix): performer A has a
 * signed voucher; performer B reaches for its PDF (refused), an Admin downloads it (200).
 */
import type { TestUser } from '../../../../tools/testing/users';
import { signVoucherAs, wrappedVoucher } from './vouchers.test-support';

const signed = new Map<string, string>();

async function signedVoucher(owner: TestUser): Promise<void> {
  const voucher = await wrappedVoucher(owner);
  const answer = await signVoucherAs(voucher);
  if (answer.status !== 200) throw new Error(`Could not sign the voucher: ${answer.text}`);
  signed.set(owner.uid, voucher.voucherId);
}

const pdfOf = (owner: TestUser) => ({ path: `/performer/vouchers/${signed.get(owner.uid) ?? 'missing'}/voucher.pdf` });

export const VOUCHER_DOCUMENT_OWNER_CASES = {
  'GET /performer/vouchers/:voucherId/voucher.pdf': {
    expect: 'refused' as const,
    setup: signedVoucher,
    request: pdfOf,
  },
};

export const VOUCHER_DOCUMENT_STAFF_CASES = {
  'GET /performer/vouchers/:voucherId/voucher.pdf': { status: 200, setup: signedVoucher, request: pdfOf },
};
