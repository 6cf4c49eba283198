import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId } from 'react';

export interface OutcomeAction {
  label: string;
  onClick: () => void;
  busy?: boolean;
}

interface PaymentOutcomeDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** Why, in the payment provider's words (e.g. 'Your card was declined.'). */
  reason?: string;
  /** Extra status line (e.g. 'Invoice sent'), announced politely. */
  note?: string | null;
  action?: OutcomeAction;
  onClose: () => void;
}

/** The spec's payment modal: a title, a message, a Close button and an optional action button. */
export function PaymentOutcomeDialog({
  open,
  title,
  message,
  reason,
  note,
  action,
  onClose,
}: PaymentOutcomeDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {message}
          {reason && (
            <Box
              component="strong"
              data-testid="outcome-reason"
              sx={{ display: 'block', mt: 1.5, color: 'text.primary' }}
            >
              {reason}
            </Box>
          )}
        </DialogContentText>
        <DialogContentText role="status" aria-live="polite" sx={{ mt: note ? 2 : 0 }}>
          {note ?? ''}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {action && (
          <Button
            variant="contained"
            onClick={action.onClick}
            disabled={action.busy}
            startIcon={action.busy ? <CircularProgress size={16} aria-hidden="true" /> : undefined}
          >
            {action.label}
          </Button>
        )}
        <Button onClick={onClose} autoFocus={!action}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
