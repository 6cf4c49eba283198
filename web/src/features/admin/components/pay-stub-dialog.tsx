/**
 * The picture of a performer's pay stub, for an Admin judging a flagged gross (issue 36). Each
 * opening asks the server again (its views are audited), so nothing is cached.
 */
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { formatDateForPeople } from '@scenecall/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { api, ApiClientError } from '../../../lib/api-client';

const NO_PICTURE = 'No picture of this pay stub was added: the performer typed the gross.';

function useStubPicture(payArrivalId: string) {
  const query = useQuery({
    queryKey: ['pay-stub', payArrivalId],
    queryFn: () => api.get<Blob>(`/performer/pay-arrivals/${encodeURIComponent(payArrivalId)}/stub`, { as: 'blob' }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!query.data) return undefined;
    const objectUrl = URL.createObjectURL(query.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [query.data]);
  const error =
    query.error instanceof ApiClientError && query.error.status === 404
      ? NO_PICTURE
      : query.error
        ? query.error.message
        : undefined;
  return { url, error };
}

function StubPicture({ payArrivalId, workDate }: { payArrivalId: string; workDate: string }) {
  const { url, error } = useStubPicture(payArrivalId);
  if (error) return <Alert severity="info">{error}</Alert>;
  if (!url) return <CircularProgress aria-label="Loading the pay stub" />;
  return (
    <Box
      component="img"
      src={url}
      alt={`Pay stub for the work of ${formatDateForPeople(workDate)}`}
      sx={{ display: 'block', maxWidth: '100%', height: 'auto' }}
    />
  );
}

export function PayStubDialog({
  payArrivalId,
  workDate,
  onClose,
}: {
  payArrivalId: string;
  workDate: string;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Pay stub, work of {formatDateForPeople(workDate)}</DialogTitle>
      <DialogContent>
        <StubPicture payArrivalId={payArrivalId} workDate={workDate} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
