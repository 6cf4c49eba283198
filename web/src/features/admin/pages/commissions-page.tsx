import {
  Alert,
  Button,
  Card,
  CardContent,
  Link,
  MenuItem,
  Stack,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  agencyDateOf,
  agencyMonthOf,
  agencyMonthBounds,
  COMMISSION_STATUSES,
  formatCad,
  formatDateForPeople,
  formatMonthForPeople,
  type CommissionsOverviewQuery,
  type CommissionStatus,
} from '@scenecall/shared';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { ELLIPSIS, TruncatedText } from '../../../components/truncated-text';
import { paths } from '../../../config/paths';
import { downloadCommissionsCsv, useCommissionsOverview } from '../api/staff-api';
import { AdminPage } from '../components/admin-page';
import { CommissionDays } from '../components/commission-days';
import { DueCaption, StubGrossFlags } from '../components/commission-due-notes';
import { OverviewPenalties } from '../components/overview-penalties';

const MONTHS_OFFERED = 24;
const STATUS_LABEL: Record<CommissionStatus, string> = { pending: 'Pending', paid: 'Paid', failed: 'Failed' };

/** This month and the ones before it, newest first ('2026-11', '2026-10', …). */
function recentMonths(count: number, now = new Date()): string[] {
  const months = [agencyMonthOf(now)];
  while (months.length < count) {
    const { from } = agencyMonthBounds(months.at(-1)!);
    months.push(agencyMonthOf(new Date(from.getTime() - 24 * 60 * 60 * 1000)));
  }
  return months;
}

/** Widths in percent: the twelve columns fit a 1024 px window. */
const COLUMNS: DataColumn[] = [
  { label: 'Month', width: '8%' },
  { label: 'Performer', width: '11%' },
  { label: 'Production', width: '10%' },
  { label: 'Work dates', width: '11%' },
  { label: 'Gross', width: '8%' },
  { label: 'Rate', width: '5%' },
  { label: 'Commission', width: '10%' },
  { label: 'HST', width: '7%' },
  { label: 'Total', width: '8%' },
  { label: 'Penalty', width: '7%' },
  { label: 'Status', width: '7%' },
  { label: 'Invoice', width: '8%' },
];

const TOTALS_COLUMNS: DataColumn[] = ['Month', 'Payments', 'Gross', 'Commission', 'HST', 'Total', 'Penalties owed'].map(
  (label) => ({ label }),
);

/**
 * Shown from the first paint (its heading and the table's header while the totals load), so that
 * the commissions below move only by the rows that arrive, not by the whole card.
 */
function Totals({
  totals,
}: {
  totals: NonNullable<ReturnType<typeof useCommissionsOverview>['data']>['monthlyTotals'] | undefined;
}) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ mb: 3 }}>
      <CardContent>
        <Typography id={titleId} component="h2" variant="h6" gutterBottom>
          Paid, by month
        </Typography>
        {totals?.length === 0 ? (
          <Typography color="text.secondary">No paid commission in this selection.</Typography>
        ) : (
          <DataTable
            columns={TOTALS_COLUMNS}
            labelledBy={titleId}
            busy={!totals}
            testId={totals ? 'monthly-totals' : undefined}
          >
            {totals?.map((month) => (
              <TableRow key={month.month}>
                <TableCell>{formatMonthForPeople(month.month)}</TableCell>
                <TableCell>{month.count}</TableCell>
                <TableCell>{formatCad(month.grossCents)}</TableCell>
                <TableCell>{formatCad(month.commissionCents)}</TableCell>
                <TableCell>{formatCad(month.hstCents)}</TableCell>
                <TableCell>{formatCad(month.totalCents)}</TableCell>
                <TableCell>{formatCad(month.penaltyCents)}</TableCell>
              </TableRow>
            ))}
          </DataTable>
        )}
      </CardContent>
    </Card>
  );
}

/** /admin/commissions: every commission for the agency's books, by status and month, with a CSV for the accountant. */
export default function CommissionsPage() {
  const months = recentMonths(MONTHS_OFFERED);
  const [query, setQuery] = useState<CommissionsOverviewQuery>({ month: months[0] });
  const { data, error } = useCommissionsOverview(query);
  const [exportError, setExportError] = useState<string | null>(null);
  const tableId = useId();

  const exportCsv = async () => {
    setExportError(null);
    try {
      await downloadCommissionsCsv(query);
    } catch (cause) {
      setExportError(cause instanceof Error ? cause.message : 'The CSV could not be made');
    }
  };

  return (
    <AdminPage
      title="Commissions"
      actions={
        <Button variant="contained" onClick={() => void exportCsv()}>
          Export CSV
        </Button>
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <TextField
          select
          size="small"
          label="Status"
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          value={query.status ?? ''}
          onChange={(event) =>
            setQuery((current) => ({
              ...current,
              status: (event.target.value || undefined) as CommissionStatus | undefined,
            }))
          }
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">All statuses</MenuItem>
          {COMMISSION_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {STATUS_LABEL[status]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Month"
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          value={query.month ?? ''}
          onChange={(event) => setQuery((current) => ({ ...current, month: event.target.value || undefined }))}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">All months (latest 2,000)</MenuItem>
          {months.map((month) => (
            <MenuItem key={month} value={month}>
              {formatMonthForPeople(month)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {(error || exportError) && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {exportError ?? `The commissions could not be loaded. ${error?.message ?? ''}`}
        </Alert>
      )}
      {data?.truncated && (
        <Alert severity="info" sx={{ mb: 2 }}>
          More commissions match than one page shows: choose a month or a status.
        </Alert>
      )}
      <CommissionDays month={query.month ?? months[0]!} />
      <Totals totals={data?.monthlyTotals} />
      {data && <OverviewPenalties penalties={data.penalties} totals={data.penaltyTotals} />}
      <Typography id={tableId} component="h2" variant="h6" gutterBottom>
        {data ? `${data.rows.length} ${data.rows.length === 1 ? 'commission' : 'commissions'}` : 'Commissions'}
      </Typography>
      <DataTable
        columns={COLUMNS}
        labelledBy={tableId}
        framed
        narrowMinWidth={1200}
        empty={data?.rows.length === 0 && 'No commission in this selection.'}
      >
        {data?.rows.map((row) => (
          <TableRow key={row.id} data-testid="commission-row">
            <TableCell>{formatMonthForPeople(row.month)}</TableCell>
            <TableCell>
              {row.performerId ? (
                <TruncatedText text={row.performerName}>
                  <Link component={RouterLink} to={paths.admin.user(row.performerId)} sx={ELLIPSIS}>
                    {row.performerName}
                  </Link>
                </TruncatedText>
              ) : (
                <TruncatedText text={row.performerName} />
              )}
            </TableCell>
            <TableCell>{row.production}</TableCell>
            <TableCell>
              {row.dates.map(formatDateForPeople).join('; ')}
              <DueCaption row={row} />
            </TableCell>
            <TableCell>
              {formatCad(row.grossCents)}
              <StubGrossFlags row={row} />
            </TableCell>
            <TableCell>{row.ratePercent}%</TableCell>
            <TableCell>{formatCad(row.commissionCents)}</TableCell>
            <TableCell>{formatCad(row.hstCents)}</TableCell>
            <TableCell>{formatCad(row.totalCents)}</TableCell>
            <TableCell>{row.penaltyCents ? formatCad(row.penaltyCents) : '—'}</TableCell>
            <TableCell>
              {STATUS_LABEL[row.status]}
              {row.paidAt && (
                <Typography variant="caption" component="span" sx={{ display: 'block' }} color="text.secondary">
                  {formatDateForPeople(agencyDateOf(row.paidAt))}
                </Typography>
              )}
            </TableCell>
            <TableCell>{row.invoiceNumber ?? '—'}</TableCell>
          </TableRow>
        ))}
      </DataTable>
    </AdminPage>
  );
}
