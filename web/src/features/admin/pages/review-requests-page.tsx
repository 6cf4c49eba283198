import { Alert, Box, Button, Link, TableCell, TableRow } from '@mui/material';
import {
  ACCOUNT_STATE_LABELS,
  formatAgencyDateTime,
  formatDateForPeople,
  type ReviewRequestView,
} from '@scenecall/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { ELLIPSIS, TruncatedText } from '../../../components/truncated-text';
import { paths } from '../../../config/paths';
import { ApiClientError } from '../../../lib/api-client';
import { announce } from '../../../lib/announcer';
import { closeReviewRequest, reviewRequestsKey, useReviewRequests } from '../api/account-state-api';
import { AdminPage } from '../components/admin-page';

const COLUMNS: DataColumn[] = [
  { label: 'Performer', width: '16%' },
  { label: 'Production day', width: '18%' },
  { label: 'Note' },
  { label: 'Asked by', width: '14%' },
  { label: 'Asked', width: 150 },
  { label: 'Actions', width: 140 },
];

function RequestRow({ request, onHandled }: { request: ReviewRequestView; onHandled: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const handle = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onHandled();
    } finally {
      setBusy(false);
    }
  };
  return (
    <TableRow data-testid="review-request">
      <TableCell>
        <TruncatedText text={request.performerName}>
          <Link component={RouterLink} to={paths.admin.user(request.performerId)} sx={{ ...ELLIPSIS, fontWeight: 600 }}>
            {request.performerName}
          </Link>
        </TruncatedText>
        <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: 14 }}>
          {ACCOUNT_STATE_LABELS[request.accountState]}
        </Box>
      </TableCell>
      <TableCell>
        <TruncatedText text={request.dayName} />
        <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: 14 }}>
          {request.dayDate ? formatDateForPeople(request.dayDate) : '—'}
        </Box>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{request.note}</TableCell>
      <TableCell>
        <TruncatedText text={request.byName} />
      </TableCell>
      <TableCell>{formatAgencyDateTime(request.at)}</TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" component={RouterLink} to={paths.admin.user(request.performerId)}>
            Review
            <Box component="span" sx={visuallyHidden}>
              {` ${request.performerName}`}
            </Box>
          </Button>
          <Button size="small" aria-disabled={busy} onClick={() => void handle()}>
            Mark handled
            <Box component="span" sx={visuallyHidden}>
              {` (${request.performerName}, ${request.dayName})`}
            </Box>
          </Button>
        </Box>
      </TableCell>
    </TableRow>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * /admin/review-requests: the productions' requests that an Admin review a performer (issue 40),
 * newest first, with the day, the note and who asked. Review opens the performer's page, where the
 * Admin suspends or ends cooperation; Mark handled takes the request off the queue.
 */
export default function ReviewRequestsPage() {
  const client = useQueryClient();
  const { data, error } = useReviewRequests();
  const [failure, setFailure] = useState<string | null>(null);
  const tableRef = useRef<HTMLDivElement>(null);

  const markHandled = async (request: ReviewRequestView) => {
    setFailure(null);
    try {
      await closeReviewRequest(request.id, {});
      await client.invalidateQueries({ queryKey: reviewRequestsKey });
      announce(`The request about ${request.performerName} is handled`);
      tableRef.current?.focus();
    } catch (caught) {
      setFailure(
        caught instanceof ApiClientError ? caught.message : 'The change could not be saved. Please try again.',
      );
    }
  };

  return (
    <AdminPage title="Review requests">
      {(error || failure) && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure ?? `The review requests could not be loaded. ${error?.message ?? ''}`}
        </Alert>
      )}
      <Box ref={tableRef} tabIndex={-1} sx={{ outline: 'none' }}>
        <DataTable
          columns={COLUMNS}
          label="Review requests"
          framed
          narrowMinWidth={960}
          busy={!data && !error}
          empty={data?.length === 0 && 'No request waits for a review.'}
        >
          {data?.map((request) => (
            <RequestRow key={request.id} request={request} onHandled={() => markHandled(request)} />
          ))}
        </DataTable>
      </Box>
    </AdminPage>
  );
}
