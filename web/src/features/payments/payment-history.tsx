import {
  Box,
  Button,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { agencyDateOf, formatCad, formatDateForPeople, type CommissionView } from '@scenecall/shared';
import { useState } from 'react';
import { downloadInvoice } from './api';

const STATUS_LABEL = { paid: 'Paid', pending: 'Pending', failed: 'Failed' } as const;
const STATUS_COLOR = { paid: 'success', pending: 'default', failed: 'error' } as const;
const HEADERS = [
  'Date',
  'Production',
  'Work dates',
  'Gross',
  'Rate',
  'Commission',
  'HST',
  'Total',
  'Status',
  'Penalty',
  'Invoice',
];

function InvoiceButton({ commission }: { commission: CommissionView }) {
  const [state, setState] = useState<'idle' | 'busy' | 'error'>('idle');
  if (!commission.invoiceNumber) return <span aria-label="No invoice yet">—</span>;
  const download = async () => {
    setState('busy');
    try {
      await downloadInvoice(commission);
      setState('idle');
    } catch {
      setState('error');
    }
  };
  return (
    <Button
      size="small"
      onClick={() => void download()}
      disabled={state === 'busy'}
      aria-label={`Download invoice ${commission.invoiceNumber} (PDF)`}
    >
      {state === 'error' ? 'Retry download' : `${commission.invoiceNumber} (PDF)`}
    </Button>
  );
}

/** The performer's commission payments, newest first, with a PDF invoice for each paid one. */
export function PaymentHistory({ commissions }: { commissions: CommissionView[] }) {
  return (
    <Box component="section" aria-labelledby="payment-history-title">
      <Typography id="payment-history-title" component="h2" variant="h5" gutterBottom>
        Payment history
      </Typography>
      {commissions.length === 0 ? (
        <Typography color="text.secondary">You have not paid a commission yet.</Typography>
      ) : (
        <TableContainer role="region" aria-labelledby="payment-history-title" tabIndex={0} sx={{ overflowX: 'auto' }}>
          <Table size="small" sx={{ minWidth: 960 }}>
            <TableHead>
              <TableRow>
                {HEADERS.map((header) => (
                  <TableCell key={header} scope="col">
                    {header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {commissions.map((commission) => (
                <TableRow key={commission.id} data-testid="payment-row" data-status={commission.status}>
                  <TableCell>{formatDateForPeople(agencyDateOf(commission.paidAt ?? commission.createdAt))}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere', maxWidth: 200 }}>{commission.production}</TableCell>
                  <TableCell>{commission.dates.join(', ')}</TableCell>
                  <TableCell>{formatCad(commission.grossCents)}</TableCell>
                  <TableCell>{commission.ratePercent}%</TableCell>
                  <TableCell>{formatCad(commission.commissionCents)}</TableCell>
                  <TableCell>{formatCad(commission.hstCents)}</TableCell>
                  <TableCell>{formatCad(commission.totalCents)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={STATUS_LABEL[commission.status]}
                      color={STATUS_COLOR[commission.status]}
                      variant="outlined"
                    />
                  </TableCell>
                  <TableCell>{commission.penaltyCents > 0 ? formatCad(commission.penaltyCents) : '—'}</TableCell>
                  <TableCell>
                    <InvoiceButton commission={commission} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
