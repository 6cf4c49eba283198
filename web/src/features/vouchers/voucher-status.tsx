import { Chip } from '@mui/material';
import { VOUCHER_STATUS_LABELS, type VoucherStatus } from '@scenecall/shared';

const COLORS = { open: 'default', sent: 'primary', disputed: 'error', signed: 'success' } as const;

export function VoucherStatusChip({ status }: { status: VoucherStatus }) {
  return <Chip size="small" color={COLORS[status]} label={VOUCHER_STATUS_LABELS[status]} />;
}
