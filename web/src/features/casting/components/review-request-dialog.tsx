/**
 * "Ask an Admin to review" a performer of the day (issue 40, a production's complaint): the note
 * lands in the Admin's queue with the day; the Admin decides what follows.
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { ACCOUNT_NOTE_MAX } from '@scenecall/shared';
import { useState } from 'react';
import { api, ApiClientError } from '../../../lib/api-client';
import { announce } from '../../../lib/announcer';

export interface ReviewTarget {
  dayId: string;
  performerId: string;
  name: string;
}

export function ReviewRequestDialog({ target, onClose }: { target: ReviewTarget | null; onClose: () => void }) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setNote('');
    setProblem(null);
    onClose();
  };
  const send = async () => {
    if (busy || !target) return;
    setBusy(true);
    setProblem(null);
    try {
      await api.post(`/casting/production-days/${encodeURIComponent(target.dayId)}/review-requests`, {
        performerId: target.performerId,
        note,
      });
      announce(`Your request to review ${target.name} was sent to the agency`);
      close();
    } catch (caught) {
      setProblem(caught instanceof ApiClientError ? caught.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={target !== null} onClose={close} fullWidth maxWidth="sm" aria-labelledby="review-request-title">
      <DialogTitle id="review-request-title">Ask an Admin to review {target?.name}</DialogTitle>
      <DialogContent>
        <Typography gutterBottom>
          Say what happened on this day. The agency reviews it and decides what follows; the performer is not told who
          asked.
        </Typography>
        <TextField
          label="What happened"
          multiline
          minRows={3}
          fullWidth
          autoFocus
          value={note}
          onChange={(event) => setNote(event.target.value)}
          slotProps={{ htmlInput: { maxLength: ACCOUNT_NOTE_MAX } }}
          sx={{ mt: 1 }}
        />
        {problem && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" aria-disabled={busy} onClick={() => void send()}>
          Send to the agency
        </Button>
      </DialogActions>
    </Dialog>
  );
}
