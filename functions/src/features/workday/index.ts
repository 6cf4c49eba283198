/**
 * The workday feature's public module: the only file other features import from it (ESLint enforces
 * this; see CONTRIBUTING.md 'Feature boundaries'). A performer's signed vouchers, for the commission
 * they owe on them.
 */
export { signedVouchersBetween, signedVouchersOf, vouchersBetween, vouchersOfPerformer } from './voucher-commissions';
