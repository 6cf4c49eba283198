import { Button, TableCell, TableRow, Typography } from '@mui/material';
import { formatCad, formatDateForPeople, VOUCHER_STATUS_LABELS, type PerformerVoucherView } from '@scenecall/shared';
import { useState } from 'react';
import { downloadVoucherPdf, useUserVouchers } from '../api/users-api';
import { Section } from './user-records';

function VoucherPdfButton({ voucher }: { voucher: PerformerVoucherView }) {
  const [failed, setFailed] = useState(false);
  if (voucher.status !== 'signed') return <>—</>;
  return (
    <Button
      size="small"
      onClick={() =>
        downloadVoucherPdf(voucher).then(
          () => setFailed(false),
          () => setFailed(true),
        )
      }
      aria-label={`Download the voucher of ${voucher.dayName}, ${formatDateForPeople(voucher.date)} (PDF)`}
    >
      {failed ? 'Retry download' : 'PDF'}
    </Button>
  );
}

/** The performer's vouchers with their state and PDF (the server audits this read). */
export function UserVouchers({ uid }: { uid: string }) {
  const { data } = useUserVouchers(uid);
  const vouchers = data?.vouchers ?? [];
  return (
    <Section
      title="Vouchers"
      empty="No voucher yet."
      isEmpty={vouchers.length === 0}
      narrowMinWidth={640}
      columns={['Date', 'Production day', 'State', 'Gross', 'Commission', 'PDF']}
    >
      {vouchers.map((voucher) => (
        <TableRow key={voucher.id}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateForPeople(voucher.date)}</TableCell>
          <TableCell>
            {voucher.dayName}
            {voucher.overLimitReason && (
              <Typography variant="body2" color="warning.main" data-testid="over-limit-reason">
                Past the minor’s hour limit: {voucher.overLimitReason}
              </Typography>
            )}
          </TableCell>
          <TableCell>{VOUCHER_STATUS_LABELS[voucher.status]}</TableCell>
          <TableCell>{voucher.pay ? formatCad(voucher.pay.grossCents) : '—'}</TableCell>
          <TableCell>{voucher.commissionPaid ? 'Paid' : 'Not paid'}</TableCell>
          <TableCell>
            <VoucherPdfButton voucher={voucher} />
          </TableCell>
        </TableRow>
      ))}
    </Section>
  );
}
