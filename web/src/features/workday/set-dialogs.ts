/**
 * The set screen's dialogs in one chunk, apart from the screen: they bring MUI's overlays, the
 * voucher's form and the shared schemas, which the screen's first paint on a phone does not need.
 * The screen fetches this chunk once it shows its day, so a dialog opens at once, with no signal too.
 */
export { FinishDayDialog, MealForAllDialog, WrapPastLimitDialog, WrapRoleDialog } from './bulk-dialogs';
export { ScannerDialog } from './scanner-dialog';
export { VoucherDialog } from './voucher-dialog';
