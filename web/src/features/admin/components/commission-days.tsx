import { Alert, Box, Button, Card, CardContent, TableCell, TableRow, Typography } from '@mui/material';
import { formatCad, formatDateForPeople, formatMonthForPeople } from '@scenecall/shared';
import { useId, useState } from 'react';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { TruncatedText } from '../../../components/truncated-text';
import { downloadCommissionDaysCsv, useCommissionDays } from '../api/staff-api';

/** Widths in percent: the nine columns fit a 1024 px window. */
const COLUMNS: DataColumn[] = [
  { label: 'Production day', width: '18%' },
  { label: 'Dates', width: '14%' },
  { label: 'Signed', width: '7%' },
  { label: 'Disputed', width: '8%' },
  { label: 'Unsigned', width: '8%' },
  { label: 'Gross worked', width: '11%' },
  { label: 'Commission owed', width: '12%' },
  { label: 'Paid', width: '10%' },
  { label: 'Outstanding', width: '12%' },
];

/** The month's vouchers by production day, and what commission they make, with a CSV for the accountant. */
export function CommissionDays({ month }: { month: string }) {
  const { data, error } = useCommissionDays(month);
  const [exportError, setExportError] = useState<string | null>(null);
  const titleId = useId();
  const exportCsv = () =>
    downloadCommissionDaysCsv(month).then(
      () => setExportError(null),
      () => setExportError('The CSV could not be made. Please try again.'),
    );
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ mb: 3 }}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography id={titleId} component="h2" variant="h6">
            By production day, {formatMonthForPeople(month)}
          </Typography>
          <Button variant="outlined" onClick={() => void exportCsv()}>
            Export the days as CSV
          </Button>
        </Box>
        {(error || exportError) && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {exportError ?? `The days could not be loaded. ${error?.message ?? ''}`}
          </Alert>
        )}
        <DataTable
          columns={COLUMNS}
          labelledBy={titleId}
          narrowMinWidth={1000}
          testId="commission-days"
          empty={data?.days.length === 0 && 'No voucher this month.'}
        >
          {data?.days.map((day) => (
            <TableRow key={day.dayId} data-testid="commission-day-row">
              <TableCell>
                <TruncatedText text={day.dayName} />
              </TableCell>
              <TableCell>{day.dates.map(formatDateForPeople).join('; ')}</TableCell>
              <TableCell>{day.signed}</TableCell>
              <TableCell>{day.disputed}</TableCell>
              <TableCell>{day.unsigned}</TableCell>
              <TableCell>{formatCad(day.grossCents)}</TableCell>
              <TableCell>{formatCad(day.owedCents)}</TableCell>
              <TableCell>{formatCad(day.paidCents)}</TableCell>
              <TableCell>{formatCad(day.outstandingCents)}</TableCell>
            </TableRow>
          ))}
        </DataTable>
      </CardContent>
    </Card>
  );
}
