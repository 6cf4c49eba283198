import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { VOUCHER_DISPUTE_LINES, type PerformerVoucherView } from '@scenecall/shared';
import { useId, useState } from 'react';
import { announce } from '../../lib/announcer';
import { useDisputeVoucher } from './api';
import { messageOf } from './sign-form';

/** Dispute one line with a reason; staff see it on the set screen and correct the voucher. */
export function DisputeDialog({
  voucher,
  open,
  onClose,
}: {
  voucher: PerformerVoucherView;
  open: boolean;
  onClose: (disputed: boolean) => void;
}) {
  const dispute = useDisputeVoucher();
  const [line, setLine] = useState<string>(VOUCHER_DISPUTE_LINES[0].id);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const titleId = useId();
  const textId = useId();
  const send = () => {
    if (dispute.isPending) return;
    if (reason.trim() === '') {
      setProblem('Say what is wrong');
      return;
    }
    setProblem(null);
    dispute.mutate(
      { id: voucher.id, body: { line, reason: reason.trim(), revision: voucher.revision } },
      {
        onSuccess: () => {
          announce('Dispute sent: the voucher will be corrected');
          onClose(true);
        },
      },
    );
  };
  const error = problem ?? (dispute.error ? messageOf(dispute.error) : null);
  return (
    <Dialog
      open={open}
      onClose={() => onClose(false)}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>Dispute a line</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          Say which line is wrong and why. The staff on set see it at once and send you a corrected voucher.
        </DialogContentText>
        <Stack spacing={2}>
          <TextField select label="Line" value={line} onChange={(event) => setLine(event.target.value)} fullWidth>
            {VOUCHER_DISPUTE_LINES.map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="What is wrong"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            multiline
            minRows={3}
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>Cancel</Button>
        <Button variant="contained" aria-disabled={dispute.isPending} onClick={send}>
          Send the dispute
        </Button>
      </DialogActions>
    </Dialog>
  );
}
