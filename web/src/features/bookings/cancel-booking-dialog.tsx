/** "Cancel this booking?": the warning of what cancelling now costs, and the cancellation itself. */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { PerformerBookingView } from '@scenecall/shared';
import { useId } from 'react';
import { useCancelBooking, messageOf } from './api';
import { cancelWarning } from './booking-status';

export function CancelBookingDialog({ booking, onClose }: { booking: PerformerBookingView; onClose: () => void }) {
  const cancel = useCancelBooking();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Cancel this booking?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{cancelWarning(booking)}</DialogContentText>
        {cancel.error ? <Alert severity="error">{messageOf(cancel.error)}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Keep the booking
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate({ dayId: booking.dayId }, { onSuccess: onClose })}
        >
          Cancel booking
        </Button>
      </DialogActions>
    </Dialog>
  );
}
