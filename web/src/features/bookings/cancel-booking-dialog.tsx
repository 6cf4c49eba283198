/** "Cancel this booking?": the warning of what cancelling now costs, and the cancellation itself. */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { PENALTY_TEXT_MAX, type PerformerBookingView } from '@scenecall/shared';
import { useId, useState } from 'react';
import { PlainTextField } from '../../components/plain-text-field';
import { useCancelBooking, messageOf } from './api';
import { cancelWarning, cancellingIsLate } from './booking-status';

export function CancelBookingDialog({ booking, onClose }: { booking: PerformerBookingView; onClose: () => void }) {
  const cancel = useCancelBooking();
  const titleId = useId();
  const textId = useId();
  const reasonId = useId();
  // Under 24 h the agreement excuses a valid reason: it is kept as the answer to the penalty.
  const [late] = useState(() => cancellingIsLate(booking));
  const [reason, setReason] = useState('');
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Cancel this booking?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{cancelWarning(booking)}</DialogContentText>
        {late && (
          <PlainTextField
            id={reasonId}
            label="Your reason (optional)"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={PENALTY_TEXT_MAX}
            helperText="A valid reason may excuse the penalty: the agency reads it before deciding."
            size="small"
          />
        )}
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
          onClick={() =>
            cancel.mutate({ dayId: booking.dayId, reason: reason.trim() || undefined }, { onSuccess: onClose })
          }
        >
          Cancel booking
        </Button>
      </DialogActions>
    </Dialog>
  );
}
