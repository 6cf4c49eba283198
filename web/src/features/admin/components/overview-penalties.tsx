/** The penalties of the commissions overview: totals owing, waived and paid, and each to decide on. */
import { Box, Typography } from '@mui/material';
import { formatCad, type PenaltyOverviewRow, type PenaltyTotals } from '@scenecall/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { DataTable } from '../../../components/data-table';
import { PENALTY_COLUMNS, PenaltyRow } from './penalty-decisions';

export function OverviewPenalties({ penalties, totals }: { penalties: PenaltyOverviewRow[]; totals: PenaltyTotals }) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'commissions'] });
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mb: 4 }}>
      <Typography id={titleId} component="h2" variant="h6" gutterBottom>
        Penalties
      </Typography>
      <Typography sx={{ mb: 1 }} data-testid="penalty-totals">
        Owing {formatCad(totals.owingCents)} · waived {formatCad(totals.waivedCents)} · paid{' '}
        {formatCad(totals.paidCents)}
      </Typography>
      <DataTable
        columns={PENALTY_COLUMNS.map((label) => ({ label }))}
        labelledBy={titleId}
        framed
        narrowMinWidth={900}
        empty={penalties.length === 0 && 'No penalty in this selection.'}
      >
        {penalties.map((penalty) => (
          <PenaltyRow key={penalty.id} penalty={penalty} performer={penalty.performerName} onChanged={refresh} />
        ))}
      </DataTable>
    </Box>
  );
}
