import {
  Box,
  Button,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { agencyDateOf, formatCad, formatDateForPeople, type CommissionView } from '@scenecall/shared';
import { useState, type ReactNode } from 'react';
import { downloadInvoice } from './api';
import { DateLines } from './date-lines';

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

const paymentDate = (commission: CommissionView) =>
  formatDateForPeople(agencyDateOf(commission.paidAt ?? commission.createdAt));
const penalty = (commission: CommissionView) =>
  commission.penaltyCents > 0 ? formatCad(commission.penaltyCents) : '—';

function StatusChip({ commission }: { commission: CommissionView }) {
  return (
    <Chip
      size="small"
      label={STATUS_LABEL[commission.status]}
      color={STATUS_COLOR[commission.status]}
      variant="outlined"
    />
  );
}

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

/** From `md` up: one row per payment. */
function HistoryTable({ commissions }: { commissions: CommissionView[] }) {
  return (
    <TableContainer role="region" aria-labelledby="payment-history-title" tabIndex={0} sx={{ overflowX: 'auto' }}>
      <Table size="small">
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
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{paymentDate(commission)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', maxWidth: 200 }}>{commission.production}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <DateLines dates={commission.dates} />
              </TableCell>
              <TableCell>{formatCad(commission.grossCents)}</TableCell>
              <TableCell>{commission.ratePercent}%</TableCell>
              <TableCell>{formatCad(commission.commissionCents)}</TableCell>
              <TableCell>{formatCad(commission.hstCents)}</TableCell>
              <TableCell>{formatCad(commission.totalCents)}</TableCell>
              <TableCell>
                <StatusChip commission={commission} />
              </TableCell>
              <TableCell>{penalty(commission)}</TableCell>
              <TableCell>
                <InvoiceButton commission={commission} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** On phones and tablets: one card per payment, its figures as a two-column list. */
function HistoryCards({ commissions }: { commissions: CommissionView[] }) {
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {commissions.map((commission) => {
        const facts: [string, ReactNode][] = [
          ['Date', paymentDate(commission)],
          ['Work dates', <DateLines key="dates" dates={commission.dates} />],
          ['Gross', formatCad(commission.grossCents)],
          ['Rate', `${commission.ratePercent}%`],
          ['Commission', formatCad(commission.commissionCents)],
          ['HST', formatCad(commission.hstCents)],
          ['Total', formatCad(commission.totalCents)],
          ['Penalty', penalty(commission)],
        ];
        return (
          <Paper
            component="li"
            variant="outlined"
            key={commission.id}
            data-testid="payment-row"
            data-status={commission.status}
            sx={{ p: 2, minWidth: 0 }}
          >
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {commission.production}
              </Typography>
              <StatusChip commission={commission} />
            </Stack>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mt: 1 }}
            >
              {facts.map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0 }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Box sx={{ mt: 1 }}>
              <InvoiceButton commission={commission} />
            </Box>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** The performer's commission payments, newest first, with a PDF invoice for each paid one. */
export function PaymentHistory({ commissions }: { commissions: CommissionView[] }) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  return (
    <Box component="section" aria-labelledby="payment-history-title">
      <Typography id="payment-history-title" component="h2" variant="h5" gutterBottom>
        Payment history
      </Typography>
      {commissions.length === 0 && <Typography color="text.secondary">You have not paid a commission yet.</Typography>}
      {commissions.length > 0 &&
        (wide ? <HistoryTable commissions={commissions} /> : <HistoryCards commissions={commissions} />)}
    </Box>
  );
}
