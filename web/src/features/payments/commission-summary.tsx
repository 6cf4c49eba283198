import { Alert, Box, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { COMMISSION_DUE_RULE, formatCad, formatDateForPeople, PENALTY_KIND_LABELS } from '@scenecall/shared';
import { useEffect, useRef, type ReactNode } from 'react';
import { DateLines } from './date-lines';
import type { PaymentFormValues } from './payment-form-state';
import { dueDatesOf, summaryOf } from './payment-form-state';
import { dueText, usePayDates } from './pay-dates';

/**
 * The card step's summary: commission = amount x rate / 100, HST = 13% of it, total; 2 decimals.
 * It opens in view with its heading focused, so a phone that submitted the form at the bottom of
 * the screen lands on what it is about to pay (and a screen reader reads from there).
 */
export function CommissionSummary({ values }: { values: PaymentFormValues }) {
  const payDates = usePayDates();
  const summary = summaryOf(values, payDates);
  const dues = dueDatesOf(values.dates, payDates);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start' });
  }, []);
  const commissionRows: [string, ReactNode][] = [
    ['Production', values.production.trim()],
    ['Work dates', <DateLines key="dates" dates={[...values.dates].sort()} />],
    ['Gross amount', formatCad(summary.grossCents)],
    ['Rate', values.bookedRate ? `${values.bookedRate.reason} (from your booking)` : `${summary.ratePercent}%`],
    ['Commission', formatCad(summary.commissionCents)],
    ['HST (13%)', formatCad(summary.hstCents)],
    [
      'Due',
      <Box key="due" component="span" sx={{ display: 'block' }}>
        {dues.map((due) => (
          <Box component="span" key={due.workDate} sx={{ display: 'block' }}>
            {formatDateForPeople(due.workDate)}: {dueText(due)}
          </Box>
        ))}
      </Box>,
    ],
  ];
  const rows: [string, ReactNode][] = [
    ...(values.penaltiesOnly ? [] : commissionRows),
    ...(values.penalties ?? []).map((line): [string, ReactNode] => [
      `Penalty: ${PENALTY_KIND_LABELS[line.kind]} (no HST)`,
      formatCad(line.amountCents),
    ]),
  ];
  return (
    <Box>
      <Typography
        ref={heading}
        tabIndex={-1}
        component="h2"
        variant="h6"
        gutterBottom
        data-testid="summary-heading"
        sx={{ scrollMarginTop: 88, '&:focus': { outline: 'none' } }}
      >
        Summary
      </Typography>
      <Table size="small" aria-label="Payment summary">
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '40%' }}>
                {label}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{value}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
              Total
            </TableCell>
            <TableCell sx={{ fontWeight: 700 }} data-testid="summary-total">
              {formatCad(summary.totalCents)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {summary.penaltyCents > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          This commission is paid after it was due: a late penalty of {formatCad(summary.penaltyCents)} will be recorded
          and invoiced separately. It is not part of this payment. {COMMISSION_DUE_RULE} If your pay arrived later than
          that, record when it arrived first.
        </Alert>
      )}
    </Box>
  );
}
